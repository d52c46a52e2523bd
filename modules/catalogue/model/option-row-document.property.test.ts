import fc from 'fast-check';
import { applyMergePatch, sameJsonValue } from '../../../shared-kernel/merge-patch';
import { splitReadOnly } from '../domain/family-attributes';
import type { FamilySegment } from '../domain/option-families';
import { OptionRowDocument } from './option-row-document';

/**
 * Round trips of option row documents over generated bodies of three families with different shapes
 * (flat with enums, references, nested objects and arrays): a stored document is a fixed point of its
 * own patch, a patch followed by its inverse restores the row, and a patched document is what a create
 * of the merged body gives.
 */

const text = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,19}$/);
const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const centimetres = fc.double({ min: 0, max: 10_000, noNaN: true, noDefaultInfinity: true });
const positiveInt = fc.integer({ min: 1, max: 1_000 });
const id = fc.integer({ min: 1, max: 2_000_000 });

const BODIES: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  sizes: fc.record(
    {
      name: text,
      client_key: nullable(fc.stringMatching(/^[a-z0-9-]{1,16}$/)),
      description: nullable(text),
      char_limit: nullable(positiveInt),
      line_limit: nullable(positiveInt),
      min_char: fc.nat(100),
      width_cm: nullable(centimetres),
      height_cm: nullable(centimetres),
      width_multiplier: nullable(fc.double({ min: 0, max: 10, noNaN: true })),
      sizing_strategy: nullable(fc.constantFrom('fixed_width', 'fixed_height')),
      height_measurement_mode: nullable(fc.constantFrom('line_height', 'letter_height')),
      sort_order: fc.nat(1_000),
    },
    { requiredKeys: ['name'] },
  ),
  presets: fc.record(
    { name: text, description: nullable(text), font_id: nullable(id), size_id: nullable(id), colour_id: nullable(id), backboard_id: nullable(id), sort_order: fc.nat(1_000) },
    { requiredKeys: ['name'] },
  ),
  'length-pricings': fc.record(
    {
      name: text,
      letter_pricing_method: fc.constantFrom('material_length', 'fixed_letter'),
      shipping: fc.record({ calculation: fc.constantFrom('physical', 'volumetric'), volumetric_divisor: nullable(fc.integer({ min: 1, max: 10_000 })), add_weight_to_product: fc.boolean() }),
      rows: fc.array(fc.record({ length_limit_cm: nullable(centimetres), price_per_cm: centimetres, base_price: fc.nat(100_000) }, { requiredKeys: [] }), { maxLength: 5 }),
    },
    { requiredKeys: ['name'] },
  ),
};

const familyAndBodies = fc.constantFrom(...(Object.keys(BODIES) as FamilySegment[])).chain((family) =>
  fc.tuple(fc.constant(family), BODIES[family]!, BODIES[family]!, fc.uniqueArray(fc.constantFrom(...bodyKeys(family)), { minLength: 1 })),
);

function bodyKeys(family: string): string[] {
  return Object.keys(OptionRowDocument.create(family as FamilySegment, { name: 'x' }).attributes);
}

const pick = (attributes: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, attributes[key] ?? null]));
const writableOf = (family: FamilySegment, attributes: Record<string, unknown>) => splitReadOnly(family, attributes).writable;

describe('option row documents, over generated bodies', () => {
  it('leave a stored document unchanged when patched with its own values', () => {
    fc.assert(
      fc.property(familyAndBodies, ([family, body]) => {
        const created = OptionRowDocument.create(family, body);
        const stored = OptionRowDocument.stored(family, created.attributes);
        expect(stored.applyPatch(writableOf(family, created.attributes)).changesNothing()).toBe(true);
      }),
    );
  });

  it('restore a row when a patch is followed by its inverse', () => {
    fc.assert(
      fc.property(familyAndBodies, ([family, first, second, keys]) => {
        const original = OptionRowDocument.stored(family, OptionRowDocument.create(family, first).attributes);
        const patch = pick(OptionRowDocument.create(family, second).attributes, keys);
        const inverse = pick(original.attributes, keys);
        const restored = original.applyPatch(patch).applyPatch(inverse);
        expect(sameJsonValue(restored.attributes, original.attributes)).toBe(true);
      }),
    );
  });

  it('patch to what a create of the merged body gives', () => {
    fc.assert(
      fc.property(familyAndBodies, ([family, first, second, keys]) => {
        const created = OptionRowDocument.create(family, first);
        const patch = pick(OptionRowDocument.create(family, second).attributes, keys);
        const patched = OptionRowDocument.stored(family, created.attributes).applyPatch(patch);
        const merged = applyMergePatch(writableOf(family, created.attributes), patch, { nullMeans: 'clear' });
        expect(patched.attributes).toEqual(OptionRowDocument.create(family, merged).attributes);
      }),
    );
  });
});
