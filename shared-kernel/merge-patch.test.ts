import fc from 'fast-check';
import { applyMergePatch, assertMergePatchDocument } from './merge-patch';
import { Problem } from './problems/problem';

describe('RFC 7396 merge patch', () => {
  it('replaces members, removes null members, leaves omitted members unchanged', () => {
    expect(applyMergePatch({ a: 1, b: 2, c: 3 }, { a: 9, b: null })).toEqual({ a: 9, c: 3 });
  });

  it('merges nested objects recursively', () => {
    expect(applyMergePatch({ base_pricing: { mode: 'x', rows: [1] } }, { base_pricing: { mode: 'y' } })).toEqual({
      base_pricing: { mode: 'y', rows: [1] },
    });
  });

  it('replaces arrays wholesale', () => {
    expect(applyMergePatch({ sizes: [{ id: 1 }, { id: 2 }] }, { sizes: [{ id: 2 }] })).toEqual({ sizes: [{ id: 2 }] });
  });

  it('treats {} as a no-op', () => {
    const target = { a: { b: [1, 2] } };
    expect(applyMergePatch(target, {})).toEqual(target);
  });

  it('never changes its arguments', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (target, patch) => {
        const before = JSON.stringify([target, patch]);
        applyMergePatch(target, patch);
        expect(JSON.stringify([target, patch])).toBe(before);
      }),
    );
  });

  it('is idempotent: applying the same patch twice equals applying it once', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (target, patch) => {
        const once = applyMergePatch(target, patch);
        expect(applyMergePatch(once, patch)).toEqual(once);
      }),
    );
  });

  it.each([[[]], ['text'], [42], [null], [true]])('refuses %p as a patch document with 422 invalid_document', (body) => {
    expect(() => assertMergePatchDocument(body)).toThrow(Problem);
    try {
      assertMergePatchDocument(body);
    } catch (error) {
      expect(error).toMatchObject({ status: 422, code: 'invalid_document' });
    }
  });
});

describe('merge patch on documents that declare every property', () => {
  it('clears a property to null instead of removing it', () => {
    expect(applyMergePatch({ a: 1, b: { c: 2 } }, { a: null, b: { c: null } }, { nullMeans: 'clear' })).toEqual({ a: null, b: { c: null } });
  });
});

describe('recognising a patch that changes nothing', () => {
  it('compares documents member by member, whatever their order', async () => {
    const { sameJsonValue } = await import('./merge-patch');
    expect(sameJsonValue({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameJsonValue({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJsonValue([1, 2], [2, 1])).toBe(false);
  });
});
