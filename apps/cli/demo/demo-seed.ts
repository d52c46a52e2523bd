import type { Container } from 'inversify';
import { seedIdentity, seedTestKey, seedTestStorefrontKey } from './identity.seed';
import { seedCatalogue } from './catalogue.seed';
import { seedPricing } from './pricing.seed';
import { seedOrders, type SeededCommerce } from './orders.seed';
import { seedStorefront } from './storefront.seed';

/**
 * CONTRACT section 2's demo data set: a fresh, independent set on every run (new ids, new keys), so
 * that test runs never share state. Each bounded context adds its part here.
 */
export interface DemoSeedOptions {
  /** Customisers on the first store; at least 25 so that listings page (CONTRACT section 2). */
  customisersOnFirstStore?: number;
}

export async function demoSeed(container: Container, options: DemoSeedOptions = {}) {
  const stores = await seedIdentity(container);
  const customisers = [
    await seedCatalogue(container, stores[0]!.id, options.customisersOnFirstStore ?? 25),
    await seedCatalogue(container, stores[1]!.id, 5),
    await seedCatalogue(container, stores[2]!.id, 5),
  ];
  for (const [index, store] of stores.entries()) await seedPricing(container, store.id, customisers[index] ?? []);
  // The third store has no currency: its storefront cannot price, so its fonts need no files.
  for (const [index, store] of stores.slice(0, 2).entries()) await seedStorefront(container, store.id, customisers[index] ?? []);
  await seedTestKey(container, stores[0]!);
  for (const store of stores.slice(1)) await seedTestStorefrontKey(container, store);
  const commerce: SeededCommerce[] = [];
  for (const [index, store] of stores.entries()) commerce.push(await seedOrders(container, store, customisers[index] ?? []));
  return {
    stores: stores.map((store, index) => ({
      id: store.id,
      name: store.name,
      currency: store.currency,
      storefront_key: store.storefront_key,
      ...(store.test_storefront_key === undefined ? {} : { test_storefront_key: store.test_storefront_key }),
      integrations: store.integrations,
      people: store.people,
      keys: store.keys,
      customisers: customisers[index] ?? [],
      products: commerce[index]?.products ?? [],
      orders: commerce[index]?.orders ?? [],
      quotes: commerce[index]?.quotes ?? [],
    })),
  };
}
