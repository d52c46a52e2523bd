import { randomBytes } from 'node:crypto';
import { startTestService, type TestService } from '../../support/test-service';
import { sealedWith, storedSecrets, subscribeOnce } from '../../support/stored-secrets';
import { aStore, type BuiltStore } from '../../support/builders';
import { idempotencyKey } from '../orders/order-fixtures';
import { IdentityTokens } from '../../../modules/identity/identity.tokens';
import { WebhooksTokens } from '../../../modules/webhooks/webhooks.tokens';
import type { IntegrationRepository } from '../../../modules/identity/application/ports';
import type { SigningKeyRepository } from '../../../modules/identity/application/connector-ports';
import type { SubscriptionRepository } from '../../../modules/webhooks/application/ports';

const keyText = () => randomBytes(32).toString('base64');

describe('secrets at rest', () => {
  const firstKey = keyText();
  let first: TestService;
  let store: BuiltStore;
  let subscription: { id: number; secret: string };
  const subscriptionKey = idempotencyKey('sealed-subscription');
  const privateJwk = { kty: 'EC', crv: 'P-256', d: `private-${randomBytes(8).toString('hex')}`, x: 'x', y: 'y' };

  const subscribe = (service: TestService, key: string) => subscribeOnce(service, store, key);

  beforeAll(async () => {
    first = await startTestService({ env: { SECRETS_KEY: firstKey } });
    store = await aStore(first);
    subscription = (await subscribe(first, subscriptionKey)).body.data;
    await first.container.get<SigningKeyRepository>(IdentityTokens.SigningKeyRepository).add({ kid: 'sealed-key', privateJwk, publicJwk: { kty: 'EC' }, createdAt: new Date() });
  });
  afterAll(() => first.close());

  it('keeps no signing secret, private key, server secret or one-time answer in clear', async () => {
    const stored = await storedSecrets(first);
    const dump = JSON.stringify(stored);
    expect(dump).not.toContain(subscription.secret);
    for (const integration of store.integrations) expect(dump).not.toContain(integration.signing_secret);
    expect(dump).not.toContain(privateJwk.d);
    expect(dump).not.toContain(first.runtime.serverSecret);
    for (const value of [...stored.subscriptions, ...stored.integrations, ...stored.serverSecret, ...stored.idempotencyRecords]) {
      expect(value).toMatch(/^sealed:v1:/);
    }
    expect(stored.signingKeys.some((value) => value.includes('sealed:v1:'))).toBe(true);
  });

  it('answers a repeated subscription request with the same secret, which its record keeps sealed', async () => {
    const replay = await subscribe(first, subscriptionKey);
    expect(replay.headers['idempotency-replay']).toBe('true');
    expect(replay.body.data.secret).toBe(subscription.secret);
  });

  it('reads what it sealed after a restart with the same key', async () => {
    const restarted = await startTestService({ database: first.database, env: { SECRETS_KEY: firstKey } });
    try {
      const found = await restarted.container.get<SubscriptionRepository>(WebhooksTokens.SubscriptionRepository).find(store.id, subscription.id);
      expect(found?.secret).toBe(subscription.secret);
      const integration = store.integrations[0]!;
      expect(await restarted.container.get<IntegrationRepository>(IdentityTokens.IntegrationRepository).signingSecretOf(store.id, integration.id)).toBe(integration.signing_secret);
      const keys = await restarted.container.get<SigningKeyRepository>(IdentityTokens.SigningKeyRepository).list();
      expect(keys.find((key) => key.kid === 'sealed-key')?.privateJwk).toEqual(privateJwk);
      expect(restarted.runtime.serverSecret).toBe(first.runtime.serverSecret);
    } finally {
      await restarted.close();
    }
  });

  it('reads what the previous key sealed and seals what it writes with the new key, after a rotation', async () => {
    const before = await storedSecrets(first);
    const rotated = await startTestService({ database: first.database, env: { SECRETS_KEY: keyText(), SECRETS_KEY_PREVIOUS: `${keyText()},${firstKey}` } });
    try {
      const subscriptions = rotated.container.get<SubscriptionRepository>(WebhooksTokens.SubscriptionRepository);
      expect((await subscriptions.find(store.id, subscription.id))?.secret).toBe(subscription.secret);
      expect(rotated.runtime.serverSecret).toBe(first.runtime.serverSecret);
      const added = (await subscribe(rotated, idempotencyKey('after-rotation'))).body.data;
      const after = await storedSecrets(rotated);
      const oldKeyId = sealedWith(before.subscriptions[0]!);
      const newlySealed = after.subscriptions.filter((value) => !before.subscriptions.includes(value));
      expect(newlySealed).toHaveLength(1);
      expect(sealedWith(newlySealed[0]!)).not.toBe(oldKeyId);
      expect(JSON.stringify(after)).not.toContain(added.secret);
    } finally {
      await rotated.close();
    }
  });
});
