import type { ApiKey } from '../domain/api-key';
import type { ApiKeyRepository, KeyWithStore, NewApiKey } from '../application/ports';
import type { InMemoryStoreRepository } from './in-memory-store.repository';

const copyOf = (key: ApiKey): ApiKey => ({ ...key, scopes: [...key.scopes] });

/**
 * The key repository port held in memory, for unit tests of the application services: digests are
 * unique, a store's keys list by id, revocation keeps its first time and a last use only moves forward.
 */
export class InMemoryApiKeyRepository implements ApiKeyRepository {
  readonly keys: ApiKey[] = [];

  /** `stores`, when given, is where a key's store is found as authentication reads it. */
  constructor(private readonly stores?: InMemoryStoreRepository) {}

  async create(key: NewApiKey): Promise<ApiKey> {
    if (this.keys.some((existing) => existing.digest === key.digest)) throw new Error('duplicate key digest');
    const created: ApiKey = { ...key, scopes: [...key.scopes], id: this.keys.length + 1, revokedAt: null, lastUsedAt: null, createdAt: new Date() };
    this.keys.push(created);
    return copyOf(created);
  }
  async findByDigest(digest: string) {
    const key = this.keys.find((candidate) => candidate.digest === digest);
    return key && copyOf(key);
  }
  async findByDigestWithStore(digest: string): Promise<KeyWithStore | undefined> {
    const key = await this.findByDigest(digest);
    if (!key) return undefined;
    const testStoreId = key.mode === 'test' ? await this.stores?.testStoreOf(key.storeId) : undefined;
    return { key, store: await this.stores?.findWithIntegrations(key.storeId), testStoreId };
  }
  async findById(id: number) {
    const key = this.keys.find((candidate) => candidate.id === id);
    return key && copyOf(key);
  }
  async listByStore(storeId: number) {
    return this.keys.filter((key) => key.storeId === storeId).map(copyOf);
  }
  async revoke(id: number, at: Date) {
    const key = this.keys.find((candidate) => candidate.id === id);
    if (key) key.revokedAt ??= at;
    return key && copyOf(key);
  }
  async recordLastUsed(uses: readonly { id: number; at: Date }[]) {
    for (const use of uses) {
      const key = this.keys.find((candidate) => candidate.id === use.id);
      if (key && (key.lastUsedAt === null || key.lastUsedAt < use.at)) key.lastUsedAt = use.at;
    }
  }
}
