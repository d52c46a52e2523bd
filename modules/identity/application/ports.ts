import type { ApiKey } from '../domain/api-key';
import type { Integration } from '../domain/integration';
import type { Person } from '../domain/person';
import type { Scope } from '../domain/scopes';
import type { Store } from '../domain/store';

/** A store with its integrations: what stores/me answers, read in one statement. */
export interface StoreWithIntegrations {
  store: Store;
  integrations: Integration[];
}

/** A key found by its digest, with its store as the same statement read it (absent if the store is gone). */
export interface KeyWithStore {
  key: ApiKey;
  store: StoreWithIntegrations | undefined;
  /** A test key's: the hidden store its store keeps test data in, once made (decision 0026). */
  testStoreId: number | undefined;
}

/** A store as the data it holds: its own id, and the live store whose name, currency and integrations it shares. */
export interface StoreMode {
  liveStoreId: number;
  livemode: boolean;
}

export interface NewStore {
  name: string;
  platform: string;
  plan: string;
  currency: string | null;
  manufacturerEmail: string | null;
}

export interface StoreRepository {
  /** Creates the store together with the company that owns it. */
  create(store: NewStore): Promise<Store>;
  findById(id: number): Promise<Store | undefined>;
  /** The store and its integrations in one read: GET /stores/me runs this on every call. */
  findWithIntegrations(id: number): Promise<StoreWithIntegrations | undefined>;
  /** The hidden store holding a store's test data, when it has one (decision 0026). */
  testStoreOf(liveStoreId: number): Promise<number | undefined>;
  /** Locks a live store's test store for the rest of the transaction (one sandbox reset at a time); answers its id. */
  lockTestStoreOf(liveStoreId: number): Promise<number | undefined>;
  /**
   * Creates the hidden test store of a live store, as its company's, and answers its id; answers nothing
   * when another transaction made it first (the caller reads that one).
   */
  createTestStore(liveStoreId: number): Promise<number | undefined>;
  /** The live store of any store, test or live; nothing for an unknown id. */
  modeOf(storeId: number): Promise<StoreMode | undefined>;
  /** The live store's columns for any store, test or live: what a test store shares with its live store. */
  findSharedById(storeId: number): Promise<(Store & { livemode: boolean }) | undefined>;
}

/** How many of each thing a copy of the live catalogue wrote, by name (`customisers`, `option_rows`, …). */
export type CopiedCounts = Record<string, number>;

/** Writes a store's live catalogue into its test store: test data starts as a copy of live data. */
export interface TestDataCopier {
  copy(liveStoreId: number, testStoreId: number): Promise<CopiedCounts>;
  /**
   * Deletes all of a test store's data in the caller's transaction (catalogue, pricing, products,
   * orders, quotes, uploads, subscriptions); answers what must follow once it commits (bytes, caches).
   */
  drop(testStoreId: number): Promise<() => Promise<void>>;
}

export interface NewIntegration {
  storeId: number;
  type: string;
  name: string;
  enabled: boolean;
  createProductUrl: string | null;
  signingSecret: string;
}

export interface IntegrationRepository {
  create(integration: NewIntegration): Promise<Integration>;
  listByStore(storeId: number): Promise<Integration[]>;
  signingSecretOf(storeId: number, integrationId: number): Promise<string | undefined>;
}

export interface NewApiKey {
  storeId: number;
  name: string;
  scopes: Scope[];
  digest: string;
  displayPrefix: string;
  mode: 'live' | 'test';
  legacy: boolean;
  expiresAt: Date | null;
}

export interface ApiKeyRepository {
  create(key: NewApiKey): Promise<ApiKey>;
  findByDigest(digest: string): Promise<ApiKey | undefined>;
  /**
   * Authentication's read: the key and its store with the store's integrations in one statement, so that
   * an operation about the calling store (stores/me) needs no second round trip.
   */
  findByDigestWithStore(digest: string): Promise<KeyWithStore | undefined>;
  findById(id: number): Promise<ApiKey | undefined>;
  listByStore(storeId: number): Promise<ApiKey[]>;
  revoke(id: number, at: Date): Promise<ApiKey | undefined>;
  recordLastUsed(uses: readonly { id: number; at: Date }[]): Promise<void>;
}

export interface PersonRepository {
  findByEmail(email: string): Promise<Person | undefined>;
  create(email: string, passwordHash: string): Promise<Person>;
  addMembership(personId: number, companyId: number): Promise<void>;
  removeMembership(personId: number, companyId: number): Promise<boolean>;
}
