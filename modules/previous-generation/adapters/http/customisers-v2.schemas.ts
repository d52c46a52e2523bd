import { z } from '../../../../infra/openapi/zod';
import { PREVIOUS_PRICING_MODEL_NAMES, previousPricingModel } from '../../domain/pricing-model-names';
import { memberOf, objectOf } from './v3-schemas';

const previousModels = Object.values(PREVIOUS_PRICING_MODEL_NAMES) as [string, ...string[]];

/** A customiser as v3 answers it: the members this generation shows. */
export interface V3Customiser {
  id: number;
  name: string;
  active: boolean;
  pricing_model: keyof typeof PREVIOUS_PRICING_MODEL_NAMES;
  sign_category: string;
  product_family: string;
  created_at: string;
  updated_at: string;
}

/** v3's customiser without object, display name and selection mode, described in this generation's words. */
export function customiserV2Schema(v3Customiser: z.ZodType) {
  const v3 = objectOf(v3Customiser, 'a v3 customiser');
  return z
    .object({
      id: memberOf(v3, 'id').openapi({ description: 'The customiser’s id (the same as in v3).' }),
      name: memberOf(v3, 'name').openapi({ description: 'The customiser’s name.' }),
      active: memberOf(v3, 'active').openapi({ description: 'Whether shoppers can design with it on the storefront.' }),
      pricing_model: z.enum(previousModels).openapi({ description: 'FIXED_WIDTH (v3 simple_letter), MATERIAL_LENGTH (advanced_letter), FRAME_FIT (frame_fit), FIXED_HEIGHT (the retired legacy_fixed_height).' }),
      sign_category: memberOf(v3, 'sign_category').openapi({ description: 'What kind of sign it makes (`neon`, `metal_channel_letter` …).' }),
      product_family: memberOf(v3, 'product_family').openapi({ description: 'The product line it belongs to (`neon`, `channel_letter` …).' }),
      created_at: memberOf(v3, 'created_at'),
      updated_at: memberOf(v3, 'updated_at'),
    })
    .openapi('LegacyCustomiser', { description: 'A customiser as the previous generation shows it.' });
}

export function customiserV2(customiser: V3Customiser) {
  const { id, name, active, pricing_model: model, sign_category, product_family, created_at, updated_at } = customiser;
  return { id, name, active, pricing_model: previousPricingModel(model), sign_category, product_family, created_at, updated_at };
}
