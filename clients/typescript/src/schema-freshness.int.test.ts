import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../../../tests/support/run-cli';
import { createEmbeddedDataDir } from '../../../tests/support/test-database';

/**
 * The committed types are the ones the service's current document generates: a stale file fails here.
 * The document comes from the `openapi` command on a throwaway embedded database with the default
 * origins, as `npm run client:generate` gets it, run in this process (bin/signwright's own runner, so the
 * check needs no build); the database is a copy of the run's migrated template rather than one the
 * script migrates itself (the document depends on the code only, not on any data).
 */
describe('the typed client’s schema.d.ts', () => {
  it('is what openapi-typescript makes of the document the service publishes (run `npm run client:generate` if not)', async () => {
    const dataDir = await createEmbeddedDataDir();
    const scratch = mkdtempSync(join(tmpdir(), 'sw-schema-freshness-'));
    try {
      const printed = await runCliInProcess(['openapi', '--json'], { DATA_DIR: dataDir.name, LOG_LEVEL: 'silent' });
      expect({ code: printed.code, stderr: printed.stderr }).toEqual({ code: 0, stderr: '' });
      const document = join(scratch, 'openapi.json');
      writeFileSync(document, printed.stdout);
      const check = spawnSync(process.execPath, [join(__dirname, '..', 'scripts', 'generate-types.mjs'), '--document', document, '--check'], { encoding: 'utf8', timeout: 240_000 });
      expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      void dataDir.drop();
    }
  }, 300_000);
});
