import { z } from '../../../../infra/openapi/zod';
import { prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import { listingQuery } from '../../../../infra/http/listing-query';
import { PRICING_MODELS, PRICING_MODEL_DISPLAY_NAMES, SELECTION_MODES, type Customiser } from '../../domain/customiser';
import type { CustomiserSettings } from '../../domain/customiser-settings';
import { settingsPatch, settingsWritable } from '../../model/customiser-settings-document';

const openEnum = () => z.string().regex(/^[a-z][a-z0-9_]{0,63}$/);

export const customiserSchema = z
  .object({
    object: z.literal('customiser'),
    id: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    pricing_model: z.string(),
    pricing_model_display_name: z.string(),
    sign_category: z.string(),
    product_family: z.string(),
    selection_mode: z.enum(SELECTION_MODES),
    created_at: z.string().datetime(),
    updated_at: z.string().datetime(),
  })
  .openapi('Customiser');

export const createCustomiserBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    pricing_model: z.enum(PRICING_MODELS),
    sign_category: openEnum(),
    product_family: openEnum(),
    selection_mode: z.enum(SELECTION_MODES).default('single_style'),
  })
  .openapi('CustomiserCreate');

export const customiserPatchBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    selection_mode: z.enum(SELECTION_MODES).optional(),
    active: prohibited('active changes only through the activate and deactivate operations.'),
    pricing_model: prohibited('pricing_model is fixed at creation.'),
    sign_category: prohibited('sign_category is fixed at creation.'),
    product_family: prohibited('product_family is fixed at creation.'),
    object: prohibited(),
    id: prohibited(),
    pricing_model_display_name: prohibited(),
    created_at: prohibited(),
    updated_at: prohibited(),
  })
  .openapi('CustomiserPatch');

export const customisersQuery = z.object({
  ...listingQuery,
  'filter[active]': z.enum(['true', 'false']).optional(),
  'filter[pricing_model]': z.enum(PRICING_MODELS).optional(),
});

export function customiserResource(customiser: Customiser): z.infer<typeof customiserSchema> {
  return {
    object: 'customiser',
    id: customiser.id,
    name: customiser.name,
    active: customiser.active,
    pricing_model: customiser.pricingModel,
    pricing_model_display_name: PRICING_MODEL_DISPLAY_NAMES[customiser.pricingModel],
    sign_category: customiser.signCategory,
    product_family: customiser.productFamily,
    selection_mode: customiser.selectionMode,
    created_at: customiser.createdAt.toISOString(),
    updated_at: customiser.updatedAt.toISOString(),
  };
}

/** The settings patch as the model takes it, and the properties only the wire shows. */
export const settingsPatchBody = settingsPatch.extend({ object: prohibited(), customiser_id: prohibited() }).openapi('CustomiserSettingsPatch');

export const settingsSchema = z
  .object({ object: z.literal('customiser_settings'), customiser_id: z.number().int(), ...settingsWritable, multiple_fonts: z.boolean(), multiple_colours: z.boolean() })
  .openapi('CustomiserSettings');

export function settingsResource(customiserId: number, settings: CustomiserSettings) {
  return { object: 'customiser_settings' as const, customiser_id: customiserId, ...settings };
}
