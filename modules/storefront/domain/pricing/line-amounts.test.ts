import { amountForLineCount } from './line-amounts';

describe('amounts by number of lines', () => {
  const amounts = { line_1: 4900, line_2: 7840, line_4: 12000 };

  it('takes line_<n> for a sign of n text lines', () => {
    expect(amountForLineCount(amounts, 2)).toBe(7840);
  });

  it('falls back to the largest line count below n that is priced', () => {
    expect(amountForLineCount(amounts, 3)).toBe(7840);
    expect(amountForLineCount(amounts, 9)).toBe(12000);
  });

  it('is nothing when no line count up to n is priced', () => {
    expect(amountForLineCount({ line_2: 7840 }, 1)).toBe(0);
    expect(amountForLineCount({}, 1)).toBe(0);
  });
});
