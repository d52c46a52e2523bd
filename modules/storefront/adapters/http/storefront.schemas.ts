import { idParam } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';

export const customiserParams = z.object({ customiser_id: idParam() });
/** What a design's price and its completion both answer when the design cannot be priced. */
export const DESIGN_PROBLEMS = ['resource_not_found', 'legacy_pricing_model', 'store_currency_unavailable', 'validation_failed', 'unknown_field'] as const;
export const formParams = z.object({ form_id: idParam().openapi({ description: 'The id of a form of one of the store’s active customisers.' }) });

const optionId = () => z.number().int().positive();
const chosen = (what: string, rest = '') => optionId().openapi({ description: `The id of the ${what} chosen, one the customiser offers (\`allowed_values\` lists them when it is not).${rest}` });
const MINOR = 'in minor units of the store’s currency (cents for USD)';

/** What the configuration's fields mean to a designer page: one text per name, as every option list shares them. */
const SAYS = {
  id: 'The option’s id: what a design names it by.',
  name: 'The name shoppers see.',
  description: 'What shoppers read about it; null for none.',
  sort_order: 'Where it comes in the list, smallest first.',
  base_price: `What choosing it adds to the price, ${MINOR}.`,
  price_multiplier: 'A factor on the price of what `price_multiplier_target` names when it is chosen (1 changes nothing).',
  price_multiplier_target: 'What `price_multiplier` applies to: `base_letter_price`, the sign’s own price; or `total_price`, everything before the total multipliers.',
  hexcode: 'The colour to paint, as `#rrggbb`; null for none.',
  min_width_cm: 'The narrowest sign it can be chosen for, in centimetres; null for no minimum.',
  min_height_cm: 'The lowest sign it can be chosen for, in centimetres; null for no minimum.',
  colour_ids: 'The ids of the colours it is offered in.',
};
const says = <T extends z.ZodType>(name: keyof typeof SAYS, type: T) => type.openapi({ description: SAYS[name] });

/** A design (CONTRACT 6). Every id names a row of the customiser; what it may combine is checked against the configuration. */
export const designBody = z
  .strictObject({
    lines: z
      .array(z.string().max(200))
      .min(1)
      .max(20)
      .openapi({ description: 'The sign’s text, one string per line (1 to 20 lines of up to 200 characters); blank lines are kept but make no part of the sign.' }),
    font_id: chosen('font'),
    size_id: chosen('size'),
    colour_id: chosen('colour').optional(),
    backlight_id: chosen('backlight').optional(),
    jacket_id: chosen('jacket', ' It must not exclude the colour chosen.').optional(),
    backboard_id: chosen('backboard').optional(),
    mounting_colour_id: chosen('mounting colour').optional(),
    support_finish_id: chosen('support finish').optional(),
    extras: z.array(optionId()).max(50).optional().openapi({ description: 'The ids of the extras chosen, each once, at most 50, in the order chosen.' }),
    width_cm: z.number().positive().max(10_000).optional().openapi({ description: 'Frame fit only (required there): the sign’s width in centimetres, above 0 and at most 10,000.' }),
    height_cm: z.number().positive().max(10_000).optional().openapi({ description: 'Frame fit only (required there): the sign’s height in centimetres, above 0 and at most 10,000.' }),
    words: z
      .array(
        z.strictObject({
          font_id: chosen('font for this word'),
          colour_id: chosen('colour for this word'),
        }),
      )
      .max(200)
      .optional()
      .openapi({ description: 'Per-word customisers only: one style per whitespace-separated word of the text, in reading order (at most 200).' }),
  })
  .openapi('Design', { description: 'What a shopper designed: text lines, font, size and chosen options; frame-fit signs also give width_cm and height_cm.' });

const option = z
  .object({
    id: says('id', z.number().int()),
    name: says('name', z.string()),
    description: says('description', z.string().nullable()),
    sort_order: says('sort_order', z.number().int()),
    base_price: says('base_price', z.number().int()),
    price_multiplier: says('price_multiplier', z.number()),
    price_multiplier_target: says('price_multiplier_target', z.enum(['base_letter_price', 'total_price'])),
  })
  .catchall(z.unknown());
const colour = option.extend({
  hexcode: says('hexcode', z.string().nullable()),
  min_width_cm: says('min_width_cm', z.number().nullable()),
  min_height_cm: says('min_height_cm', z.number().nullable()),
});

const formField = z.object({
  field_id: z.string().openapi({ description: 'The question’s id (a UUID): answers name it.' }),
  name: z.string().openapi({ description: 'The question as shoppers read it.' }),
  input_type: z.string().openapi({ description: 'What kind of answer it takes (`text`, `number`, `email`, `date`, `checkbox`, `file` …), from a set that may grow.' }),
  required: z.boolean().openapi({ description: 'Whether a submission must answer it.' }),
  customer_field: z.string().nullable().openapi({ description: 'Which detail of the shopper the answer gives (`name`, `email`, `phone`); null for none.' }),
  placeholder: z.string().nullable().openapi({ description: 'The hint shown in an empty answer box; null for none.' }),
  info: z.string().nullable().openapi({ description: 'Help text shown with the question; null for none.' }),
  min: z.union([z.number(), z.string()]).nullable().openapi({ description: 'For a number, the smallest answer; for text, the fewest characters (a numeric string in forms carried over from the previous generation). Null for none.' }),
  max: z.union([z.number(), z.string()]).nullable().openapi({ description: 'For a number, the largest answer; for text, the most characters (a numeric string in forms carried over from the previous generation). Null for none.' }),
  min_date: z.string().nullable().openapi({ description: 'For a date question: the earliest date accepted, an ISO 8601 date (enforced only when it is one); null for none.' }),
  max_date: z.string().nullable().openapi({ description: 'For a date question: the latest date accepted, an ISO 8601 date (enforced only when it is one); null for none.' }),
  allow_multiple: z.boolean().openapi({ description: 'Whether the question takes several of its options (or several files).' }),
  options: z.array(z.string()).openapi({ description: 'The choices of a question with choices; an answer must be one of them. Empty otherwise.' }),
  checkbox_value: z.string().nullable().openapi({ description: 'For a checkbox: what a ticked box means; null otherwise.' }),
});

export const configurationSchema = z
  .object({
    object: z.literal('storefront_configuration'),
    customiser_id: z.number().int().openapi({ description: 'The customiser’s id.' }),
    name: z.string().openapi({ description: 'The customiser’s name, as the merchant lists it; what shoppers read as the designer’s heading is the `title` label.' }),
    pricing_model: z.enum(['simple_letter', 'advanced_letter', 'frame_fit']).openapi({ description: 'How designs are priced, which decides what a design gives (frame fit: its width and height).' }),
    sign_category: z.string().openapi({ description: 'What kind of sign it makes (`neon`, `metal_channel_letter` …), from a set that may grow.' }),
    product_family: z.string().openapi({ description: 'The product line it belongs to (`neon`, `channel_letter` …), from a set that may grow.' }),
    selection_mode: z.enum(['single_style', 'per_word']).openapi({ description: '`single_style`: the whole sign in one font and colour; `per_word`: a design may give each word its own (`words`).' }),
    currency: z.string().openapi({ description: 'The ISO 4217 code of the store’s currency, which every amount here is in.' }),
    multiple_fonts: z.boolean().openapi({ description: 'Whether a design may use several fonts (per word).' }),
    multiple_colours: z.boolean().openapi({ description: 'Whether a design may use several colours (per word).' }),
    border_margin_cm: z.number().nullable().openapi({ description: 'The margin a backboard adds around the sign on each side, in centimetres; null for none.' }),
    fonts: z
      .array(
        z.object({
          id: says('id', z.number().int()),
          name: says('name', z.string()),
          sort_order: says('sort_order', z.number().int()),
          line_height: z.number().nullable().openapi({ description: 'The distance between lines as a multiple of the letter height; null counts as 1.' }),
          min_height_smallest_letter_cm: z.number().nullable().openapi({ description: 'The least height of the font’s smallest letters, in centimetres; null for no minimum.' }),
          min_height_uppercase_letter_cm: z.number().nullable().openapi({ description: 'The least height of the font’s uppercase letters, in centimetres: a size with lower letters is refused. Null for no minimum.' }),
          minimum_size_id: z.number().int().nullable().openapi({ description: 'The id of the smallest size the font may be made in; null for none.' }),
          font_tier_id: z.number().int().nullable().openapi({ description: 'The id of the font’s tier (pricing group); null for none.' }),
          price_multiplier: z.number().openapi({ description: 'The factor the font’s tier puts on the sign’s own price (1 changes nothing).' }),
          font_file: z
            .object({
              has_font_file: z.boolean().openapi({ description: 'Whether the font has a TrueType file to draw with.' }),
              family_name: z.string().nullable().openapi({ description: 'The family name read from the file; null without one.' }),
              ttf_url: z.string().nullable().openapi({ description: 'Where the file is served (public, cacheable, any origin); null without one.' }),
            })
            .openapi({ description: 'The font’s TrueType file, to draw the text with.' }),
        }),
      )
      .openapi({ description: 'The fonts shoppers may choose.' }),
    sizes: z
      .array(
        z.object({
          id: says('id', z.number().int()),
          name: says('name', z.string()),
          description: says('description', z.string().nullable()),
          sort_order: says('sort_order', z.number().int()),
          char_limit: z.number().int().nullable().openapi({ description: 'The most letters (characters other than white space) a sign of this size may have; null for no limit.' }),
          line_limit: z.number().int().nullable().openapi({ description: 'The most lines of text; null for no limit.' }),
          min_char: z.number().int().openapi({ description: 'The fewest letters a sign of this size must have.' }),
          width_cm: z.number().nullable().openapi({ description: 'The sign’s width at this size, in centimetres; null when the size does not fix it.' }),
          height_cm: z.number().nullable().openapi({ description: 'The sign’s height, or the letter height, at this size, in centimetres; null when the size does not fix it.' }),
          line_height_cm: z.number().nullable().openapi({ description: 'The height of one line of letters at this size, in centimetres; null when not given.' }),
          length_cm: z.number().nullable().openapi({ description: 'The sign’s depth at this size, in centimetres; null when not given.' }),
          width_multiplier: z.number().nullable().openapi({ description: 'A factor the designer applies to the width of signs of this size; null for none.' }),
          sizing_strategy: z.enum(['fixed_width', 'fixed_height']).nullable().openapi({ description: 'Which dimension the size fixes (`simple_letter`); null for other models.' }),
          height_measurement_mode: z
            .enum(['line_height', 'letter_height'])
            .nullable()
            .openapi({ description: 'What the size’s height measures (`simple_letter`): a whole line or a letter; null for other models.' }),
        }),
      )
      .openapi({ description: 'The sizes shoppers may choose.' }),
    colours: z.array(colour).openapi({ description: 'The colours shoppers may choose.' }),
    backlights: z.array(colour).openapi({ description: 'The backlights shoppers may choose.' }),
    jackets: z
      .array(option.extend({ excluded_colour_ids: z.array(z.number().int()).openapi({ description: 'The ids of the colours this jacket cannot be combined with.' }) }))
      .openapi({ description: 'The jackets shoppers may choose.' }),
    backboards: z
      .array(
        option.extend({
          backboard_type: z.string().nullable().openapi({ description: 'What kind of board it is (`board`, `custom_shape`, `cutout` …); null for none.' }),
          price_per_sq_cm: z.number().nullable().openapi({
            description: 'The area rate, in decimal major units of the store’s currency per square centimetre of the sign grown by `border_margin_cm` on each side; null charges no area.',
          }),
          letter_type_ids: z.array(z.number().int()).openapi({ description: 'The ids of the letter types it is offered with.' }),
          has_custom_shape: z.boolean().openapi({ description: 'Whether the board has an uploaded shape.' }),
        }),
      )
      .openapi({ description: 'The backboards shoppers may choose.' }),
    mountings: z.array(option).openapi({ description: 'The mountings shoppers may choose.' }),
    mounting_colours: z.array(colour).openapi({ description: 'The mounting colours shoppers may choose.' }),
    support_finishes: z.array(colour).openapi({ description: 'The support finishes shoppers may choose.' }),
    extras: z.array(option.extend({ colour_ids: says('colour_ids', z.array(z.number().int())) })).openapi({ description: 'The extras shoppers may add.' }),
    letter_types: z
      .array(
        z.object({
          id: says('id', z.number().int()),
          name: says('name', z.string()),
          letter_parts: z.array(z.string()).openapi({ description: 'The parts its letters are made of (`face`, `halo`, `tube` …).' }),
          parts: z
            .array(
              z.object({
                letter_part: z.string().openapi({ description: 'The part (`face`, `halo`, `tube` …).' }),
                name: z.string().nullable().openapi({ description: 'The part’s name as shoppers see it; null for the default.' }),
                optional: z.boolean().nullable().openapi({ description: 'Whether shoppers may leave the part out; null where the part carries no optionality.' }),
                colour_ids: says('colour_ids', z.array(z.number().int())),
              }),
            )
            .openapi({ description: 'The parts that have a colour selection.' }),
        }),
      )
      .openapi({ description: 'The letter types shoppers may choose.' }),
    forms: z
      .array(
        z.object({
          id: z.number().int().openapi({ description: 'The form’s id: submissions are sent to it.' }),
          name: says('name', z.string()),
          description: says('description', z.string().nullable()),
          form_type: z.string().openapi({ description: 'What the form is for (`quote` …).' }),
          button_label: z.string().nullable().openapi({ description: 'The wording of the button that opens it; null for the default.' }),
          fields: z.array(formField).openapi({ description: 'The form’s questions, in order.' }),
        }),
      )
      .openapi({ description: 'The forms shoppers may fill in.' }),
    labels: z
      .array(
        z.object({
          id: z.number().int().openapi({ description: 'The label’s id.' }),
          name: z.string().openapi({ description: 'Which part of the designer it words, as the merchant keys it: the designer page reads `title` (its heading) and `description` (the paragraph under it).' }),
          text: z.string().openapi({ description: 'The wording shoppers see there.' }),
          sort_order: says('sort_order', z.number().int()),
        }),
      )
      .openapi({ description: 'The merchant’s wording of the designer’s heading, steps and buttons, for shoppers.' }),
  })
  .openapi('StorefrontConfiguration', { description: 'Everything a designer page needs for one active customiser. Prices come from the price operation; recipients and price lists are never published.' });

export const designPriceSchema = z
  .object({
    object: z.literal('design_price'),
    customiser_id: z.number().int(),
    currency: z.string(),
    total: z.number().int().openapi({ description: `What the design costs, ${MINOR}: always the sum of \`lines\`.` }),
    lines: z
      .array(
        z.object({
          code: z.string().openapi({ description: 'What the line charges, a stable identifier: `base`, `letters`, `sheet`, `area`, `colour`, `colour_multiplier`, `extra:<id>` … (docs/pricing.md lists them).' }),
          label: z.string().openapi({ description: 'The same in a shopper’s words (`Colour: Warm white`, `Size of the sign`); the sign’s measures are in `dimensions`.' }),
          amount: z.number().int().openapi({ description: `What the line adds, ${MINOR}, rounded half away from zero; negative for a discount or a cap.` }),
        }),
      )
      .openapi({ description: 'The price line by line, in the order charged; a line of 0 is left out, except `base`.' }),
    dimensions: z
      .object({
        width_cm: z.number().openapi({ description: 'The finished sign’s width in centimetres, to 2 decimals.' }),
        height_cm: z.number().openapi({ description: 'The finished sign’s height in centimetres, to 2 decimals.' }),
        outline_length_cm: z.number().nullable().openapi({ description: 'The length of the letters’ outline in centimetres, to 2 decimals (advanced letters priced by material length); null otherwise.' }),
      })
      .openapi({ description: 'The sign’s dimensions as priced.' }),
    shipping: z
      .object({
        calculation: z.string().openapi({ description: 'How shipping is worked out (`physical`), from the price list.' }),
        volumetric_weight_kg: z.number().nullable().openapi({ description: 'The volumetric weight, width × height × depth ÷ the price list’s divisor, in kilograms to 3 decimals; null when it cannot be worked out.' }),
        add_weight_to_product: z.boolean().openapi({ description: 'Whether the weight goes on the product the design becomes.' }),
      })
      .nullable()
      .openapi({ description: 'The design’s shipping weight (never a charge); null when the price list has no shipping.' }),
  })
  .openapi('DesignPrice', { description: 'A design’s price with its line-item breakdown (docs/pricing.md gives every formula).' });

export const formSubmissionBody = z
  .strictObject({
    answers: z
      .array(
        z.strictObject({
          field_id: z.string().min(1).max(100).openapi({ description: 'The id of the form question answered (`fields[].field_id` of the configuration).' }),
          value: z.unknown().openapi({ description: 'A string, number, boolean or array of strings, as the field’s input_type asks.' }),
        }),
      )
      .max(200)
      .openapi({ description: 'The answers, at most 200, one per question answered.' }),
    upload_ids: z.array(z.string().min(1).max(100)).max(10).default([]).openapi({ description: 'The ids of landed uploads (purpose `form_attachment`) sent with the answers, at most 10; the form needs a file question.' }),
  })
  .openapi('FormSubmission', { description: 'A shopper’s answers to a form’s fields, and the uploads (purpose form_attachment) sent with them.' });

export const formSubmissionSchema = z
  .object({
    object: z.literal('form_submission'),
    id: z.number().int().openapi({ description: 'The quote’s id in GET /api/v3/quotes.' }),
    form_id: z.number().int().openapi({ description: 'The id of the form submitted.' }),
    customiser_id: z.number().int().openapi({ description: 'The id of the customiser the form belongs to.' }),
    submitted_at: z.string().datetime().openapi({ description: 'When the submission was received: an ISO 8601 timestamp in UTC.' }),
  })
  .openapi('FormSubmissionReceipt');
