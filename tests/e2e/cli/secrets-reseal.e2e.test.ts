import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../../../infra/config/config';
import { openServiceProcess } from '../../../apps/composition/process';
import { IdentityTokens } from '../../../modules/identity/identity.tokens';
import type { IntegrationRepository } from '../../../modules/identity/application/ports';
import { freePort, runCliInProcessJson, runCliJson } from '../../support/run-cli';
import { startServeProcess, type ServeProcess } from '../../support/serve-process';
import { createEmbeddedDataDir, type TestDatabase } from '../../support/test-database';
import { sealedWith } from '../../support/stored-secrets';

const keyText = () => randomBytes(32).toString('base64');

/**
 * Issue 18, item 10, on the embedded default: after a rotation, `signwright secrets reseal` run in another
 * terminal is handed to the `serve` that holds DATA_DIR and seals with its key, so the old key can go.
 */
describe('signwright secrets reseal beside a running embedded serve', () => {
  const firstKey = keyText();
  const newKey = keyText();
  let dataDir: TestDatabase;
  let serve: ServeProcess | undefined;
  let integration: { id: number; signing_secret: string };
  let storeId: number;

  beforeAll(async () => {
    dataDir = await createEmbeddedDataDir();
    // Written before the rotation, by commands that open DATA_DIR themselves with the first key (here, through
    // bin/signwright's own command runner: what this file proves of the binary is the reseal handed to serve).
    const env = { DATA_DIR: dataDir.name, SECRETS_KEY: firstKey };
    storeId = (await runCliInProcessJson<{ id: number }>(['stores', 'create', '--name', 'Rotated', '--currency', 'EUR'], env)).id;
    integration = await runCliInProcessJson(['integrations', 'create', '--store', String(storeId), '--type', 'custom', '--name', 'Sealed before'], env);
  });
  afterEach(async () => {
    await serve?.stop();
    serve = undefined;
  });
  afterAll(() => dataDir.drop());

  it('reseals, in the serve process, what the first key sealed, prints the counts with --json, and nothing the second time', async () => {
    serve = await startServeProcess({ DATA_DIR: dataDir.name, SECRETS_KEY: newKey, SECRETS_KEY_PREVIOUS: firstKey }, await freePort());
    // The command's own SECRETS_KEY is the tests' default, neither of these: the process owning DATA_DIR runs it, with its keys.
    const env = { DATA_DIR: dataDir.name };
    expect(await runCliJson(['secrets', 'reseal'], env)).toEqual({
      resealed: { server_secret: 1, idempotency_records: 0, integrations: 1, oauth_signing_keys: 0, webhook_subscriptions: 0 },
      remaining_under_other_keys: 0,
    });
    expect(await runCliJson(['secrets', 'reseal'], env)).toEqual({
      resealed: { server_secret: 0, idempotency_records: 0, integrations: 0, oauth_signing_keys: 0, webhook_subscriptions: 0 },
      remaining_under_other_keys: 0,
    });
  });

  it('then starts and reads the signing secret with the new key alone', async () => {
    // Opened as serve opens DATA_DIR (openServiceProcess: the claim, the server secret unsealed, the container);
    // a serve process is what the test above runs the command beside.
    const service = await openServiceProcess(loadConfig({ DATA_DIR: dataDir.name, SECRETS_KEY: newKey, LOG_LEVEL: 'silent' }), 'serve');
    try {
      const integrations = service.container.get<IntegrationRepository>(IdentityTokens.IntegrationRepository);
      expect(await integrations.signingSecretOf(storeId, integration.id)).toBe(integration.signing_secret);
      const { rows } = await sql<{ value: string }>`select signing_secret as value from identity.integrations`.execute(service.runtime.database.root);
      expect(rows.map((row) => sealedWith(row.value))).toEqual([sealedWith(service.runtime.secrets.currentPrefix)]);
    } finally {
      await service.close();
    }
  });
});
