import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN } from '../../../tests/support/run-cli';
import { createEmbeddedDataDir } from '../../../tests/support/test-database';

/**
 * The committed types are the ones the service's current document generates: a stale file fails here.
 * The document comes from `bin/signwright openapi` on a throwaway embedded database with the default
 * origins, as `npm run client:generate` gets it; the database is a copy of the run's migrated template
 * rather than one the script migrates itself (the document depends on the code only, not on any data).
 */
describe('the typed client’s schema.d.ts', () => {
  it('is what openapi-typescript makes of the document the service publishes (run `npm run client:generate` if not)', () => {
    const dataDir = createEmbeddedDataDir();
    const scratch = mkdtempSync(join(tmpdir(), 'sw-schema-freshness-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir.name, LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      delete env.REDIS_URL;
      const document = join(scratch, 'openapi.json');
      writeFileSync(document, execFileSync(BIN, ['openapi', '--json'], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 240_000 }));
      const check = spawnSync(process.execPath, [join(__dirname, '..', 'scripts', 'generate-types.mjs'), '--document', document, '--check'], { encoding: 'utf8', timeout: 240_000 });
      expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      void dataDir.drop();
    }
  }, 300_000);
});
