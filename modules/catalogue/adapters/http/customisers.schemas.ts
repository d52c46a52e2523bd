import { z } from '../../../../infra/openapi/zod';
import { prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import { listingQuery } from '../../../../infra/http/listing-query';
import { PRICING_MODELS, PRICING_MODEL_DISPLAY_NAMES, SELECTION_MODES, type Customiser } from '../../domain/customiser';
import type { CustomiserSettings } from '../../domain/customiser-settings';
import { documented, documentedMembers } from '../../../../infra/openapi/documented';
import { settingsPatch, settingsWritable } from '../../model/customiser-settings-document';

const openEnum = () => z.string().regex(/^[a-z][a-z0-9_]{0,63}$/);

/** What the customiser fields mean, for the resource and the create body alike. */
const SAYS = {
  name: 'The customiser’s name, shown to shoppers and merchants',
  pricingModel: 'How its designs are priced: `simple_letter`, `advanced_letter` or `frame_fit` (the retired `legacy_fixed_height` has no pricing document). Fixed at creation.',
  signCategory: 'What kind of sign it makes, from a set that may grow (`neon`, `metal_channel_letter` seen). Fixed at creation.',
  productFamily: 'The product line it belongs to, from a set that may grow (`neon`, `channel_letter` seen). Fixed at creation.',
  selectionMode: '`single_style` styles the whole sign as one; `per_word` lets shoppers style each word (turning multiple fonts and colours on), where the sign category and the store’s plan allow it.',
};

export const customiserSchema = z
  .object({
    object: z.literal('customiser'),
    id: z.number().int().openapi({ description: 'The customiser’s id, unique within the store.' }),
    name: z.string().openapi({ description: `${SAYS.name}.` }),
    active: z.boolean().openapi({ description: 'Whether shoppers can design with it on the storefront. False for a customiser just created through the API: it starts inactive. Read-only: changed by the activate (`POST …/customisers/{customiser_id}/activate`) and deactivate operations.' }),
    pricing_model: z.string().openapi({ description: SAYS.pricingModel }),
    pricing_model_display_name: z.string().openapi({ description: 'The pricing model’s name for people (`Simple letter`).' }),
    sign_category: z.string().openapi({ description: SAYS.signCategory }),
    product_family: z.string().openapi({ description: SAYS.productFamily }),
    selection_mode: z.enum(SELECTION_MODES).openapi({ description: SAYS.selectionMode }),
    created_at: z.string().datetime(),
    updated_at: z.string().datetime(),
  })
  .openapi('Customiser');

export const createCustomiserBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200).openapi({ description: `${SAYS.name}: 1 to 200 characters.` }),
    pricing_model: z.enum(PRICING_MODELS).openapi({ description: SAYS.pricingModel }),
    sign_category: openEnum().openapi({ description: `${SAYS.signCategory} Lowercase letters, digits and underscores, up to 64.` }),
    product_family: openEnum().openapi({ description: `${SAYS.productFamily} Lowercase letters, digits and underscores, up to 64.` }),
    selection_mode: z.enum(SELECTION_MODES).default('single_style').openapi({ description: `${SAYS.selectionMode} Default \`single_style\`.` }),
  })
  .openapi('CustomiserCreate');

export const customiserPatchBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional().openapi({ description: `${SAYS.name}: 1 to 200 characters.` }),
    selection_mode: z.enum(SELECTION_MODES).optional().openapi({ description: `${SAYS.selectionMode} Refused with 422 \`selection_mode_not_available\` where it is not.` }),
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
  'filter[active]': z.enum(['true', 'false']).optional().openapi({ description: '`true` for active customisers only, `false` for inactive ones only.' }),
  'filter[pricing_model]': z.enum(PRICING_MODELS).optional().openapi({ description: 'Only customisers priced by this model.' }),
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

/** What each setting a client writes means. */
const SETTINGS = {
  style_words_by_font_only: 'Whether words are styled by their font alone; switching the selection mode back to `single_style` leaves it as it is.',
  cut_as_one_piece: 'Whether the sign is cut as one piece; such a sign cannot style words apart (`per_word` is refused).',
  border_margin_cm: 'The margin around the sign, in centimetres (0 to 100), that a backboard adds on each side, so its area is priced on the grown sign; null for none. `custom_shape` backboards need it null.',
  ai_designer_fallback_form_id: 'The id of the form the AI sign designer falls back to; it must keep a file question (`fallback_form_requires_file_field`). Null for none.',
  icon_length_pricing_id: 'The id of the length pricing that prices icons; null for none.',
};

/** The settings patch as the model takes it, and the properties only the wire shows. */
export const settingsPatchBody = documented(settingsPatch, { shape: SETTINGS }).extend({ object: prohibited(), customiser_id: prohibited() }).openapi('CustomiserSettingsPatch');

export const settingsSchema = z
  .object({
    object: z.literal('customiser_settings'),
    customiser_id: z.number().int(),
    ...documentedMembers(settingsWritable, SETTINGS),
    multiple_fonts: z.boolean().openapi({ description: 'Whether shoppers may use several fonts in one sign. Read-only: follows `selection_mode` (on for `per_word`).' }),
    multiple_colours: z.boolean().openapi({ description: 'Whether shoppers may use several colours in one sign. Read-only: follows `selection_mode` (on for `per_word`).' }),
  })
  .openapi('CustomiserSettings');

export function settingsResource(customiserId: number, settings: CustomiserSettings) {
  return { object: 'customiser_settings' as const, customiser_id: customiserId, ...settings };
}
