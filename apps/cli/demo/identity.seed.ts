import { randomBytes } from 'node:crypto';
import type { Container } from 'inversify';
import {
  IdentityTokens,
  SCOPES,
  type CreateApiKeyService,
  type CreateIntegrationService,
  type CreatePersonService,
  type CreateStoreService,
  type RevokeApiKeyService,
  type StorefrontKeysService,
} from '../../../modules/identity';
import { integrationView, type IntegrationView } from '../commands/identity.views';

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
  second.keys.all = await createKey(container, second.id, 'all scopes', [...SCOPES]);
  return stores;
}

/** One store with its two integrations (one disabled) and, unless told otherwise, its owner. */
export async function seedStore(container: Container, name: string, currency: string | null, options: { owner?: boolean } = {}): Promise<SeededStore> {
  const store = await container.get<CreateStoreService>(IdentityTokens.CreateStore).create({ name, currency, plan: 'professional', manufacturerEmail: `orders@maker-${suffix()}.example` });
  const integrations = container.get<CreateIntegrationService>(IdentityTokens.CreateIntegration);
  const created = [
    await integrations.create({ storeId: store.id, type: 'custom', name: 'Custom integration', enabled: true, createProductUrl: null }),
    await integrations.create({ storeId: store.id, type: 'custom', name: 'Retired integration', enabled: false, createProductUrl: null }),
  ];
  const people: SeededStore['people'] = [];
  if (options.owner !== false) {
    const person = { email: `owner-${suffix()}@store-${store.id}.example`, password: randomBytes(12).toString('base64url') };
    await container.get<CreatePersonService>(IdentityTokens.CreatePerson).create({ ...person, storeId: store.id });
    people.push(person);
  }
  return {
    id: store.id,
    name: store.name,
    currency: store.currency,
    storefront_key: await container.get<StorefrontKeysService>(IdentityTokens.StorefrontKeys).keyOf(store.id),
    integrations: created.map(({ integration, signingSecret }) => ({ ...integrationView(integration), signing_secret: signingSecret })),
    people,
    keys: {},
  };
}

/** Keys of every kind but test: all scopes, one per scope, expired, legacy and revoked. */
export async function seedKeysOfFirstStore(container: Container, store: SeededStore): Promise<void> {
  store.keys.all = await createKey(container, store.id, 'all scopes', [...SCOPES]);
  for (const scope of SCOPES) store.keys[scope] = await createKey(container, store.id, `only ${scope}`, [scope]);
  store.keys.expired = await createKey(container, store.id, 'expired', [...SCOPES], { expiresAt: new Date(Date.now() - 86_400_000) });
  store.keys.legacy = await createKey(container, store.id, 'legacy', [], { legacy: true });
  const revoked = await container.get<CreateApiKeyService>(IdentityTokens.CreateApiKey).create({
    storeId: store.id, name: 'revoked', scopes: [...SCOPES], expiresAt: null, test: false, legacy: false,
  });
  await container.get<RevokeApiKeyService>(IdentityTokens.RevokeApiKey).revoke(revoked.key.id);
  store.keys.revoked = revoked.secret;
}

/**
 * The store's test key: its first, so it makes the store's test data, a copy of the live catalogue as it
 * is now; seeded once the catalogue is (decision 0026).
 */
export async function seedTestKey(container: Container, store: SeededStore): Promise<void> {
  store.keys.test = await createKey(container, store.id, 'test', [...SCOPES], { test: true });
  await seedTestStorefrontKey(container, store);
}

/** The store's test storefront key; the store's first, when it has no test key, makes its test data. */
export async function seedTestStorefrontKey(container: Container, store: SeededStore): Promise<void> {
  store.test_storefront_key = await container.get<StorefrontKeysService>(IdentityTokens.StorefrontKeys).keyOf(store.id, { test: true });
}

async function createKey(
  container: Container,
  storeId: number,
  name: string,
  scopes: string[],
  options: { expiresAt?: Date; test?: boolean; legacy?: boolean } = {},
): Promise<string> {
  const { secret } = await container.get<CreateApiKeyService>(IdentityTokens.CreateApiKey).create({
    storeId,
    name,
    scopes,
    expiresAt: options.expiresAt ?? null,
    test: options.test ?? false,
    legacy: options.legacy ?? false,
  });
  return secret;
}
