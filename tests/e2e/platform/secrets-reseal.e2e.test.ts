import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startTestService, type TestService } from '../../support/test-service';
import { sealedWith, storedSecrets, subscribeOnce } from '../../support/stored-secrets';
import { runCliInProcessJson } from '../../support/run-cli';
import { aStore, type BuiltStore } from '../../support/builders';
import { idempotencyKey } from '../orders/order-fixtures';
import { IdentityTokens } from '../../../modules/identity/identity.tokens';
import { WebhooksTokens } from '../../../modules/webhooks/webhooks.tokens';
import type { IntegrationRepository } from '../../../modules/identity/application/ports';
import type { SigningKeyRepository } from '../../../modules/identity/application/connector-ports';
import type { SubscriptionRepository } from '../../../modules/webhooks/application/ports';

const keyText = () => randomBytes(32).toString('base64');

interface ResealReport {
  resealed: Record<'webhook_subscriptions' | 'integrations' | 'oauth_signing_keys' | 'server_secret' | 'idempotency_records', number>;
  remaining_under_other_keys: number;
}

/**
 * Issue 18, item 10: secrets are not readable in a database dump. An installation from before sealing
 * keeps values in clear, and a rotation leaves values under the old key; `signwright secrets reseal`
 * seals them all with the new key, so that a dump shows none and the old key can be retired.
 */
describe('sealing every stored secret again with signwright secrets reseal', () => {
  const firstKey = keyText();
  const newKey = keyText();
  let first: TestService;
  let store: BuiltStore;
  /** Every secret the database keeps, as the service gave or took it. */
  const secrets = { subscriptions: new Map<number, string[]>(), integrations: new Map<number, string>(), privateJwks: new Map<string, Record<string, unknown>>(), replays: new Map<string, string>() };
  let serverSecret: string;

  const subscribe = (service: TestService, key: string) => subscribeOnce(service, store, key);
  const jwk = (d: string) => ({ kty: 'EC', crv: 'P-256', d, x: 'x', y: 'y' });
  const db = () => first.runtime.database.root;
  /** The rows the reseal must rewrite: every one, since none is sealed with the new key yet. */
  const rowsPerKind = async () => {
    const count = async (table: string, where = sql`true`) => (await sql<{ n: number }>`select count(*)::integer as n from ${sql.table(table)} where ${where}`.execute(db())).rows[0]!.n;
    return {
      server_secret: await count('platform.server_secrets'),
      idempotency_records: await count('platform.idempotency_records', sql`response_body is not null`),
      integrations: await count('identity.integrations'),
      oauth_signing_keys: await count('identity.oauth_signing_keys'),
      webhook_subscriptions: await count('webhooks.subscriptions'),
    };
  };

  beforeAll(async () => {
    // Values sealed with the first key, as the service writes them.
    first = await startTestService({ env: { SECRETS_KEY: firstKey } });
    store = await aStore(first);
    for (const integration of store.integrations) secrets.integrations.set(integration.id, integration.signing_secret);
    const sealedKey = idempotencyKey('sealed-before');
    const sealed = (await subscribe(first, sealedKey)).body.data;
    secrets.subscriptions.set(sealed.id, [sealed.secret]);
    secrets.replays.set(sealedKey, sealed.secret);
    await first.container.get<SigningKeyRepository>(IdentityTokens.SigningKeyRepository).add({ kid: 'sealed-before', privateJwk: jwk('private-sealed-before'), publicJwk: { kty: 'EC' }, createdAt: new Date() });
    secrets.privateJwks.set('sealed-before', jwk('private-sealed-before'));

    // Values in clear, as an installation from before sealing left them.
    const plainKey = idempotencyKey('kept-in-clear');
    const answered = (await subscribe(first, plainKey)).body.data;
    await sql`update webhooks.subscriptions set secret = ${answered.secret}, previous_secret = 'whsec_previous-in-clear', previous_secret_expires_at = now() + interval '1 day' where id = ${answered.id}`.execute(db());
    secrets.subscriptions.set(answered.id, [answered.secret, 'whsec_previous-in-clear']);
    const recorded = (await sql<{ body: string }>`select response_body as body from platform.idempotency_records where idempotency_key = ${plainKey}`.execute(db())).rows[0]!.body;
    await sql`update platform.idempotency_records set response_body = ${first.runtime.secrets.open(recorded)} where idempotency_key = ${plainKey}`.execute(db());
    secrets.replays.set(plainKey, answered.secret);
    const { id } = (
      await sql<{ id: number }>`
        insert into identity.integrations (store_id, type, name, enabled, signing_secret) values (${store.id}, 'custom', 'in clear', true, 'whsec_integration-in-clear') returning id
      `.execute(db())
    ).rows[0]!;
    secrets.integrations.set(id, 'whsec_integration-in-clear');
    await sql`insert into identity.oauth_signing_keys (kid, private_jwk, public_jwk, created_at) values ('in-clear', ${JSON.stringify(jwk('private-in-clear'))}::jsonb, '{}'::jsonb, now())`.execute(db());
    secrets.privateJwks.set('in-clear', jwk('private-in-clear'));
    serverSecret = first.runtime.serverSecret;
    await sql`update platform.server_secrets set value = ${serverSecret} where name = 'server'`.execute(db());
  });
  afterAll(() => first.close());

  it('seals every value kept in clear or under the previous key with the new key, counting each kind, and reseals nothing the second time', async () => {
    const expected = await rowsPerKind();
    const plain = [...[...secrets.subscriptions.values()].flat(), ...secrets.integrations.values(), ...[...secrets.privateJwks.values()].map((key) => String(key.d)), serverSecret];
    expect(JSON.stringify(await storedSecrets(first))).toContain('whsec_integration-in-clear');

    // The instances restarted with the new key, the first one kept to read what it sealed; the command runs beside them.
    const rotated = await startTestService({ database: first.database, env: { SECRETS_KEY: newKey, SECRETS_KEY_PREVIOUS: firstKey } });
    try {
      const env = { DATABASE_URL: first.database.url, SECRETS_KEY: newKey, SECRETS_KEY_PREVIOUS: firstKey };
      expect(await runCliInProcessJson<ResealReport>(['secrets', 'reseal'], env)).toEqual({ resealed: expected, remaining_under_other_keys: 0 });

      const dump = await storedSecrets(rotated);
      const text = JSON.stringify(dump);
      for (const secret of plain) expect(text).not.toContain(secret);
      const newKeyId = sealedWith(rotated.runtime.secrets.currentPrefix);
      const values = [...dump.subscriptions, ...dump.integrations, ...dump.serverSecret, ...dump.idempotencyRecords, ...dump.signingKeys.map((value) => (JSON.parse(value) as { sealed: string }).sealed)];
      expect(values.map(sealedWith)).toEqual(values.map(() => newKeyId));

      const again = await runCliInProcessJson<ResealReport>(['secrets', 'reseal'], env);
      expect(again).toEqual({ resealed: { server_secret: 0, idempotency_records: 0, integrations: 0, oauth_signing_keys: 0, webhook_subscriptions: 0 }, remaining_under_other_keys: 0 });
    } finally {
      await rotated.close();
    }
  });

  it('then reads every secret with the new key alone, the previous one retired', async () => {
    const only = await startTestService({ database: first.database, env: { SECRETS_KEY: newKey } });
    try {
      expect(only.runtime.serverSecret).toBe(serverSecret);
      const subscriptions = only.container.get<SubscriptionRepository>(WebhooksTokens.SubscriptionRepository);
      for (const [id, [secret, previous]] of secrets.subscriptions) {
        const found = await subscriptions.find(store.id, id);
        expect([found?.secret, found?.previousSecret?.secret]).toEqual([secret, previous]);
      }
      const integrations = only.container.get<IntegrationRepository>(IdentityTokens.IntegrationRepository);
      for (const [id, secret] of secrets.integrations) expect(await integrations.signingSecretOf(store.id, id)).toBe(secret);
      const keys = await only.container.get<SigningKeyRepository>(IdentityTokens.SigningKeyRepository).list();
      for (const [kid, privateJwk] of secrets.privateJwks) expect(keys.find((key) => key.kid === kid)?.privateJwk).toEqual(privateJwk);
      for (const [key, secret] of secrets.replays) {
        const replay = await subscribe(only, key);
        expect([replay.headers['idempotency-replay'], replay.body.data.secret]).toEqual(['true', secret]);
      }
    } finally {
      await only.close();
    }
  });
});
