import type { Store } from '../domain/store';
import type { NewStore, StoreMode, StoreRepository } from '../application/ports';
import { InMemoryIntegrationRepository } from './in-memory-integration.repository';

/**
 * The store repository in memory: each store is created with a company of its own, and is read with
 * its integrations (kept by `integrations`, the integration repository of the same stores).
 */
export class InMemoryStoreRepository implements StoreRepository {
  readonly stores = new Map<number, Store>();
  /** Each live store's hidden test store, which `findById` never answers. */
  readonly testStores = new Map<number, number>();
  readonly integrations = new InMemoryIntegrationRepository((storeId) => this.stores.has(storeId));
  private nextStoreId = 1;
  private nextCompanyId = 1;

  async create(store: NewStore): Promise<Store> {
    const created: Store = { ...store, id: this.nextStoreId++, companyId: this.nextCompanyId++, createdAt: new Date() };
    this.stores.set(created.id, created);
    return { ...created };
  }

  /** A store with the demo's shape, for tests about what is done with one rather than how it is made. */
  add(overrides: Partial<NewStore> = {}): Promise<Store> {
    return this.create({ name: 'Neon Works', platform: 'universal', plan: 'professional', currency: 'EUR', manufacturerEmail: 'maker@signs.example', ...overrides });
  }

  async findById(id: number): Promise<Store | undefined> {
    const store = this.stores.get(id);
    return store && { ...store };
  }

  async testStoreOf(liveStoreId: number): Promise<number | undefined> {
    return this.testStores.get(liveStoreId);
  }

  async lockTestStoreOf(liveStoreId: number): Promise<number | undefined> {
    return this.testStores.get(liveStoreId);
  }

  async createTestStore(liveStoreId: number): Promise<number | undefined> {
    if (!this.stores.has(liveStoreId)) throw new Error(`store ${liveStoreId} is not a live store`);
    if (this.testStores.has(liveStoreId)) return undefined;
    const id = this.nextStoreId++;
    this.testStores.set(liveStoreId, id);
    return id;
  }

  async modeOf(storeId: number): Promise<StoreMode | undefined> {
    if (this.stores.has(storeId)) return { liveStoreId: storeId, livemode: true };
    const live = [...this.testStores].find(([, testStoreId]) => testStoreId === storeId)?.[0];
    return live === undefined ? undefined : { liveStoreId: live, livemode: false };
  }

  async findSharedById(storeId: number): Promise<(Store & { livemode: boolean }) | undefined> {
    const mode = await this.modeOf(storeId);
    const store = mode && this.stores.get(mode.liveStoreId);
    return store && { ...store, livemode: mode.livemode };
  }

  async findWithIntegrations(id: number) {
    const store = await this.findById(id);
    return store && { store, integrations: await this.integrations.listByStore(id) };
  }
}
