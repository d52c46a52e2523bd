import { randomBytes } from 'node:crypto';
import { plans, seedBareCustomiser, seedCustomiser, type Plan, type SeededCustomiser } from '../../apps/cli/demo/catalogue.seed';
import { seedKeysOfFirstStore, seedStore, seedTestKey, type SeededStore } from '../../apps/cli/demo/identity.seed';
import { seedOrders, type SeededCommerce } from '../../apps/cli/demo/orders.seed';
import { seedCustomiserPricing } from '../../apps/cli/demo/pricing.seed';
import { seedFontFile } from '../../apps/cli/demo/storefront.seed';
import type { PricingModel } from '../../modules/catalogue';
import type { TestService } from './test-service';

/**
 * Test data builders: a test asks for the store it needs (and only that) instead of the whole demo
 * data set. They build with the demo seed's own parts, so a built store looks like a seeded one
 * (same fields, same option rows, same pricing documents), at a fraction of the cost.
 */
export interface BuiltStore extends SeededStore, SeededCommerce {
  customisers: SeededCustomiser[];
}

export interface CustomiserWish {
  pricingModel?: PricingModel;
  /** Inactive customisers are hidden from storefronts; the default is active. */
  active?: boolean;
  /** A sign cut as one piece (per-word pricing is not available). */
  onePiece?: boolean;
  /** A realistic pricing document of its model (the default, except for legacy fixed height). */
  priced?: boolean;
  /** Sheet pricing in its document (simple letter only). */
  sheet?: boolean;
  /** The demo's real font file on its referenced font (the designer previews and traces it). */
  fontFile?: boolean;
}

export interface StoreWish {
  /** EUR unless told; `null` is a store that cannot price, take products or orders. */
  currency?: string | null;
  /** An owner who can log in (`people[0]`); hashing the password is the costly part, so ask for it. */
  owner?: boolean;
  /**
   * Customisers to create, in order: a number takes the demo's plans (every pricing model, then the
   * one cut as one piece, then fillers), each priced like the demo's; wishes say what each must be.
   */
  customisers?: number | CustomiserWish[];
  /** The demo's products, orders and quotes on the first customiser (needs a currency and a customiser). */
  commerce?: boolean;
}

const suffix = () => randomBytes(4).toString('hex');

/**
 * A store of its own with the demo's keys (`all`, one per scope, `expired`, `legacy`, `test` (made after the customisers),
 * `revoked`), its storefront key and its two integrations, plus what the wish asks for.
 */
export async function aStore(service: Pick<TestService, 'container'>, wish: StoreWish = {}): Promise<BuiltStore> {
  const { container } = service;
  const currency = wish.currency === undefined ? 'EUR' : wish.currency;
  const store = await seedStore(container, `Built store ${suffix()}`, currency, { owner: wish.owner === true });
  await seedKeysOfFirstStore(container, store);
  const built: BuiltStore = { ...store, customisers: [], products: [], orders: [], quotes: [] };
  const wishes = typeof wish.customisers === 'number' ? demoWishes(wish.customisers) : (wish.customisers ?? []);
  for (const customiser of wishes) await aCustomiser(service, built, customiser);
  // The first test key makes the store's test data, a copy of the catalogue as it is now.
  await seedTestKey(container, built);
  if (wish.commerce) Object.assign(built, await seedOrders(container, built, built.customisers));
  return built;
}

/** A customiser filled with every option family, added to the store's list and returned. */
export async function aCustomiser(service: Pick<TestService, 'container'>, store: BuiltStore, wish: CustomiserWish = {}): Promise<SeededCustomiser> {
  const pricingModel = wish.pricingModel ?? 'simple_letter';
  const plan: Plan = {
    name: `${pricingModel.replace(/_/g, ' ')} ${store.customisers.length + 1}`,
    pricingModel,
    signCategory: wish.onePiece ? 'metal_channel_letter' : 'neon',
    productFamily: wish.onePiece ? 'channel_letter' : 'neon',
    active: wish.active ?? true,
    onePiece: wish.onePiece ?? false,
  };
  const customiser = await seedCustomiser(service.container, store.id, plan);
  const priced = wish.priced ?? pricingModel !== 'legacy_fixed_height';
  if (priced) await seedCustomiserPricing(service.container, store.id, customiser, wish.sheet ?? false);
  if (wish.fontFile) await seedFontFile(service.container, store.id, customiser);
  store.customisers.push(customiser);
  return customiser;
}

/** A customiser of the demo's plans with no option rows. */
export interface BareCustomiser {
  id: number;
  pricing_model: PricingModel;
  active: boolean;
}

/**
 * Customisers after the store's own, up to `count` in all, as the demo's plans make them (models, activity,
 * creation order) but bare: for listings past a page, which read customisers, not their options. Not added
 * to the store's list, whose customisers are filled.
 */
export async function bareCustomisers(service: TestService, store: BuiltStore, count: number): Promise<BareCustomiser[]> {
  const bare: BareCustomiser[] = [];
  for (const plan of plans(count).slice(store.customisers.length, count)) {
    bare.push({ id: await seedBareCustomiser(service.container, store.id, plan), pricing_model: plan.pricingModel, active: plan.active });
  }
  return bare;
}

/** The demo's first customisers as wishes: the first simple-letter one has sheet pricing, as in the demo. */
function demoWishes(count: number): CustomiserWish[] {
  let sheetGiven = false;
  // The demo's plans always hold its five showcased customisers: a smaller store takes the first of them.
  return plans(count).slice(0, count).map((plan) => {
    const sheet = plan.pricingModel === 'simple_letter' && !sheetGiven;
    sheetGiven ||= sheet;
    return { pricingModel: plan.pricingModel, active: plan.active, onePiece: plan.onePiece ?? false, sheet };
  });
}
