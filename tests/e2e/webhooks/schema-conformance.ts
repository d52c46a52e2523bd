/**
 * Where a value departs from a catalogue payload schema, for the subset of JSON Schema the catalogue
 * writes (type, const, properties, required, items, additionalProperties). Stricter than JSON Schema on
 * purpose: a property the schema does not list is reported too, so the catalogue cannot fall behind
 * what is actually delivered.
 */
type Schema = {
  type?: string | string[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema;
};

function typeOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

export function schemaMismatches(schema: Schema, value: unknown, path = ''): string[] {
  const at = path || '/';
  if ('const' in schema) return value === schema.const ? [] : [`${at}: expected ${JSON.stringify(schema.const)}`];
  const allowed = schema.type === undefined ? undefined : [schema.type].flat();
  if (allowed && !typeOf(value).some((type) => allowed.includes(type))) return [`${at}: ${typeOf(value)[0]} is not ${allowed.join(' or ')}`];
  if (Array.isArray(value) && schema.items) return value.flatMap((item, index) => schemaMismatches(schema.items!, item, `${path}/${index}`));
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  // An object schema naming no members (external_data) takes any.
  if (!schema.properties && !schema.additionalProperties) return [];
  const missing = (schema.required ?? []).filter((name) => !(name in record)).map((name) => `${path}/${name}: missing`);
  const checked = Object.entries(record).flatMap(([name, member]) => {
    const memberSchema = schema.properties?.[name] ?? schema.additionalProperties;
    return memberSchema ? schemaMismatches(memberSchema, member, `${path}/${name}`) : [`${path}/${name}: not in the schema`];
  });
  return [...missing, ...checked];
}
