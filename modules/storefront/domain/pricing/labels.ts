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

export function factor(multiplier: number): string {
  return `× ${roundHalfAwayFromZero(multiplier, 4)}`;
}
