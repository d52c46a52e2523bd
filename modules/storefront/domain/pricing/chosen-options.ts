import type { PriceLine } from '../design-price';
import type { OptionPrice, StorefrontOption } from '../storefront-configuration';
import { centimetres } from './labels';
import { majorToMinorUnits } from './minor-units';
import { priceLine } from './price-lines';
import type { SignPricing, SignPricingInput } from './sign-pricing';

/** An option as it is charged: its line code and label, its price, and lines only it has (backboard area). */
export interface ChargedOption {
  code: string;
  label: string;
  price: OptionPrice;
  ownLines: PriceLine[];
}

const LETTERS_ONLY = { price_multiplier: 1, price_multiplier_target: 'base_letter_price' } as const;

/**
 * The design's options in charging order: font tier, colour (and the other colours of a per-word
 * design), backlight, jacket, mounting colour, support finish, backboard, then each extra as chosen.
 */
export function chosenOptions(input: SignPricingInput, sign: SignPricing): ChargedOption[] {
  const { configuration: c, design, font } = input;
  const options: ChargedOption[] = [];
  const add = (code: string, kind: string, option: StorefrontOption | undefined, ownLines: PriceLine[] = []) => {
    if (option) options.push({ code, label: `${kind}: ${option.name}`, price: option, ownLines });
  };
  if (font.price_multiplier !== 1) {
    options.push({ code: 'font_tier', label: `Font: ${font.name}`, price: { base_price: 0, price_multiplier: font.price_multiplier, price_multiplier_target: 'base_letter_price' }, ownLines: [] });
  }
  add('colour', 'Colour', byId(c.colours, design.colour_id));
  // Each further colour of a per-word design is one more colour to make: its base price once, no multiplier.
  for (const colourId of new Set(design.words?.map((word) => word.colour_id))) {
    const colour = colourId === design.colour_id ? undefined : byId(c.colours, colourId);
    if (colour) options.push({ code: `word_colour:${colour.id}`, label: `Word colour: ${colour.name}`, price: { base_price: colour.base_price, ...LETTERS_ONLY }, ownLines: [] });
  }
  add('backlight', 'Backlight', byId(c.backlights, design.backlight_id));
  add('jacket', 'Jacket', byId(c.jackets, design.jacket_id));
  add('mounting_colour', 'Mounting colour', byId(c.mounting_colours, design.mounting_colour_id));
  add('support_finish', 'Support finish', byId(c.support_finishes, design.support_finish_id));
  const backboard = byId(c.backboards, design.backboard_id);
  add('backboard', 'Backboard', backboard, backboard?.price_per_sq_cm ? [backboardAreaLine(backboard.price_per_sq_cm, sign, c.border_margin_cm ?? 0, c.currency)] : []);
  for (const extraId of design.extras ?? []) add(`extra:${extraId}`, 'Extra', byId(c.extras, extraId));
  return options;
}

/** The board reaches the border margin past the letters on every side. */
function backboardAreaLine(pricePerSqCm: number, sign: SignPricing, marginCm: number, currency: string): PriceLine {
  const widthCm = sign.widthCm + 2 * marginCm;
  const heightCm = sign.heightCm + 2 * marginCm;
  return priceLine('backboard_area', `Backboard area ${centimetres(widthCm)} × ${centimetres(heightCm)} cm`, majorToMinorUnits(pricePerSqCm * widthCm * heightCm, currency));
}

function byId<Row extends { id: number }>(rows: readonly Row[], id: number | undefined): Row | undefined {
  return id === undefined ? undefined : rows.find((row) => row.id === id);
}
