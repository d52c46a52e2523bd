import { z } from '../../../../infra/openapi/zod';
import { prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import {
  basePricingSchema, DESCRIPTOR_DESCRIPTIONS, DOCUMENT_MEMBER_DESCRIPTIONS as MEMBERS, PRICE_LIST_SCHEMAS, PRICING_DOCUMENT_SCHEMAS, pricingSizeSchema, sheetPricingSchema,
} from './pricing-document.schemas';
import type { JsonText } from '../../../../shared-kernel/http/json-text';
import { shownText, type ShownPricing } from '../../model/shown-pricing';

/**
 * The wire of /api/v3/customisers/{customiser_id}/pricing: the document's own shape is the model's
 * (model/pricing-document-shape.ts), documented in pricing-document.schemas.ts; here are the patch
 * body's pre-check, the descriptors GET shows, and the names the published contract gives them.
 */

/** The patch itself: the four document members; descriptors are read-only, anything else is unknown. */
export const pricingPatchBody = z
  .strictObject({
    // Checked against the document's schema once merged: their shapes are the document's (CustomiserPricing).
    sizes: z.unknown().optional().openapi({ description: `${MEMBERS.sizes} Sent whole, each size with its \`size_id\` (or a new one without).` }),
    base_pricing: z.unknown().optional().openapi({ description: `${MEMBERS.base_pricing} Merged member by member; \`rows\` replaced whole. Switching \`mode\` to \`included_in_price_lists\` needs \`rows: []\` sent with it: the stored rows otherwise stay, and the merged document is refused (422 at \`/base_pricing/rows\`).` }),
    price_lists: z.unknown().optional().openapi({ description: `${MEMBERS.price_lists} Sent whole, each with its \`price_list_id\` (or a new one without).` }),
    sheet_pricing: z.unknown().optional().openapi({ description: MEMBERS.sheet_pricing }),
    object: prohibited(),
    customiser_id: prohibited(),
    pricing_model: prohibited(),
    pricing_model_display_name: prohibited(),
    currency: prohibited(),
  })
  .openapi('CustomiserPricingPatch');

export const pricingDocumentInput = z
  .union([PRICING_DOCUMENT_SCHEMAS.simple_letter, PRICING_DOCUMENT_SCHEMAS.advanced_letter, PRICING_DOCUMENT_SCHEMAS.frame_fit])
  .openapi('CustomiserPricingInput');

export const pricingSchema = z
  .object({
    object: z.literal('customiser_pricing'),
    customiser_id: z.number().int().openapi({ description: DESCRIPTOR_DESCRIPTIONS.customiser_id }),
    pricing_model: z.enum(['simple_letter', 'advanced_letter', 'frame_fit']).openapi({ description: DESCRIPTOR_DESCRIPTIONS.pricing_model }),
    pricing_model_display_name: z.string().openapi({ description: DESCRIPTOR_DESCRIPTIONS.pricing_model_display_name }),
    currency: z.string().nullable().openapi({ description: DESCRIPTOR_DESCRIPTIONS.currency }),
    sizes: z.array(pricingSizeSchema).openapi({ description: MEMBERS.sizes }),
    base_pricing: basePricingSchema.openapi({ description: MEMBERS.base_pricing }),
    price_lists: z
      .array(z.union([PRICE_LIST_SCHEMAS.simple_letter, PRICE_LIST_SCHEMAS.advanced_letter, PRICE_LIST_SCHEMAS.frame_fit]))
      .openapi({ description: `${MEMBERS.price_lists} Their shape is the pricing model’s.` }),
    sheet_pricing: sheetPricingSchema.nullable().openapi({ description: MEMBERS.sheet_pricing }),
  })
  .openapi('CustomiserPricing');

export const validationVerdictSchema = z
  .object({
    object: z.literal('pricing_validation'),
    customiser_id: z.number().int().openapi({ description: 'The id of the customiser whose pricing was checked.' }),
    valid: z.boolean().openapi({ description: 'Always true: a replace with this document would succeed now (one that would fail answers its problem instead). Nothing was written.' }),
  })
  .openapi('PricingValidation');

/** The document as GET shows it: the read-only descriptors, then the document, with the members kept as JSON text answered as they are. */
export function pricingResourceText(shown: ShownPricing): JsonText {
  return shownText(shown);
}
