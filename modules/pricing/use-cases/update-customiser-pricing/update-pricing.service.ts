import { inject, injectable } from 'inversify';
import type { JsonObject } from '../../../../shared-kernel/merge-patch';
import { WrittenPricing } from '../../model/shown-pricing';
import { PricingStore } from '../../application/pricing-store';

/** RFC 7396 merge patch of the document, checked as a whole and saved as a full replacement. */
@injectable()
export class UpdatePricingService {
  constructor(@inject(PricingStore) private readonly store: PricingStore) {}

  async update(customiserId: number, patch: JsonObject): Promise<WrittenPricing> {
    const current = await this.store.load(customiserId, { forUpdate: true });
    const change = current.applyPatch(patch);
    // A patch that changes nothing ({} above all) is a no-op: no write, no repricing, no cache clearing.
    // It removes no size either, so its rules are all there is to check.
    if (change.changesNothing()) {
      change.assertRulesKept();
      return WrittenPricing.of(current);
    }
    return this.store.save(change, { kind: 'patch' });
  }
}
