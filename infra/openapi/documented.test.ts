import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from './zod';
import { documented, documentedMembers } from './documented';

/** The components and the one schema the contract would show for `schema`. */
function published(schema: z.ZodType) {
  const registry = new OpenAPIRegistry();
  registry.register('Published', schema);
  return new OpenApiGeneratorV31(registry.definitions).generateComponents();
}

// A model's plain shape, with wrappers, defaults, a refinement, a nested component and a nullable one.
const address = z.strictObject({ city: z.string().max(100).nullish() });
const line = z.strictObject({ size_id: z.number().int().positive().nullable().default(null), amounts: z.record(z.string(), z.number()).default({}) });
const shape = z.strictObject({
  name: z.string().trim().min(1).max(200),
  rows: z.array(line).max(500).default([]),
  note: z
    .string()
    .max(20)
    .superRefine((value, context) => {
      if (value === 'no') context.addIssue({ code: 'custom', message: 'not no' });
    })
    .nullable(),
  address: address.nullish(),
});

const LINE = { component: 'Line', shape: { size_id: 'The size.', amounts: { description: 'By line.', example: { line_1: 5 } } } };
const DOCUMENTATION = { component: 'Thing', description: 'A thing.', shape: { name: 'Its name.', rows: { description: 'Its rows.', element: LINE }, note: { description: 'A note.', format: 'text' }, address: { unwrapped: { component: 'Address', shape: { city: 'The city.' } } } } };

// The same schema as the model used to write it, documentation inline.
const inlineLine = z
  .strictObject({
    size_id: z.number().int().positive().nullable().default(null).openapi({ description: 'The size.' }),
    amounts: z.record(z.string(), z.number()).default({}).openapi({ description: 'By line.', example: { line_1: 5 } }),
  })
  .openapi('Line');
const inline = z
  .strictObject({
    name: z.string().trim().min(1).max(200).openapi({ description: 'Its name.' }),
    rows: z.array(inlineLine).max(500).default([]).openapi({ description: 'Its rows.' }),
    note: z
      .string()
      .max(20)
      .superRefine((value, context) => {
        if (value === 'no') context.addIssue({ code: 'custom', message: 'not no' });
      })
      .nullable()
      .openapi({ description: 'A note.', format: 'text' }),
    address: z
      .strictObject({ city: z.string().max(100).nullish().openapi({ description: 'The city.' }) })
      .openapi('Address')
      .nullish(),
  })
  .openapi('Thing', { description: 'A thing.' });

describe('documented: a plain model schema as the contract publishes it', () => {
  it('publishes what the same schema documented inline published', () => {
    expect(published(documented(shape, DOCUMENTATION))).toEqual(published(inline));
  });

  it('leaves the model’s schema plain', () => {
    documented(shape, DOCUMENTATION);
    const undocumented = z.strictObject({ name: z.string().trim().min(1).max(200), rows: z.array(line).max(500).default([]), note: z.string().max(20).nullable(), address: address.nullish() });
    expect(published(shape)).toEqual(published(undocumented));
  });

  it('accepts and refuses exactly what the model’s schema does, each default a fresh value', () => {
    const wire = documented(shape, DOCUMENTATION);
    for (const body of [{ name: ' A ', note: null }, { name: '', note: null }, { name: 'A', note: 'no' }, { name: 'A', note: null, extra: 1 }, { name: 'A', note: null, rows: [{}] }]) {
      expect(wire.safeParse(body)).toEqual(shape.safeParse(body));
    }
    const first = wire.parse({ name: 'A', note: null });
    first.rows.push({ size_id: 1, amounts: {} });
    expect(wire.parse({ name: 'A', note: null }).rows).toEqual([]);
  });

  it('gives the same object for the same schema and documentation, so that a component stays one object', () => {
    expect(documented(line, LINE)).toBe(documented(line, LINE));
    expect(documented(shape, DOCUMENTATION).shape.rows.unwrap().element).toBe(documented(line, LINE));
  });

  it('refuses to document a member the schema does not have', () => {
    expect(() => documented(shape, { shape: { nmae: 'A typo.' } })).toThrow(/no member nmae/);
    expect(() => documentedMembers({ name: z.string() }, { title: 'A typo.' })).toThrow(/no member title/);
    expect(() => documented(z.string(), { element: 'Not an array.' })).toThrow(/string schema has no element/);
  });

  it('refuses to copy a schema that carries metadata of its own on the way to the parts it documents', () => {
    const described = z.object({ name: z.string() }).openapi({ description: 'Said in the model.' });
    expect(() => documented(described, { shape: { name: 'Its name.' } })).toThrow(/already carries metadata/);
    expect(() => documented(z.array(z.string()).describe('Said in the model.'), { element: 'A name.' })).toThrow(/already carries metadata/);
  });
});
