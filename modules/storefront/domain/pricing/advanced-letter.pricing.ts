import type { PriceLine } from '../design-price';
import { letterHeightCm } from '../letter-height';
import type { AdvancedLetterPriceRow, AreaPriceRow, StorefrontPriceList } from '../storefront-pricing';
import { areaAmount, modifiedMeasure, selectAreaRow, unmodifiedMeasure, type SignMeasure } from './area-row';
import { centimetres, SIGN_SIZE } from './labels';
import { scheduledLettersAmount, scheduledLettersLabel } from './letter-schedule';
import { majorToMinorUnits } from './minor-units';
import { priceLine, sumOf } from './price-lines';
import { pricingFailure } from './pricing-failure';
import { shippingWeight } from './shipping';
import type { SignPricing, SignPricingInput } from './sign-pricing';

type Method = 'material_length' | 'fixed_letter';

/**
 * Advanced letters are priced by what the text measures in its font: the first price list's smallest row
 * the sign fits, its base price, its area rate, and the letters by tube length or one by one. The row's
 * modifiers scale the measures, but never past `max_price_multiplier` times the unmodified price.
 */
export function priceAdvancedLetter(input: SignPricingInput): SignPricing {
  const list = input.pricing.price_lists[0];
  if (!list || list.rows.length === 0) return pricingFailure('', 'not_priced', 'The customiser has no price list.');
  const method: Method = list.letter_pricing_method ?? 'fixed_letter';
  const sign = measure(input, method);
  const row = selectAreaRow(list.rows.map(advancedRow), sign);
  if (!row) return pricingFailure('', 'design_too_large', `No price row fits a ${centimetres(sign.widthCm)} × ${centimetres(sign.heightCm)} cm sign.`);

  const currency = input.configuration.currency;
  const letterCount = input.letters.length;
  const charged = rowLines(row, modifiedMeasure(row, sign), method, letterCount, currency);
  const lines = [...charged];
  if (row.max_price_multiplier !== null) {
    const unmodified = sumOf(rowLines(row, unmodifiedMeasure(row, sign), method, letterCount, currency));
    const cap = unmodified * row.max_price_multiplier;
    const modified = sumOf(charged);
    if (modified > cap) lines.push(priceLine('max_price_multiplier', 'Price cap', cap - modified));
  }
  return {
    lines,
    widthCm: sign.widthCm,
    heightCm: sign.heightCm,
    outlineLengthCm: method === 'material_length' ? sign.lengthCm : null,
    shipping: shippingWeight(list.shipping, { widthCm: sign.widthCm, heightCm: sign.heightCm, depthCm: input.size.length_cm }),
  };
}

/**
 * W is the widest line, H the lines stacked at the font's line height, L the traced outline. A
 * fixed-letter sign in a font without a file cannot be measured: it takes the size's width and no length.
 */
function measure(input: SignPricingInput, method: Method): SignMeasure {
  const { measurement, font, size } = input;
  const heightCm = input.textLines.length * letterHeightCm(size) * (font.line_height ?? 1);
  if (measurement) return { widthCm: Math.max(0, ...measurement.lineWidthsCm), heightCm, lengthCm: measurement.outlineLengthCm };
  if (method === 'material_length') {
    if (!font.font_file.has_font_file) return pricingFailure('/font_id', 'font_file_missing', `The font ${font.name} has no font file to measure the letters with.`);
    throw new Error('Pricing by material length needs the text measured in its font.');
  }
  return { widthCm: size.width_cm ?? 0, heightCm, lengthCm: 0 };
}

function rowLines(row: AdvancedLetterPriceRow, charged: SignMeasure, method: Method, letterCount: number, currency: string): PriceLine[] {
  const lines = [
    priceLine('base', 'Base price', row.base_price),
    priceLine('area', SIGN_SIZE, areaAmount(row, charged, currency)),
  ];
  if (method === 'material_length') {
    lines.push(priceLine('letters', 'Letters', majorToMinorUnits(row.price_per_cm * charged.lengthCm, currency)));
  } else {
    const schedule = row.price_per_letter_by_position;
    lines.push(priceLine('letters', scheduledLettersLabel(letterCount, schedule, row.price_per_letter, currency), scheduledLettersAmount(letterCount, schedule, row.price_per_letter)));
  }
  return lines;
}

/** The Store API fills every advanced field; the defaults only spare the calculation an absent one. */
function advancedRow(row: StorefrontPriceList['rows'][number]): AdvancedLetterPriceRow {
  const given = row as AreaPriceRow & Partial<AdvancedLetterPriceRow>;
  return {
    ...given,
    max_price_multiplier: given.max_price_multiplier ?? null,
    price_per_cm: given.price_per_cm ?? 0,
    price_per_letter: given.price_per_letter ?? 0,
    price_per_letter_by_position: given.price_per_letter_by_position ?? null,
  };
}
