import type { StorefrontKeyRecord, StorefrontKeyRepository } from '../application/storefront-keys.service';

/** Storefront keys in memory: one per store (a second add keeps the first), and a key names one store. */
export class InMemoryStorefrontKeyRepository implements StorefrontKeyRepository {
  readonly records = new Map<number, StorefrontKeyRecord>();

  async findByStore(storeId: number): Promise<StorefrontKeyRecord | undefined> {
    const record = this.records.get(storeId);
    return record && copyOf(record);
  }

  async add(storeId: number, key: string): Promise<void> {
    if (this.records.has(storeId)) return;
    if ([...this.records.values()].some((record) => record.key === key)) throw new Error('duplicate storefront key');
    this.records.set(storeId, { storeId, key, allowedOrigins: [] });
  }

  async findByKey(key: string): Promise<StorefrontKeyRecord | undefined> {
    const record = [...this.records.values()].find((candidate) => candidate.key === key);
    return record && copyOf(record);
  }

  async setAllowedOrigins(storeId: number, origins: readonly string[]): Promise<void> {
    const record = this.records.get(storeId);
    if (record) record.allowedOrigins = [...origins];
  }
}

const copyOf = (record: StorefrontKeyRecord): StorefrontKeyRecord => ({ ...record, allowedOrigins: [...record.allowedOrigins] });
