import { z } from '../../../../infra/openapi/zod';
import type { Customiser } from '../../../catalogue';
import { PREVIOUS_PRICING_MODEL_NAMES, previousPricingModel } from '../../domain/pricing-model-names';

const previousModels = Object.values(PREVIOUS_PRICING_MODEL_NAMES) as [string, ...string[]];

export const customiserV2Schema = z
  .object({
    id: z.number().int().openapi({ description: 'The customiser’s id (the same as in v3).' }),
    name: z.string().openapi({ description: 'The customiser’s name.' }),
    active: z.boolean().openapi({ description: 'Whether shoppers can design with it on the storefront.' }),
    pricing_model: z.enum(previousModels).openapi({ description: 'FIXED_WIDTH (v3 simple_letter), MATERIAL_LENGTH (advanced_letter), FRAME_FIT (frame_fit), FIXED_HEIGHT (the retired legacy_fixed_height).' }),
    sign_category: z.string().openapi({ description: 'What kind of sign it makes (`neon`, `metal_channel_letter` …).' }),
    product_family: z.string().openapi({ description: 'The product line it belongs to (`neon`, `channel_letter` …).' }),
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
