import type { PriceLine } from '../design-price';
import type { ChargedOption } from './chosen-options';
import { factor } from './labels';
import { priceLine, sumOf } from './price-lines';

/**
 * What the options add to the sign's own lines: each its base price (and own lines), then its letter
 * multiplier over the letter subtotal S; after all of them, each total multiplier over the same total T
 * of everything before it, so total multipliers add up and never compound.
 */
export function optionCharges(options: readonly ChargedOption[], signLines: readonly PriceLine[]): PriceLine[] {
  const letterSubtotal = sumOf(signLines);
  const lines: PriceLine[] = [];
  for (const option of options) {
    lines.push(priceLine(option.code, option.label, option.price.base_price));
    if (multiplies(option, 'base_letter_price')) {
      lines.push(priceLine(`${option.code}_multiplier`, `${option.label} (${factor(option.price.price_multiplier)} the letters)`, (option.price.price_multiplier - 1) * letterSubtotal));
    }
    lines.push(...option.ownLines);
  }
  const total = letterSubtotal + sumOf(lines);
  for (const option of options.filter((candidate) => multiplies(candidate, 'total_price'))) {
    lines.push(priceLine(`${option.code}_multiplier`, `${option.label} (${factor(option.price.price_multiplier)} the total)`, (option.price.price_multiplier - 1) * total));
  }
  return lines;
}

function multiplies(option: ChargedOption, target: ChargedOption['price']['price_multiplier_target']): boolean {
  return option.price.price_multiplier !== 1 && option.price.price_multiplier_target === target;
}
