import type { StoreModes } from '../application/ports';

/** Every store is live unless a test marks it as a test store. */
export class InMemoryStoreModes implements StoreModes {
  readonly testStores = new Set<number>();

  async livemode(storeId: number): Promise<boolean> {
    return !this.testStores.has(storeId);
  }
}
