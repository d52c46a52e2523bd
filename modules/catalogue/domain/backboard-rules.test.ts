import { assertBackboardTypeAllowed, assertPermutation } from './backboard-rules';

const problemOf = (work: () => void) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return error as { code: string; errors?: { code: string }[]; members: Record<string, unknown> };
  }
};

describe('backboard rules', () => {
  it('lets a backboard become custom_shape or cutout only once it carries a shape', () => {
    expect(problemOf(() => assertBackboardTypeAllowed('cutout', 'board', { hasShape: false, borderMarginCm: null }))?.errors?.[0]?.code).toBe('shape_required');
    expect(problemOf(() => assertBackboardTypeAllowed('cutout', 'board', { hasShape: true, borderMarginCm: 3 }))).toBeUndefined();
  });

  it('refuses custom_shape while a border margin is configured', () => {
    expect(problemOf(() => assertBackboardTypeAllowed('custom_shape', 'board', { hasShape: true, borderMarginCm: 2 }))?.errors?.[0]?.code).toBe('border_margin_configured');
    expect(problemOf(() => assertBackboardTypeAllowed('custom_shape', 'board', { hasShape: true, borderMarginCm: null }))).toBeUndefined();
  });

  it('does not re-check a type that does not change', () => {
    expect(problemOf(() => assertBackboardTypeAllowed('cutout', 'cutout', { hasShape: false, borderMarginCm: null }))).toBeUndefined();
  });

  it('accepts a permutation and names missing, unknown and duplicate ids otherwise', () => {
    expect(problemOf(() => assertPermutation([3, 1, 2], [1, 2, 3]))).toBeUndefined();
    expect(problemOf(() => assertPermutation([1, 1, 9], [1, 2, 3]))?.members).toEqual({ missing_ids: [2, 3], unknown_ids: [9], duplicate_ids: [1] });
  });
});
