import { inject, injectable } from 'inversify';
import { PricingTokens } from '../pricing.tokens';
import type { WrittenPricing } from '../model/shown-pricing';
import type { PricingStore } from './pricing-store';

/**
 * Replaces a pricing document whole (PUT): the descriptors GET shows may come back unchanged; the
 * document is checked as a whole, sizes that anything references may not be removed (409, pointer
 * /sizes), then sizes and document are written in the caller's transaction.
 */
@injectable()
export class ReplacePricingService {
  constructor(@inject(PricingTokens.PricingStore) private readonly store: PricingStore) {}

  async replace(customiserId: number, body: object): Promise<WrittenPricing> {
    const current = await this.store.load(customiserId, { forUpdate: true });
    const change = current.replaceWith(body as Readonly<Record<string, unknown>>);
    return this.store.save(change);
  }
}
