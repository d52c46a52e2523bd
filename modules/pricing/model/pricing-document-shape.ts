import { z } from '../../../shared-kernel/validation/zod';
import type { PricedModel } from '../domain/pricing-document';

/**
 * The shape of a pricing document of each model: types, ranges, defaults, unknown fields. What each member
 * means, and the components the published contract names, are the HTTP adapter's
 * (adapters/http/pricing-document.schemas.ts), which documents these schemas without changing them.
 */

const minor = () => z.number().int().min(0);
const decimal = () => z.number().min(0);
const centimetres = () => z.number().min(0).nullable();
const id = () => z.number().int().positive();
const lineAmounts = () => z.record(z.string(), minor());
const text = () => z.string().trim().min(1).max(200);

export const pricingSizeSchema = z.strictObject({
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
});

/** How a row names the size it prices: by id, or by the `client_key` of a size new in the same document. */
const sizeReference = {
  size_id: id().nullable().default(null),
  size_key: z.string().min(1).max(64).nullable().default(null),
};

export const basePricingSchema = z.strictObject({
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

const simpleLetterList = z.strictObject({
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
});

const advancedLetterList = z.strictObject({
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
});

const frameFitList = z.strictObject({
  price_list_id: id().nullable().default(null),
  name: text(),
  shipping: shippingSchema,
  rows: z.array(z.strictObject(areaRow)).max(500),
});

/** The price list of each model. */
export const PRICE_LIST_SCHEMAS = { simple_letter: simpleLetterList, advanced_letter: advancedLetterList, frame_fit: frameFitList };

export const sheetPricingSchema = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        width_limit_cm: decimal(),
        height_limit_cm: decimal(),
        base_price: minor(),
        price_per_sq_cm: decimal(),
      }),
    )
    .max(200),
});

/** Shown by GET and accepted back by PUT unchanged; the validity of their values is checked separately. */
const descriptors = {
  customiser_id: z.number().int().optional(),
  pricing_model: z.string().optional(),
  pricing_model_display_name: z.string().optional(),
  currency: z.string().nullable().optional(),
};

function documentSchema(model: PricedModel) {
  return z.strictObject({
    object: z.literal('customiser_pricing').optional(),
    ...descriptors,
    sizes: z.array(pricingSizeSchema).max(200),
    base_pricing: basePricingSchema,
    price_lists: z.array(PRICE_LIST_SCHEMAS[model]).max(100),
    sheet_pricing: sheetPricingSchema.nullable().default(null),
  });
}

/** A whole document of each model as a client sends it, the descriptors GET shows allowed beside it. */
export const PRICING_DOCUMENT_SCHEMAS = {
  simple_letter: documentSchema('simple_letter'),
  advanced_letter: documentSchema('advanced_letter'),
  frame_fit: documentSchema('frame_fit'),
};
