import { minorUnitExponent } from './minor-units';
import { roundHalfAwayFromZero } from './rounding';

/** Centimetres as a shopper reads them: at most two decimals, no trailing zeros. */
export function centimetres(value: number): string {
  return String(roundHalfAwayFromZero(value, 2));
}

/** A minor-unit amount in the currency's own notation ("€4.50", "¥500"). */
export function money(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minorUnits / 10 ** minorUnitExponent(currency));
}

/**
 * The area line's label. What it charges is the merchant's measure of the sign (its row's modifiers
 * scale it), which is not the sign's size: the label names what is paid for, and the price answer's
 * dimensions give the finished size.
 */
export const SIGN_SIZE = 'Size of the sign';

export function factor(multiplier: number): string {
  return `× ${roundHalfAwayFromZero(multiplier, 4)}`;
}
