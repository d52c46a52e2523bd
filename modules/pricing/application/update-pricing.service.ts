import { inject, injectable } from 'inversify';
import { applyMergePatch, sameJsonValue, type JsonObject } from '../../../shared-kernel/merge-patch';
import { PricingTokens } from '../pricing.tokens';
import type { PricedModel, PricingDocument } from '../domain/pricing-document';
import type { GetPricingService, PricingView } from './get-pricing.service';
import type { ReplacePricingService } from './replace-pricing.service';

/** Checks a merged document as the replace operation checks its body; supplied by the HTTP adapter. */
export type PricingDocumentValidation = (model: PricedModel, merged: unknown) => PricingDocument;

/** RFC 7396 merge patch of the document, then validated and persisted as a full replacement. */
@injectable()
export class UpdatePricingService {
  constructor(
    @inject(PricingTokens.GetPricing) private readonly pricing: GetPricingService,
    @inject(PricingTokens.ReplacePricing) private readonly replacement: ReplacePricingService,
  ) {}

  async update(customiserId: number, patch: JsonObject, validate: PricingDocumentValidation): Promise<PricingView> {
    const current = await this.pricing.get(customiserId, { forUpdate: true });
    const merged = applyMergePatch(current.document, patch, { nullMeans: 'clear' });
    const document = validate(current.customiser.pricingModel, merged);
    // A patch that changes nothing ({} above all) is a no-op: no write, no repricing, no cache clearing.
    if (sameJsonValue(document, validate(current.customiser.pricingModel, current.document))) return current;
    return this.replacement.replace(customiserId, document);
  }
}
