import { parseBody } from '../../../shared-kernel/validation/strict-parsing';
import type { PricedModel, PricingDocument } from '../domain/pricing-document';
import { PRICING_DOCUMENT_SCHEMAS } from './pricing-document.schemas';

/** A whole document of the model, from what a client sent: every failure with its pointer; descriptors left out. */
export function parsePricingDocument(model: PricedModel, body: unknown): PricingDocument {
  const { object: _object, customiser_id: _c, pricing_model: _m, pricing_model_display_name: _d, currency: _cur, ...document } = parseBody(PRICING_DOCUMENT_SCHEMAS[model], body);
  return document as PricingDocument;
}
