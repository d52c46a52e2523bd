/**
 * Money of the price calculation. Amounts are integer minor units; the pricing document's decimal rates
 * (`price_per_cm`, `price_per_sq_cm`) are major units and become minor units with the currency's exponent.
 */
const exponents = new Map<string, number>();

/** How many decimal places the currency's minor unit has, as ICU knows it (EUR 2, JPY 0). */
export function minorUnitExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

/** A major-unit amount (rate × measure) in minor units, unrounded: a line rounds once, when it is made. */
export function majorToMinorUnits(major: number, currency: string): number {
  return major * 10 ** minorUnitExponent(currency);
}
