import { majorToMinorUnits, minorUnitExponent } from './minor-units';
import { roundHalfAwayFromZero } from './rounding';

describe('money rounding', () => {
  it('rounds halves away from zero, on both sides of zero', () => {
    expect([2.5, -2.5, 2.4999, -5369.8, 0.5, -0.4].map((value) => roundHalfAwayFromZero(value))).toEqual([3, -3, 2, -5370, 1, 0]);
  });

  it('rounds a decimal half as written, whatever binary floating point makes of it', () => {
    // 1.005 EUR is 100.4999999… cents in binary floating point; written, it is 100.5 and rounds to 101.
    expect(roundHalfAwayFromZero(majorToMinorUnits(1.005, 'EUR'))).toBe(101);
    expect(roundHalfAwayFromZero(1.7472, 3)).toBe(1.747);
  });

  it('never answers -0', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });

  it("converts major units with the currency's minor-unit exponent", () => {
    expect([minorUnitExponent('EUR'), minorUnitExponent('JPY'), minorUnitExponent('KWD')]).toEqual([2, 0, 3]);
    // 0.04 EUR/cm² × 1200 cm² = 48 EUR = 4800 cent; 0.37 JPY/cm² × 3520 cm² = 1302.4 yen.
    expect(roundHalfAwayFromZero(majorToMinorUnits(0.04 * 1200, 'EUR'))).toBe(4800);
    expect(roundHalfAwayFromZero(majorToMinorUnits(0.37 * 3520, 'JPY'))).toBe(1302);
  });
});
