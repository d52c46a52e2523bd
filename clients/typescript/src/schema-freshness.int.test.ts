import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishedContract } from '../../../apps/api/api-app';
import { startTestService, type TestService } from '../../../tests/support/test-service';

/** The committed types are the ones the service's current document generates: a stale file fails here. */
describe('the typed client’s schema.d.ts', () => {
  let service: TestService;
  let directory: string;

  beforeAll(async () => {
    service = await startTestService({ redis: false });
    directory = mkdtempSync(join(tmpdir(), 'signwright-client-'));
  });
  afterAll(async () => {
    rmSync(directory, { recursive: true, force: true });
    await service.close();
  });

  it('is what openapi-typescript makes of the document the service publishes (run `npm run client:generate` if not)', () => {
    const document = join(directory, 'openapi.json');
    writeFileSync(document, JSON.stringify(publishedContract(service.container, service.runtime.config)));
    const check = spawnSync(process.execPath, [join(__dirname, '..', 'scripts', 'generate-types.mjs'), '--document', document, '--check'], { encoding: 'utf8' });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
