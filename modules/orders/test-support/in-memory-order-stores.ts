import { Problems } from '../../../shared-kernel/problems/problems';
import type { OrderStores } from '../application/ports';

interface StoreEntry {
  name: string;
  currency: string | null;
  manufacturerEmail: string | null;
  livemode: boolean;
  /** Integrations that accept writes: the store's enabled custom ones. */
  writers: Set<number>;
}

/** The stores as orders ask the identity context for them, in memory: an unknown store is a 404, as there. */
export class InMemoryOrderStores implements OrderStores {
  readonly stores = new Map<number, StoreEntry>();

  add(storeId: number, entry: Partial<Omit<StoreEntry, 'writers'>> & { writers?: number[] } = {}): this {
    const { writers = [], ...profile } = entry;
    this.stores.set(storeId, { name: 'Neon Works', currency: 'EUR', manufacturerEmail: 'maker@signs.example', livemode: true, ...profile, writers: new Set(writers) });
    return this;
  }

  async profile(storeId: number) {
    const store = this.stores.get(storeId);
    if (!store) throw Problems.resourceNotFound('store');
    return { name: store.name, currency: store.currency, manufacturerEmail: store.manufacturerEmail, livemode: store.livemode };
  }

  async acceptsWrites(storeId: number, integrationId: number): Promise<boolean> {
    return this.stores.get(storeId)?.writers.has(integrationId) ?? false;
  }
}
