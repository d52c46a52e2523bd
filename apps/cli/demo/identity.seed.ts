import { randomBytes } from 'node:crypto';
import type { Container } from 'inversify';
import { SCOPES } from '../../../shared-kernel/scopes';
import { integrationView, type ApiKeyAnswer, type IntegrationAnswer, type IntegrationView } from '../commands/identity.views';
import type { OperatorCalls } from '../operator-calls';
import { demoCalls } from './demo-calls';

export interface SeededStore {
  id: number;
  name: string;
  currency: string | null;
  /** The publishable key shoppers' browsers send as X-Storefront-Key (CONTRACT 6). */
  storefront_key: string;
  /** The key that serves the store's test catalogue (test mode); made once the catalogue is seeded. */
  test_storefront_key?: string;
  integrations: (IntegrationView & { signing_secret: string })[];
  people: { email: string; password: string }[];
  keys: Record<string, string>;
}

const suffix = () => randomBytes(4).toString('hex');

/** Stores, integrations, people and keys of the CONTRACT fixture, fresh every run. */
export async function seedIdentity(container: Container): Promise<SeededStore[]> {
  const stores = [
    await seedStore(container, `Neon Works ${suffix()}`, 'EUR'),
    await seedStore(container, `Letter Lab ${suffix()}`, 'EUR'),
    await seedStore(container, `No Currency Signs ${suffix()}`, null),
  ];
  const [first, second] = stores as [SeededStore, SeededStore, SeededStore];
  await seedKeysOfFirstStore(container, first);
  second.keys.all = await createKey(demoCalls(container), second.id, 'all scopes', [...SCOPES]);
  return stores;
}

/** One store with its two integrations (one disabled) and, unless told otherwise, its owner. */
export async function seedStore(container: Container, name: string, currency: string | null, options: { owner?: boolean } = {}): Promise<SeededStore> {
  const operator = demoCalls(container);
  const store = await operator.resource<{ id: number; name: string; currency: string | null }>('createStore', {
    body: { name, currency, plan: 'professional', manufacturer_email: `orders@maker-${suffix()}.example` },
  });
  const ofStore = { store_id: store.id };
  const integration = (integrationName: string, enabled: boolean) =>
    operator.resource<IntegrationAnswer>('createIntegration', { params: ofStore, body: { type: 'custom', name: integrationName, enabled, create_product_url: null } });
  const created = [await integration('Custom integration', true), await integration('Retired integration', false)];
  const people: SeededStore['people'] = [];
  if (options.owner !== false) {
    const person = { email: `owner-${suffix()}@store-${store.id}.example`, password: randomBytes(12).toString('base64url') };
    await operator.resource('addPerson', { params: ofStore, body: person });
    people.push(person);
  }
  return {
    id: store.id,
    name: store.name,
    currency: store.currency,
    storefront_key: await storefrontKey(operator, store.id, false),
    integrations: created.map((answer) => ({ ...integrationView(answer), signing_secret: answer.signing_secret })),
    people,
    keys: {},
  };
}

/** Keys of every kind but test: all scopes, one per scope, expired, legacy and revoked. */
export async function seedKeysOfFirstStore(container: Container, store: SeededStore): Promise<void> {
  const operator = demoCalls(container);
  store.keys.all = await createKey(operator, store.id, 'all scopes', [...SCOPES]);
  for (const scope of SCOPES) store.keys[scope] = await createKey(operator, store.id, `only ${scope}`, [scope]);
  store.keys.expired = await createKey(operator, store.id, 'expired', [...SCOPES], { expiresAt: new Date(Date.now() - 86_400_000) });
  store.keys.legacy = await createKey(operator, store.id, 'legacy', [], { legacy: true });
  const revoked = await operator.resource<ApiKeyAnswer>('createApiKey', { params: { store_id: store.id }, body: { name: 'revoked', scopes: [...SCOPES] } });
  await operator.resource('revokeApiKey', { params: { key_id: revoked.id } });
  store.keys.revoked = revoked.secret!;
}

/**
 * The store's test key: its first, so it makes the store's test data, a copy of the live catalogue as it
 * is now; seeded once the catalogue is (decision 0026).
 */
export async function seedTestKey(container: Container, store: SeededStore): Promise<void> {
  store.keys.test = await createKey(demoCalls(container), store.id, 'test', [...SCOPES], { test: true });
  await seedTestStorefrontKey(container, store);
}

/** The store's test storefront key; the store's first, when it has no test key, makes its test data. */
export async function seedTestStorefrontKey(container: Container, store: SeededStore): Promise<void> {
  store.test_storefront_key = await storefrontKey(demoCalls(container), store.id, true);
}

async function storefrontKey(operator: OperatorCalls, storeId: number, test: boolean): Promise<string> {
  return (await operator.resource<{ storefront_key: string }>('getStorefrontKey', { params: { store_id: storeId }, body: { test } })).storefront_key;
}

async function createKey(
  operator: OperatorCalls,
  storeId: number,
  name: string,
  scopes: string[],
  options: { expiresAt?: Date; test?: boolean; legacy?: boolean } = {},
): Promise<string> {
  const key = await operator.resource<ApiKeyAnswer>('createApiKey', {
    params: { store_id: storeId },
    body: { name, scopes, expires_at: options.expiresAt?.toISOString() ?? null, test: options.test ?? false, legacy: options.legacy ?? false },
  });
  return key.secret!;
}
