import { idParam } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';

export const customiserParams = z.object({ customiser_id: idParam() });
export const formParams = z.object({ form_id: idParam() });

const optionId = () => z.number().int().positive();

/** A design (CONTRACT 6). Every id names a row of the customiser; what it may combine is checked against the configuration. */
export const designBody = z
  .strictObject({
    lines: z.array(z.string().max(200)).min(1).max(20),
    font_id: optionId(),
    size_id: optionId(),
    colour_id: optionId().optional(),
    backlight_id: optionId().optional(),
    jacket_id: optionId().optional(),
    backboard_id: optionId().optional(),
    mounting_colour_id: optionId().optional(),
    support_finish_id: optionId().optional(),
    extras: z.array(optionId()).max(50).optional(),
    width_cm: z.number().positive().max(10_000).optional(),
    height_cm: z.number().positive().max(10_000).optional(),
    words: z.array(z.strictObject({ font_id: optionId(), colour_id: optionId() })).max(200).optional(),
  })
  .openapi('Design', { description: 'What a shopper designed: text lines, font, size and chosen options; frame-fit signs also give width_cm and height_cm.' });

const option = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    sort_order: z.number().int(),
    base_price: z.number().int(),
    price_multiplier: z.number(),
    price_multiplier_target: z.enum(['base_letter_price', 'total_price']),
  })
  .catchall(z.unknown());
const colour = option.extend({ hexcode: z.string().nullable(), min_width_cm: z.number().nullable(), min_height_cm: z.number().nullable() });

const formField = z.object({
  field_id: z.string(),
  name: z.string(),
  input_type: z.string(),
  required: z.boolean(),
  customer_field: z.string().nullable(),
  placeholder: z.string().nullable(),
  info: z.string().nullable(),
  min: z.union([z.number(), z.string()]).nullable(),
  max: z.union([z.number(), z.string()]).nullable(),
  min_date: z.string().nullable(),
  max_date: z.string().nullable(),
  allow_multiple: z.boolean(),
  options: z.array(z.string()),
  checkbox_value: z.string().nullable(),
});

export const configurationSchema = z
  .object({
    object: z.literal('storefront_configuration'),
    customiser_id: z.number().int(),
    name: z.string(),
    pricing_model: z.enum(['simple_letter', 'advanced_letter', 'frame_fit']),
    sign_category: z.string(),
    product_family: z.string(),
    selection_mode: z.enum(['single_style', 'per_word']),
    currency: z.string(),
    multiple_fonts: z.boolean(),
    multiple_colours: z.boolean(),
    border_margin_cm: z.number().nullable(),
    fonts: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        sort_order: z.number().int(),
        line_height: z.number().nullable(),
        min_height_smallest_letter_cm: z.number().nullable(),
        min_height_uppercase_letter_cm: z.number().nullable(),
        minimum_size_id: z.number().int().nullable(),
        font_tier_id: z.number().int().nullable(),
        price_multiplier: z.number(),
        font_file: z.object({ has_font_file: z.boolean(), family_name: z.string().nullable(), ttf_url: z.string().nullable() }),
      }),
    ),
    sizes: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        description: z.string().nullable(),
        sort_order: z.number().int(),
        char_limit: z.number().int().nullable(),
        line_limit: z.number().int().nullable(),
        min_char: z.number().int(),
        width_cm: z.number().nullable(),
        height_cm: z.number().nullable(),
        line_height_cm: z.number().nullable(),
        length_cm: z.number().nullable(),
        width_multiplier: z.number().nullable(),
        sizing_strategy: z.enum(['fixed_width', 'fixed_height']).nullable(),
        height_measurement_mode: z.enum(['line_height', 'letter_height']).nullable(),
      }),
    ),
    colours: z.array(colour),
    backlights: z.array(colour),
    jackets: z.array(option.extend({ excluded_colour_ids: z.array(z.number().int()) })),
    backboards: z.array(
      option.extend({ backboard_type: z.string().nullable(), price_per_sq_cm: z.number().nullable(), letter_type_ids: z.array(z.number().int()), has_custom_shape: z.boolean() }),
    ),
    mountings: z.array(option),
    mounting_colours: z.array(colour),
    support_finishes: z.array(colour),
    extras: z.array(option.extend({ colour_ids: z.array(z.number().int()) })),
    letter_types: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        letter_parts: z.array(z.string()),
        parts: z.array(z.object({ letter_part: z.string(), name: z.string().nullable(), optional: z.boolean().nullable(), colour_ids: z.array(z.number().int()) })),
      }),
    ),
    forms: z.array(
      z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable(), form_type: z.string(), button_label: z.string().nullable(), fields: z.array(formField) }),
    ),
  })
  .openapi('StorefrontConfiguration', { description: 'Everything a designer page needs for one active customiser. Prices come from the price operation; recipients and price lists are never published.' });

export const designPriceSchema = z
  .object({
    object: z.literal('design_price'),
    customiser_id: z.number().int(),
    currency: z.string(),
    total: z.number().int().openapi({ description: 'Minor units; always the sum of `lines`.' }),
    lines: z.array(z.object({ code: z.string(), label: z.string(), amount: z.number().int() })),
    dimensions: z.object({ width_cm: z.number(), height_cm: z.number(), outline_length_cm: z.number().nullable() }),
    shipping: z.object({ calculation: z.string(), volumetric_weight_kg: z.number().nullable(), add_weight_to_product: z.boolean() }).nullable(),
  })
  .openapi('DesignPrice', { description: 'A design’s price with its line-item breakdown (docs/pricing.md gives every formula).' });

export const formSubmissionBody = z
  .strictObject({
    answers: z.array(z.strictObject({ field_id: z.string().min(1).max(100), value: z.unknown().openapi({ description: 'A string, number, boolean or array of strings, as the field’s input_type asks.' }) })).max(200),
    upload_ids: z.array(z.string().min(1).max(100)).max(10).default([]),
  })
  .openapi('FormSubmission', { description: 'A shopper’s answers to a form’s fields, and the uploads (purpose form_attachment) sent with them.' });

export const formSubmissionSchema = z
  .object({
    object: z.literal('form_submission'),
    id: z.number().int().openapi({ description: 'The quote’s id in GET /api/v3/quotes.' }),
    form_id: z.number().int(),
    customiser_id: z.number().int(),
    submitted_at: z.string(),
  })
  .openapi('FormSubmissionReceipt');
