/**
 * Rounds half away from zero to `decimals` places. The value is first snapped to 12 significant digits,
 * so binary floating point cannot turn a written half (1.005 EUR = 100.5 cents) into 100.4999….
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return 0;
  const scale = 10 ** decimals;
  const snapped = Number((Math.abs(value) * scale).toPrecision(12));
  // `|| 0` keeps a rounded-away negative from reading as -0.
  return (Math.sign(value) * Math.round(snapped)) / scale || 0;
}
