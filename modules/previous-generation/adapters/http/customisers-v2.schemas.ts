import { z } from '../../../../infra/openapi/zod';
import type { Customiser } from '../../../catalogue';
import { PREVIOUS_PRICING_MODEL_NAMES, previousPricingModel } from '../../domain/pricing-model-names';

const previousModels = Object.values(PREVIOUS_PRICING_MODEL_NAMES) as [string, ...string[]];

export const customiserV2Schema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    pricing_model: z.enum(previousModels).openapi({ description: 'FIXED_WIDTH (v3 simple_letter), MATERIAL_LENGTH (advanced_letter), FRAME_FIT (frame_fit), FIXED_HEIGHT (the retired legacy_fixed_height).' }),
    sign_category: z.string(),
    product_family: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi('LegacyCustomiser', { description: 'A customiser as the previous generation shows it.' });

export function customiserV2(customiser: Customiser): z.infer<typeof customiserV2Schema> {
  return {
    id: customiser.id,
    name: customiser.name,
    active: customiser.active,
    pricing_model: previousPricingModel(customiser.pricingModel),
    sign_category: customiser.signCategory,
    product_family: customiser.productFamily,
    created_at: customiser.createdAt.toISOString(),
    updated_at: customiser.updatedAt.toISOString(),
  };
}
