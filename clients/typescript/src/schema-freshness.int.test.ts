import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The committed types are the ones the service's current document generates: a stale file fails here.
 * The check builds the document exactly as `npm run client:generate` does (`bin/signwright openapi` on a
 * throwaway embedded database, default origins), so the two can never disagree on configuration.
 */
describe('the typed client’s schema.d.ts', () => {
  it('is what openapi-typescript makes of the document the service publishes (run `npm run client:generate` if not)', () => {
    // It boots the embedded database: on a busy machine that takes a while, never a reason to fail.
    const check = spawnSync(process.execPath, [join(__dirname, '..', 'scripts', 'generate-types.mjs'), '--check'], { encoding: 'utf8', timeout: 240_000 });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  }, 300_000);
});
