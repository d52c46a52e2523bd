import { documented, type DocumentationNode } from '../../../../infra/openapi/documented';
import type { PricedModel } from '../../domain/pricing-document';
import {
  basePricingSchema as basePricingShape,
  PRICE_LIST_SCHEMAS as PRICE_LIST_SHAPES,
  PRICING_DOCUMENT_SCHEMAS as PRICING_DOCUMENT_SHAPES,
  pricingSizeSchema as pricingSizeShape,
  sheetPricingSchema as sheetPricingShape,
} from '../../model/pricing-document-shape';

/**
 * The pricing document as the published contract shows it: the model's shapes
 * (model/pricing-document-shape.ts), with what each member means and the names of the components a
 * client sees. A component is referenced by the identity of the schema object: `documented` gives the
 * same object for the same shape and documentation, so PricingSize is one object in every document.
 */

const MINOR = 'in minor units of the store’s currency (cents for USD)';
/** Amounts by number of text lines: the key `line_<n>`, or the largest below it, prices a sign of n lines. */
const BY_LINES = 'keyed `line_<n>` by number of text lines (`{line_1: 4900, line_2: 7840}`); a sign of more lines than any key takes the largest key below its count';

const SIZE: DocumentationNode = {
  component: 'PricingSize',
  shape: {
    size_id: 'The size’s id; null (the default) for a new size, which the write creates.',
    client_key: 'A key of the client’s choosing, 1 to 64 characters, by which rows of the same document name a new size before it has an id (their `size_key`); null for none.',
    name: 'The size’s name, shown to shoppers (`Medium`): 1 to 200 characters.',
    description: 'What shoppers read about the size, up to 2,000 characters; null for none.',
    sort_order: 'Where the size comes in lists and in the designer, smallest first (an integer, 0 or more).',
    char_limit: 'The most letters (characters other than white space) a sign of this size may have; null for no limit.',
    line_limit: 'The most lines of text a sign of this size may have; null for no limit.',
    min_char: 'The fewest letters a sign of this size must have; 0 for no minimum.',
    width_cm: 'The sign’s width at this size, in centimetres (sheet pricing charges it); null when the size does not fix it.',
    height_cm: 'The sign’s height, or for letter models the letter height, at this size, in centimetres; null when the size does not fix it.',
    line_height_cm: 'The height of one line of letters at this size, in centimetres; advanced letters are measured at it (else at `height_cm`). Null when not given.',
    width_multiplier: 'A factor the designer applies to the width of signs of this size (0 or more); null for none. The storefront’s pricing does not read it.',
    length_cm: 'The sign’s depth at this size, in centimetres, from which shipping weight is worked out; null when not given.',
    sizing_strategy: 'Which dimension the size fixes for `simple_letter`, `fixed_width` or `fixed_height`; null for other models.',
    height_measurement_mode: 'What the size’s height measures for `simple_letter`, a whole line (`line_height`) or a letter (`letter_height`); null for other models.',
  },
};

const SIZE_REFERENCE = {
  size_id: 'The id of the size the row prices; null when `size_key` names a size new in this document.',
  size_key: 'The `client_key` of a size new in this document, when `size_id` is null; otherwise null.',
};

const BASE_PRICING: DocumentationNode = {
  shape: {
    mode: '`single_base_price_by_size`: a sign’s base price comes from `rows` here; `included_in_price_lists`: from the price lists’ rows (and `rows` is empty).',
    rows: {
      description: 'One row per size, at most 500; empty in `included_in_price_lists` mode.',
      element: { shape: { ...SIZE_REFERENCE, base_price: `The size’s base price, ${MINOR}, ${BY_LINES}.` } },
    },
  },
};

const SHIPPING: DocumentationNode = {
  description: 'How a design’s shipping weight is worked out; shipping itself is never charged here (the store’s carrier charges it).',
  shape: {
    calculation: 'How shipping is worked out, from a set that may grow: `physical` gives a design a volumetric weight from its dimensions.',
    volumetric_divisor: 'The divisor of the volumetric weight: width × height × depth in cubic centimetres ÷ this = kilograms (5000 is common). Null: no weight.',
    add_weight_to_product: 'Whether the volumetric weight is added to the product the design becomes, for the store’s carrier to charge.',
  },
};

const AREA_ROW = {
  base_price: `What the row charges before area and letters, ${MINOR}: an integer, 0 or more.`,
  width_limit_cm: 'The widest sign the row prices, in centimetres; null for no limit. Rows are tried smallest first, by width, height, then length.',
  height_limit_cm: 'The highest sign the row prices, in centimetres; null for no limit.',
  length_limit_cm: 'The longest length the row prices, in centimetres (advanced letters: the letters’ outline; frame fit: the frame’s perimeter); null for no limit.',
  price_per_sq_cm: 'The area rate, in decimal major units of the store’s currency per square centimetre (0.08 is 8 cents a cm² in USD), on the modified width × height.',
  fixed_length_cm: 'A length in centimetres that stands for the measured one, to choose the row and to price letters by length; null to use the measured length.',
  width_modifier: 'A factor on the width the row charges area for (1, the default, changes nothing).',
  height_modifier: 'A factor on the height the row charges area for (1, the default, changes nothing).',
  length_modifier: 'A factor on the length the row charges letters for (1, the default, changes nothing).',
};

const PRICE_LIST = {
  price_list_id: 'The price list’s id; null (the default) for a new price list, which the write creates.',
  name: 'The price list’s name, for the merchant: 1 to 200 characters.',
};
const LETTER_PRICING_MODE = 'How letters are priced, from a set that may grow (`price_by_position`, the default).';
const ROWS = 'The price list’s rows, at most 500; a write replaces them all.';

const PRICE_LISTS: Record<PricedModel, DocumentationNode> = {
  simple_letter: {
    component: 'SimpleLetterPriceList',
    shape: {
      ...PRICE_LIST,
      letter_pricing_mode: LETTER_PRICING_MODE,
      rows: {
        description: `${ROWS} One row per size.`,
        element: {
          shape: {
            ...SIZE_REFERENCE,
            base_price: `The size’s base price when base pricing is \`included_in_price_lists\`, ${MINOR}, ${BY_LINES}.`,
            letter_price: `The price of each letter, ${MINOR}, ${BY_LINES}.`,
            letter_price_by_position: `The prices of the first letters in order, by exact number of text lines (\`line_<n>\`, no fallback), each ${MINOR}; later letters pay \`letter_price\`. Null for none.`,
          },
        },
      },
    },
  },
  advanced_letter: {
    component: 'AdvancedLetterPriceList',
    shape: {
      ...PRICE_LIST,
      letter_pricing_mode: LETTER_PRICING_MODE,
      letter_pricing_method: '`material_length` prices the length of the letters’ outline (`price_per_cm`); `fixed_letter` prices each letter (`price_per_letter`).',
      shipping: SHIPPING,
      rows: {
        description: ROWS,
        element: {
          shape: {
            ...AREA_ROW,
            max_price_multiplier: 'A cap: the modifiers never raise the row’s price past this multiple of its price with every modifier 1. Null for no cap.',
            price_per_cm: 'For `material_length`: the rate per centimetre of outline, in decimal major units of the store’s currency (0.45 is 45 cents a centimetre in USD).',
            price_per_letter: `For \`fixed_letter\`: the price of each letter, ${MINOR}.`,
            price_per_letter_by_position: `For \`fixed_letter\`: the prices of the first letters in order, each ${MINOR}; later letters pay \`price_per_letter\`. Null for none.`,
          },
        },
      },
    },
  },
  frame_fit: {
    component: 'FrameFitPriceList',
    shape: { ...PRICE_LIST, shipping: SHIPPING, rows: { description: ROWS, element: { shape: AREA_ROW } } },
  },
};

const SHEET_PRICING: DocumentationNode = {
  shape: {
    rows: {
      description: 'The sheet rows, at most 200: the first that fits the sign charges it.',
      element: {
        shape: {
          width_limit_cm: 'The widest sign the row prices, in centimetres. Rows are tried smallest area first.',
          height_limit_cm: 'The highest sign the row prices, in centimetres.',
          base_price: `What the row charges before area, ${MINOR}: an integer, 0 or more.`,
          price_per_sq_cm: 'The area rate, in decimal major units of the store’s currency per square centimetre (0.04 is 4 cents a cm² in USD), on the size’s width × height.',
        },
      },
    },
  },
};

/** What the read-only members GET shows beside the document are. */
export const DESCRIPTOR_DESCRIPTIONS = {
  customiser_id: 'The id of the customiser the document prices. Read-only.',
  pricing_model: 'The customiser’s pricing model, which decides the shape of the price lists. Read-only.',
  pricing_model_display_name: 'The pricing model’s name for people (`Simple letter`). Read-only.',
  currency: 'The ISO 4217 code of the store’s currency, which the amounts are in; null where the store has none (a hosted platform whose storefront currency is in charge). Read-only.',
};
const PUT_BACK = ' A PUT may send it back unchanged.';

/** What the document's own members are, for the document, its patch and the previous generation's copy. */
export const DOCUMENT_MEMBER_DESCRIPTIONS = {
  sizes: 'The customiser’s sizes, at most 200; a write replaces the list: a size left out is deleted (409 `resource_in_use` while a font or preset references it).',
  base_pricing: 'The base price of a sign, by size and number of text lines.',
  price_lists: 'The price lists, at most 100; the storefront prices with the first (`frame_fit`: exactly one).',
  sheet_pricing: '`simple_letter` only: a charge by the size’s width × height, from the first sheet row the sign fits; null for none (a patch with null removes it).',
};

export const pricingSizeSchema = documented(pricingSizeShape, SIZE);
export const basePricingSchema = documented(basePricingShape, BASE_PRICING);
export const sheetPricingSchema = documented(sheetPricingShape, SHEET_PRICING);
export const PRICE_LIST_SCHEMAS = {
  simple_letter: documented(PRICE_LIST_SHAPES.simple_letter, PRICE_LISTS.simple_letter),
  advanced_letter: documented(PRICE_LIST_SHAPES.advanced_letter, PRICE_LISTS.advanced_letter),
  frame_fit: documented(PRICE_LIST_SHAPES.frame_fit, PRICE_LISTS.frame_fit),
};

function documentDocumentation(model: PricedModel): DocumentationNode {
  return {
    shape: {
      customiser_id: DESCRIPTOR_DESCRIPTIONS.customiser_id + PUT_BACK,
      pricing_model: DESCRIPTOR_DESCRIPTIONS.pricing_model + PUT_BACK,
      pricing_model_display_name: DESCRIPTOR_DESCRIPTIONS.pricing_model_display_name + PUT_BACK,
      currency: DESCRIPTOR_DESCRIPTIONS.currency + PUT_BACK,
      sizes: { description: DOCUMENT_MEMBER_DESCRIPTIONS.sizes, element: SIZE },
      base_pricing: { ...BASE_PRICING, description: DOCUMENT_MEMBER_DESCRIPTIONS.base_pricing },
      price_lists: { description: DOCUMENT_MEMBER_DESCRIPTIONS.price_lists, element: PRICE_LISTS[model] },
      sheet_pricing: { ...SHEET_PRICING, description: DOCUMENT_MEMBER_DESCRIPTIONS.sheet_pricing },
    },
  };
}

/** A whole document of each model as a client sends it, as the contract describes it. */
export const PRICING_DOCUMENT_SCHEMAS = {
  simple_letter: documented(PRICING_DOCUMENT_SHAPES.simple_letter, documentDocumentation('simple_letter')),
  advanced_letter: documented(PRICING_DOCUMENT_SHAPES.advanced_letter, documentDocumentation('advanced_letter')),
  frame_fit: documented(PRICING_DOCUMENT_SHAPES.frame_fit, documentDocumentation('frame_fit')),
};
