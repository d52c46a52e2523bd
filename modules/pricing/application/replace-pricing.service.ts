import { inject, injectable } from 'inversify';
import type { PricingWrite } from '../domain/pricing-versions';
import type { PricingView } from '../model/customiser-pricing';
import type { WrittenPricing } from '../model/shown-pricing';
import { PricingStore } from './pricing-store';

/**
 * Replaces a pricing document whole (PUT): the descriptors GET shows may come back unchanged; the
 * document is checked as a whole, sizes that anything references may not be removed (409, pointer
 * /sizes), then sizes, document and its version are written in the caller's transaction. A presenter
 * whose body depends on the pricing as it stands (the previous generation's read-only members, its
 * vocabulary) gives a function of it instead: the document is loaded once, locked, for both. A restore
 * of a version is this replacement of the version's document (`write` says so, for its version).
 */
@injectable()
export class ReplacePricingService {
  constructor(@inject(PricingStore) private readonly store: PricingStore) {}

  async replace(customiserId: number, body: object | ((current: PricingView) => object), write: PricingWrite = { kind: 'replace' }): Promise<WrittenPricing> {
    const current = await this.store.load(customiserId, { forUpdate: true });
    const requested = typeof body === 'function' ? body(current) : body;
    const change = current.replaceWith(requested as Readonly<Record<string, unknown>>);
    return this.store.save(change, write);
  }
}
