import type { PriceLine } from '../design-price';
import type { SimpleLetterPriceRow, StorefrontPriceList } from '../storefront-pricing';
import { scheduledLettersAmount, scheduledLettersLabel } from './letter-schedule';
import { amountForLineCount } from './line-amounts';
import { priceLine } from './price-lines';
import { pricingFailure } from './pricing-failure';
import { sheetLine } from './sheet.pricing';
import { shippingWeight } from './shipping';
import type { SignPricing, SignPricingInput } from './sign-pricing';

/**
 * Simple letters are priced by size: a base price and a price per letter, both by the number of text
 * lines, the first letters optionally by a position schedule; a sheet where the customiser mounts on one.
 */
export function priceSimpleLetter(input: SignPricingInput): SignPricing {
  const { pricing, size, configuration } = input;
  const lineCount = input.textLines.length;
  const list = pricing.price_lists[0];
  const row = list && rowOfSize(list, size.id);
  const baseRow = pricing.base_pricing.mode === 'single_base_price_by_size' ? pricing.base_pricing.rows.find((candidate) => candidate.size_id === size.id) : row;
  if (!row && !baseRow) return pricingFailure('', 'not_priced', `The size ${size.name} has no price.`);

  const lines: PriceLine[] = [priceLine('base', `Base price (${lineCount} ${lineCount === 1 ? 'line' : 'lines'})`, baseRow ? amountForLineCount(baseRow.base_price, lineCount) : 0)];
  if (row) lines.push(lettersLine(row, lineCount, input.letters.length, configuration.currency));
  const widthCm = size.width_cm ?? 0;
  const heightCm = size.height_cm ?? 0;
  if (pricing.sheet_pricing) lines.push(sheetLine(pricing.sheet_pricing, { widthCm, heightCm }, configuration.currency));
  return { lines, widthCm, heightCm, outlineLengthCm: null, shipping: shippingWeight(list?.shipping, { widthCm, heightCm, depthCm: size.length_cm }) };
}

function rowOfSize(list: StorefrontPriceList, sizeId: number): SimpleLetterPriceRow | undefined {
  return list.rows.find((row): row is SimpleLetterPriceRow => 'letter_price' in row && row.size_id === sizeId);
}

/** A schedule prices the letters only for exactly `line_<n>` lines; every other letter costs letter_price. */
function lettersLine(row: SimpleLetterPriceRow, lineCount: number, letterCount: number, currency: string): PriceLine {
  const schedule = row.letter_price_by_position?.[`line_${lineCount}`];
  const each = amountForLineCount(row.letter_price, lineCount);
  return priceLine('letters', scheduledLettersLabel(letterCount, schedule, each, currency), scheduledLettersAmount(letterCount, schedule, each));
}
