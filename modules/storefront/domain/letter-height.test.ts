import { aSize } from '../test-support/a-storefront-snapshot';
import { letterHeightCm } from './letter-height';

describe('letter height', () => {
  it("is the size's line height, else its height, else 0", () => {
    expect(letterHeightCm(aSize({ line_height_cm: 8, height_cm: 20 }))).toBe(8);
    expect(letterHeightCm(aSize({ line_height_cm: null, height_cm: 20 }))).toBe(20);
    expect(letterHeightCm(aSize({ line_height_cm: null, height_cm: null }))).toBe(0);
  });
});
