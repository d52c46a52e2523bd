import { z } from '../../../shared-kernel/validation/zod';
import type { PricedModel } from '../domain/pricing-document';

/**
 * The shape of a pricing document of each model: types, ranges, defaults, unknown fields. The published
 * contract is generated from these schemas, so the components a client sees keep their names here: a
 * component is referenced by the identity of the schema object the document is composed of.
 */

const minor = () => z.number().int().min(0);
const decimal = () => z.number().min(0);
const centimetres = () => z.number().min(0).nullable();
const id = () => z.number().int().positive();
const lineAmounts = () => z.record(z.string(), minor());
const text = () => z.string().trim().min(1).max(200);

const MINOR = 'in minor units of the store’s currency (cents for USD)';
/** Amounts by number of text lines: the key `line_<n>`, or the largest below it, prices a sign of n lines. */
const BY_LINES = 'keyed `line_<n>` by number of text lines (`{line_1: 4900, line_2: 7840}`); a sign of more lines than any key takes the largest key below its count';

export const pricingSizeSchema = z
  .strictObject({
    size_id: id().nullable().default(null).openapi({ description: 'The size’s id; null (the default) for a new size, which the write creates.' }),
    client_key: z.string().min(1).max(64).nullable().default(null).openapi({
      description: 'A key of the client’s choosing, 1 to 64 characters, by which rows of the same document name a new size before it has an id (their `size_key`); null for none.',
    }),
    name: text().openapi({ description: 'The size’s name, shown to shoppers (`Medium`): 1 to 200 characters.' }),
    description: z.string().max(2000).nullable().default(null).openapi({ description: 'What shoppers read about the size, up to 2,000 characters; null for none.' }),
    sort_order: z.number().int().min(0).default(0).openapi({ description: 'Where the size comes in lists and in the designer, smallest first (an integer, 0 or more).' }),
    char_limit: z.number().int().positive().nullable().default(null).openapi({ description: 'The most letters (characters other than white space) a sign of this size may have; null for no limit.' }),
    line_limit: z.number().int().positive().nullable().default(null).openapi({ description: 'The most lines of text a sign of this size may have; null for no limit.' }),
    min_char: z.number().int().min(0).default(0).openapi({ description: 'The fewest letters a sign of this size must have; 0 for no minimum.' }),
    width_cm: centimetres().default(null).openapi({ description: 'The sign’s width at this size, in centimetres (sheet pricing charges it); null when the size does not fix it.' }),
    height_cm: centimetres().default(null).openapi({ description: 'The sign’s height, or for letter models the letter height, at this size, in centimetres; null when the size does not fix it.' }),
    line_height_cm: centimetres().default(null).openapi({
      description: 'The height of one line of letters at this size, in centimetres; advanced letters are measured at it (else at `height_cm`). Null when not given.',
    }),
    width_multiplier: decimal().nullable().default(null).openapi({
      description: 'A factor the designer applies to the width of signs of this size (0 or more); null for none. The storefront’s pricing does not read it.',
    }),
    length_cm: centimetres().default(null).openapi({ description: 'The sign’s depth at this size, in centimetres, from which shipping weight is worked out; null when not given.' }),
    sizing_strategy: z.enum(['fixed_width', 'fixed_height']).nullable().default(null).openapi({
      description: 'Which dimension the size fixes for `simple_letter`, `fixed_width` or `fixed_height`; null for other models.',
    }),
    height_measurement_mode: z.enum(['line_height', 'letter_height']).nullable().default(null).openapi({
      description: 'What the size’s height measures for `simple_letter`, a whole line (`line_height`) or a letter (`letter_height`); null for other models.',
    }),
  })
  .openapi('PricingSize');

const sizeReference = {
  size_id: id().nullable().default(null).openapi({ description: 'The id of the size the row prices; null when `size_key` names a size new in this document.' }),
  size_key: z.string().min(1).max(64).nullable().default(null).openapi({ description: 'The `client_key` of a size new in this document, when `size_id` is null; otherwise null.' }),
};

export const basePricingSchema = z.strictObject({
  mode: z.enum(['single_base_price_by_size', 'included_in_price_lists']).openapi({
    description: '`single_base_price_by_size`: a sign’s base price comes from `rows` here; `included_in_price_lists`: from the price lists’ rows (and `rows` is empty).',
  }),
  rows: z
    .array(z.strictObject({ ...sizeReference, base_price: lineAmounts().openapi({ description: `The size’s base price, ${MINOR}, ${BY_LINES}.` }) }))
    .max(500)
    .default([])
    .openapi({ description: 'One row per size, at most 500; empty in `included_in_price_lists` mode.' }),
});

const shippingSchema = z
  .strictObject({
    calculation: z.string().min(1).max(64).openapi({ description: 'How shipping is worked out, from a set that may grow: `physical` gives a design a volumetric weight from its dimensions.' }),
    volumetric_divisor: decimal().nullable().openapi({
      description: 'The divisor of the volumetric weight: width × height × depth in cubic centimetres ÷ this = kilograms (5000 is common). Null: no weight.',
    }),
    add_weight_to_product: z.boolean().openapi({ description: 'Whether the volumetric weight is added to the product the design becomes, for the store’s carrier to charge.' }),
  })
  .openapi({ description: 'How a design’s shipping weight is worked out; shipping itself is never charged here (the store’s carrier charges it).' });

const areaRow = {
  base_price: minor().default(0).openapi({ description: `What the row charges before area and letters, ${MINOR}: an integer, 0 or more.` }),
  width_limit_cm: centimetres().default(null).openapi({ description: 'The widest sign the row prices, in centimetres; null for no limit. Rows are tried smallest first, by width, height, then length.' }),
  height_limit_cm: centimetres().default(null).openapi({ description: 'The highest sign the row prices, in centimetres; null for no limit.' }),
  length_limit_cm: centimetres().default(null).openapi({
    description: 'The longest length the row prices, in centimetres (advanced letters: the letters’ outline; frame fit: the frame’s perimeter); null for no limit.',
  }),
  price_per_sq_cm: decimal().default(0).openapi({
    description: 'The area rate, in decimal major units of the store’s currency per square centimetre (0.08 is 8 cents a cm² in USD), on the modified width × height.',
  }),
  fixed_length_cm: centimetres().default(null).openapi({
    description: 'A length in centimetres that stands for the measured one, to choose the row and to price letters by length; null to use the measured length.',
  }),
  width_modifier: z.number().default(1).openapi({ description: 'A factor on the width the row charges area for (1, the default, changes nothing).' }),
  height_modifier: z.number().default(1).openapi({ description: 'A factor on the height the row charges area for (1, the default, changes nothing).' }),
  length_modifier: z.number().default(1).openapi({ description: 'A factor on the length the row charges letters for (1, the default, changes nothing).' }),
};

const PRICE_LIST_ID = 'The price list’s id; null (the default) for a new price list, which the write creates.';
const PRICE_LIST_NAME = 'The price list’s name, for the merchant: 1 to 200 characters.';
const LETTER_PRICING_MODE = 'How letters are priced, from a set that may grow (`price_by_position`, the default).';
const ROWS = 'The price list’s rows, at most 500; a write replaces them all.';

const simpleLetterList = z
  .strictObject({
    price_list_id: id().nullable().default(null).openapi({ description: PRICE_LIST_ID }),
    name: text().openapi({ description: PRICE_LIST_NAME }),
    letter_pricing_mode: z.string().min(1).max(64).default('price_by_position').openapi({ description: LETTER_PRICING_MODE }),
    rows: z
      .array(
        z.strictObject({
          ...sizeReference,
          base_price: lineAmounts().default({}).openapi({ description: `The size’s base price when base pricing is \`included_in_price_lists\`, ${MINOR}, ${BY_LINES}.` }),
          letter_price: lineAmounts().default({}).openapi({ description: `The price of each letter, ${MINOR}, ${BY_LINES}.` }),
          letter_price_by_position: z
            .record(z.string(), z.array(minor()).max(200))
            .nullable()
            .default(null)
            .openapi({
              description: `The prices of the first letters in order, by exact number of text lines (\`line_<n>\`, no fallback), each ${MINOR}; later letters pay \`letter_price\`. Null for none.`,
            }),
        }),
      )
      .max(500)
      .openapi({ description: `${ROWS} One row per size.` }),
  })
  .openapi('SimpleLetterPriceList');

const advancedLetterList = z
  .strictObject({
    price_list_id: id().nullable().default(null).openapi({ description: PRICE_LIST_ID }),
    name: text().openapi({ description: PRICE_LIST_NAME }),
    letter_pricing_mode: z.string().min(1).max(64).default('price_by_position').openapi({ description: LETTER_PRICING_MODE }),
    letter_pricing_method: z.enum(['material_length', 'fixed_letter']).openapi({
      description: '`material_length` prices the length of the letters’ outline (`price_per_cm`); `fixed_letter` prices each letter (`price_per_letter`).',
    }),
    shipping: shippingSchema,
    rows: z
      .array(
        z.strictObject({
          ...areaRow,
          max_price_multiplier: decimal().nullable().default(null).openapi({
            description: 'A cap: the modifiers never raise the row’s price past this multiple of its price with every modifier 1. Null for no cap.',
          }),
          price_per_cm: decimal().default(0).openapi({
            description: 'For `material_length`: the rate per centimetre of outline, in decimal major units of the store’s currency (0.45 is 45 cents a centimetre in USD).',
          }),
          price_per_letter: minor().default(0).openapi({ description: `For \`fixed_letter\`: the price of each letter, ${MINOR}.` }),
          price_per_letter_by_position: z
            .array(minor())
            .max(200)
            .nullable()
            .default(null)
            .openapi({ description: `For \`fixed_letter\`: the prices of the first letters in order, each ${MINOR}; later letters pay \`price_per_letter\`. Null for none.` }),
        }),
      )
      .max(500)
      .openapi({ description: ROWS }),
  })
  .openapi('AdvancedLetterPriceList');

const frameFitList = z
  .strictObject({
    price_list_id: id().nullable().default(null).openapi({ description: PRICE_LIST_ID }),
    name: text().openapi({ description: PRICE_LIST_NAME }),
    shipping: shippingSchema,
    rows: z.array(z.strictObject(areaRow)).max(500).openapi({ description: ROWS }),
  })
  .openapi('FrameFitPriceList');

/** The price list of each model. */
export const PRICE_LIST_SCHEMAS = { simple_letter: simpleLetterList, advanced_letter: advancedLetterList, frame_fit: frameFitList };

export const sheetPricingSchema = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        width_limit_cm: decimal().openapi({ description: 'The widest sign the row prices, in centimetres. Rows are tried smallest area first.' }),
        height_limit_cm: decimal().openapi({ description: 'The highest sign the row prices, in centimetres.' }),
        base_price: minor().openapi({ description: `What the row charges before area, ${MINOR}: an integer, 0 or more.` }),
        price_per_sq_cm: decimal().openapi({
          description: 'The area rate, in decimal major units of the store’s currency per square centimetre (0.04 is 4 cents a cm² in USD), on the size’s width × height.',
        }),
      }),
    )
    .max(200)
    .openapi({ description: 'The sheet rows, at most 200: the first that fits the sign charges it.' }),
});

/** Shown by GET and accepted back by PUT unchanged; the validity of their values is checked separately. */
export const DESCRIPTOR_DESCRIPTIONS = {
  customiser_id: 'The id of the customiser the document prices. Read-only.',
  pricing_model: 'The customiser’s pricing model, which decides the shape of the price lists. Read-only.',
  pricing_model_display_name: 'The pricing model’s name for people (`Simple letter`). Read-only.',
  currency: 'The ISO 4217 code of the store’s currency, which the amounts are in; null where the store has none (a hosted platform whose storefront currency is in charge). Read-only.',
};
const PUT_BACK = ' A PUT may send it back unchanged.';
const descriptors = {
  customiser_id: z.number().int().optional().openapi({ description: DESCRIPTOR_DESCRIPTIONS.customiser_id + PUT_BACK }),
  pricing_model: z.string().optional().openapi({ description: DESCRIPTOR_DESCRIPTIONS.pricing_model + PUT_BACK }),
  pricing_model_display_name: z.string().optional().openapi({ description: DESCRIPTOR_DESCRIPTIONS.pricing_model_display_name + PUT_BACK }),
  currency: z.string().nullable().optional().openapi({ description: DESCRIPTOR_DESCRIPTIONS.currency + PUT_BACK }),
};

/** What the document's own members are, for the document, its patch and the previous generation's copy. */
export const DOCUMENT_MEMBER_DESCRIPTIONS = {
  sizes: 'The customiser’s sizes, at most 200; a write replaces the list: a size left out is deleted (409 `resource_in_use` while a font or preset references it).',
  base_pricing: 'The base price of a sign, by size and number of text lines.',
  price_lists: 'The price lists, at most 100; the storefront prices with the first (`frame_fit`: exactly one).',
  sheet_pricing: '`simple_letter` only: a charge by the size’s width × height, from the first sheet row the sign fits; null for none (a patch with null removes it).',
};

function documentSchema(model: PricedModel) {
  return z.strictObject({
    object: z.literal('customiser_pricing').optional(),
    ...descriptors,
    sizes: z.array(pricingSizeSchema).max(200).openapi({ description: DOCUMENT_MEMBER_DESCRIPTIONS.sizes }),
    base_pricing: basePricingSchema.openapi({ description: DOCUMENT_MEMBER_DESCRIPTIONS.base_pricing }),
    price_lists: z.array(PRICE_LIST_SCHEMAS[model]).max(100).openapi({ description: DOCUMENT_MEMBER_DESCRIPTIONS.price_lists }),
    sheet_pricing: sheetPricingSchema.nullable().default(null).openapi({ description: DOCUMENT_MEMBER_DESCRIPTIONS.sheet_pricing }),
  });
}

/** A whole document of each model as a client sends it, the descriptors GET shows allowed beside it. */
export const PRICING_DOCUMENT_SCHEMAS = {
  simple_letter: documentSchema('simple_letter'),
  advanced_letter: documentSchema('advanced_letter'),
  frame_fit: documentSchema('frame_fit'),
};
