import { inject, injectable } from 'inversify';
import type { PricingView } from '../model/customiser-pricing';
import type { ShownPricing } from '../model/shown-pricing';
import { PricingStore } from './pricing-store';

/** The whole pricing document: stored base pricing, price lists and sheet pricing, with the sizes. */
@injectable()
export class GetPricingService {
  constructor(@inject(PricingStore) private readonly store: PricingStore) {}

  async get(customiserId: number): Promise<PricingView> {
    return (await this.store.load(customiserId)).view();
  }

  /** The same pricing as GET answers it: the large members as the JSON text they were stored as. */
  async show(customiserId: number): Promise<ShownPricing> {
    return this.store.show(customiserId);
  }
}
