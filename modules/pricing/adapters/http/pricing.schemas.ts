import { z } from '../../../../infra/openapi/zod';
import { parseBody, prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import type { PricedModel, PricingDocument } from '../../domain/pricing-document';

const minor = () => z.number().int().min(0);
const decimal = () => z.number().min(0);
const centimetres = () => z.number().min(0).nullable();
const id = () => z.number().int().positive();
const lineAmounts = () => z.record(z.string(), minor());
const text = () => z.string().trim().min(1).max(200);

const sizeSchema = z
  .strictObject({
    size_id: id().nullable().default(null),
    client_key: z.string().min(1).max(64).nullable().default(null),
    name: text(),
    description: z.string().max(2000).nullable().default(null),
    sort_order: z.number().int().min(0).default(0),
    char_limit: z.number().int().positive().nullable().default(null),
    line_limit: z.number().int().positive().nullable().default(null),
    min_char: z.number().int().min(0).default(0),
    width_cm: centimetres().default(null),
    height_cm: centimetres().default(null),
    line_height_cm: centimetres().default(null),
    width_multiplier: decimal().nullable().default(null),
    length_cm: centimetres().default(null),
    sizing_strategy: z.enum(['fixed_width', 'fixed_height']).nullable().default(null),
    height_measurement_mode: z.enum(['line_height', 'letter_height']).nullable().default(null),
  })
  .openapi('PricingSize');

const sizeReference = { size_id: id().nullable().default(null), size_key: z.string().min(1).max(64).nullable().default(null) };

const basePricingSchema = z.strictObject({
  mode: z.enum(['single_base_price_by_size', 'included_in_price_lists']),
  rows: z.array(z.strictObject({ ...sizeReference, base_price: lineAmounts() })).max(500).default([]),
});

const shippingSchema = z.strictObject({
  calculation: z.string().min(1).max(64),
  volumetric_divisor: decimal().nullable(),
  add_weight_to_product: z.boolean(),
});

const areaRow = {
  base_price: minor().default(0),
  width_limit_cm: centimetres().default(null),
  height_limit_cm: centimetres().default(null),
  length_limit_cm: centimetres().default(null),
  price_per_sq_cm: decimal().default(0),
  fixed_length_cm: centimetres().default(null),
  width_modifier: z.number().default(1),
  height_modifier: z.number().default(1),
  length_modifier: z.number().default(1),
};

const simpleLetterList = z
  .strictObject({
    price_list_id: id().nullable().default(null),
    name: text(),
    letter_pricing_mode: z.string().min(1).max(64).default('price_by_position'),
    rows: z
      .array(
        z.strictObject({
          ...sizeReference,
          base_price: lineAmounts().default({}),
          letter_price: lineAmounts().default({}),
          letter_price_by_position: z.record(z.string(), z.array(minor()).max(200)).nullable().default(null),
        }),
      )
      .max(500),
  })
  .openapi('SimpleLetterPriceList');

const advancedLetterList = z
  .strictObject({
    price_list_id: id().nullable().default(null),
    name: text(),
    letter_pricing_mode: z.string().min(1).max(64).default('price_by_position'),
    letter_pricing_method: z.enum(['material_length', 'fixed_letter']),
    shipping: shippingSchema,
    rows: z
      .array(
        z.strictObject({
          ...areaRow,
          max_price_multiplier: decimal().nullable().default(null),
          price_per_cm: decimal().default(0),
          price_per_letter: minor().default(0),
          price_per_letter_by_position: z.array(minor()).max(200).nullable().default(null),
        }),
      )
      .max(500),
  })
  .openapi('AdvancedLetterPriceList');

const frameFitList = z
  .strictObject({ price_list_id: id().nullable().default(null), name: text(), shipping: shippingSchema, rows: z.array(z.strictObject(areaRow)).max(500) })
  .openapi('FrameFitPriceList');

const sheetPricingSchema = z.strictObject({
  rows: z.array(z.strictObject({ width_limit_cm: decimal(), height_limit_cm: decimal(), base_price: minor(), price_per_sq_cm: decimal() })).max(200),
});

/** Shown by GET and accepted back by PUT unchanged; the validity of their values is checked separately. */
const descriptors = {
  customiser_id: z.number().int().optional(),
  pricing_model: z.string().optional(),
  pricing_model_display_name: z.string().optional(),
  currency: z.string().nullable().optional(),
};

const LISTS = { simple_letter: simpleLetterList, advanced_letter: advancedLetterList, frame_fit: frameFitList };

function documentSchema(model: PricedModel) {
  return z.strictObject({
    object: z.literal('customiser_pricing').optional(),
    ...descriptors,
    sizes: z.array(sizeSchema).max(200),
    base_pricing: basePricingSchema,
    price_lists: z.array(LISTS[model]).max(100),
    sheet_pricing: sheetPricingSchema.nullable().default(null),
  });
}

const SCHEMAS = { simple_letter: documentSchema('simple_letter'), advanced_letter: documentSchema('advanced_letter'), frame_fit: documentSchema('frame_fit') };

/** A whole document of the customiser's model, with every failure's pointer. */
export function parsePricingDocument(model: PricedModel, body: unknown): PricingDocument {
  const { object: _object, customiser_id: _c, pricing_model: _m, pricing_model_display_name: _d, currency: _cur, ...document } = parseBody(SCHEMAS[model], body);
  return document as PricingDocument;
}

/** The patch itself: the four document members; descriptors are read-only, anything else is unknown. */
export const pricingPatchBody = z
  .strictObject({
    sizes: z.unknown().optional(),
    base_pricing: z.unknown().optional(),
    price_lists: z.unknown().optional(),
    sheet_pricing: z.unknown().optional(),
    object: prohibited(),
    customiser_id: prohibited(),
    pricing_model: prohibited(),
    pricing_model_display_name: prohibited(),
    currency: prohibited(),
  })
  .openapi('CustomiserPricingPatch');

export const pricingDocumentInput = z.union([SCHEMAS.simple_letter, SCHEMAS.advanced_letter, SCHEMAS.frame_fit]).openapi('CustomiserPricingInput');

export const pricingSchema = z
  .object({
    object: z.literal('customiser_pricing'),
    customiser_id: z.number().int(),
    pricing_model: z.enum(['simple_letter', 'advanced_letter', 'frame_fit']),
    pricing_model_display_name: z.string(),
    currency: z.string().nullable(),
    sizes: z.array(sizeSchema),
    base_pricing: basePricingSchema,
    price_lists: z.array(z.union([simpleLetterList, advancedLetterList, frameFitList])),
    sheet_pricing: sheetPricingSchema.nullable(),
  })
  .openapi('CustomiserPricing');

export const validationVerdictSchema = z
  .object({ object: z.literal('pricing_validation'), customiser_id: z.number().int(), valid: z.boolean() })
  .openapi('PricingValidation');
