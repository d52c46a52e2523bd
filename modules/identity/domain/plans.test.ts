import { planIncludesPerWordStyling } from './plans';
import { normaliseCurrency } from './store';
import { acceptsWrites } from './integration';

describe('stores, plans and integrations', () => {
  it('includes per-word styling in professional and enterprise plans only', () => {
    expect(planIncludesPerWordStyling('professional')).toBe(true);
    expect(planIncludesPerWordStyling('enterprise')).toBe(true);
    expect(planIncludesPerWordStyling('starter')).toBe(false);
    expect(planIncludesPerWordStyling('unknown')).toBe(false);
  });

  it('keeps only valid three-letter currencies and null otherwise', () => {
    expect(normaliseCurrency('eur')).toBe('EUR');
    expect(normaliseCurrency('EURO')).toBeNull();
    expect(normaliseCurrency('')).toBeNull();
    expect(normaliseCurrency(null)).toBeNull();
  });

  it('accepts writes only from an enabled custom integration', () => {
    expect(acceptsWrites({ type: 'custom', enabled: true })).toBe(true);
    expect(acceptsWrites({ type: 'custom', enabled: false })).toBe(false);
    expect(acceptsWrites({ type: 'shopify', enabled: true })).toBe(false);
  });
});
