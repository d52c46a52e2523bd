import { z } from '../../../../infra/openapi/zod';
import { Problems } from '../../../../shared-kernel/problems/problems';
import {
  basePricingSchema, DOCUMENT_MEMBER_DESCRIPTIONS as MEMBERS, parsePricingDocument, PRICE_LIST_SCHEMAS, pricingSizeSchema, sheetPricingSchema, type PricingDocument, type PricingView,
} from '../../../pricing';
import { previousPricingModel } from '../../domain/pricing-model-names';

/** The v3 document's members (pricing's model), under the previous generation's descriptors. */
export const pricingV2Schema = z
  .object({
    customiser_id: z.number().int().openapi({ description: 'The id of the customiser the document prices. Read-only: a PUT may send it back unchanged.' }),
    pricing_model: z.enum(['FIXED_WIDTH', 'MATERIAL_LENGTH', 'FRAME_FIT']).openapi({
      description: 'The pricing model in the previous generation’s names: `FIXED_WIDTH` is v3’s `simple_letter`, `MATERIAL_LENGTH` `advanced_letter`, `FRAME_FIT` `frame_fit`. Read-only: a PUT may send it back unchanged.',
    }),
    currency: z.string().nullable().openapi({ description: 'The ISO 4217 code of the store’s currency, which the amounts are in; null where the store has none. Read-only: a PUT may send it back unchanged.' }),
    sizes: z.array(pricingSizeSchema).openapi({ description: MEMBERS.sizes }),
    base_pricing: basePricingSchema.openapi({ description: MEMBERS.base_pricing }),
    price_lists: z
      .array(z.union([PRICE_LIST_SCHEMAS.simple_letter, PRICE_LIST_SCHEMAS.advanced_letter, PRICE_LIST_SCHEMAS.frame_fit]))
      .openapi({ description: MEMBERS.price_lists }),
    sheet_pricing: sheetPricingSchema.nullable().openapi({ description: MEMBERS.sheet_pricing }),
  })
  .openapi('LegacyCustomiserPricing', { description: 'The pricing document of v3, without object and display name, its model in the previous generation’s name.' });

/** The v3 document under the previous generation's descriptors. */
export function pricingV2(view: PricingView) {
  return {
    customiser_id: view.customiser.id,
    pricing_model: previousPricingModel(view.customiser.pricingModel),
    currency: view.currency,
    // Stored jsonb keeps its own key order; parsing puts every member back where the document declares it.
    ...parsePricingDocument(view.customiser.pricingModel, view.document),
  };
}

/** Not words of the previous generation: a v2 document never carries them. */
const V3_ONLY = ['object', 'pricing_model_display_name'];

/**
 * A PUT body as the document v3 replaces with: the descriptors GET shows may come back, with the values
 * they have (`pricing_model` in its previous-generation name); everything else is the document itself.
 */
export function pricingDocumentOfV2(body: Record<string, unknown>, current: PricingView): PricingDocument {
  const unknown = V3_ONLY.filter((name) => name in body);
  if (unknown.length > 0) throw Problems.unknownField(unknown.map((name) => ({ pointer: `/${name}`, code: 'unknown_field', detail: `${name} is not a field of this operation.` })));
  const { customiser_id: customiserId, pricing_model: model, currency, ...document } = body;
  const expected = { customiser_id: current.customiser.id, pricing_model: previousPricingModel(current.customiser.pricingModel), currency: current.currency };
  const sent: Record<string, unknown> = { customiser_id: customiserId, pricing_model: model, currency };
  const changed = Object.keys(expected).filter((name) => name in body && sent[name] !== expected[name as keyof typeof expected]);
  if (changed.length > 0) {
    throw Problems.validationFailed(changed.map((name) => ({ pointer: `/${name}`, code: 'prohibited', detail: 'Read-only: send it unchanged or leave it out.' })));
  }
  return parsePricingDocument(current.customiser.pricingModel, document);
}
