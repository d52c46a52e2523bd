import type { ApiKey } from '../domain/api-key';
import type { ApiKeyRepository, NewApiKey } from '../application/ports';

/** The key repository port held in memory, for unit tests of the application services. */
export class InMemoryApiKeyRepository implements ApiKeyRepository {
  readonly keys: ApiKey[] = [];

  async create(key: NewApiKey): Promise<ApiKey> {
    const created: ApiKey = { ...key, id: this.keys.length + 1, revokedAt: null, lastUsedAt: null, createdAt: new Date() };
    this.keys.push(created);
    return created;
  }
  async findByDigest(digest: string) {
    return this.keys.find((key) => key.digest === digest);
  }
  async findById(id: number) {
    return this.keys.find((key) => key.id === id);
  }
  async listByStore(storeId: number) {
    return this.keys.filter((key) => key.storeId === storeId);
  }
  async revoke(id: number, at: Date) {
    const key = this.keys.find((candidate) => candidate.id === id);
    if (key) key.revokedAt ??= at;
    return key;
  }
  async recordLastUsed(uses: readonly { id: number; at: Date }[]) {
    for (const use of uses) {
      const key = this.keys.find((candidate) => candidate.id === use.id);
      if (key) key.lastUsedAt = use.at;
    }
  }
}
