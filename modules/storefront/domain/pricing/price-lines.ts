import type { PriceLine } from '../design-price';
import { roundHalfAwayFromZero } from './rounding';

/** A breakdown line; its amount is rounded here, once, to a whole minor unit. */
export function priceLine(code: string, label: string, amount: number): PriceLine {
  return { code, label, amount: roundHalfAwayFromZero(amount) };
}

export function sumOf(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}
