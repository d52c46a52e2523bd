export type JsonSchema = boolean | { [keyword: string]: unknown };

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties', 'unevaluatedProperties', 'propertyNames'];

/**
 * A copy of the schema in which every object schema that lists properties and says nothing about
 * others admits no others (`unevaluatedProperties: false`), so that a field the code sends without
 * the document naming it fails validation. The members of an `allOf` stay open (a referenced one is
 * inlined for that) and the `allOf` itself is closed: in JSON Schema 2020-12 it sees the properties
 * all of its members evaluated.
 */
export function closeObjectSchemas(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  return close(schema, components, false);
}

function close(schema: JsonSchema, components: Record<string, JsonSchema>, member: boolean): JsonSchema {
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = { ...schema };
  for (const keyword of SUBSCHEMA_MAPS) {
    const map = copy[keyword] as Record<string, JsonSchema> | undefined;
    if (map) copy[keyword] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, close(sub, components, false)]));
  }
  for (const keyword of SUBSCHEMA_LISTS) {
    const list = copy[keyword] as JsonSchema[] | undefined;
    if (list) copy[keyword] = list.map((sub) => close(sub, components, false));
  }
  for (const keyword of SUBSCHEMAS) {
    if (copy[keyword] !== undefined) copy[keyword] = close(copy[keyword] as JsonSchema, components, false);
  }
  if (Array.isArray(copy.allOf)) {
    copy.allOf = (copy.allOf as JsonSchema[]).map((sub) => close(inlineReference(sub, components), components, true));
  }
  const open = !('additionalProperties' in copy) && !('unevaluatedProperties' in copy);
  if (open && !member && (copy.properties !== undefined || Array.isArray(copy.allOf))) copy.unevaluatedProperties = false;
  return copy;
}

function inlineReference(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (typeof schema !== 'object' || typeof schema.$ref !== 'string') return schema;
  const target = components[schema.$ref];
  if (target === undefined) throw new Error(`unresolvable $ref ${schema.$ref} in an allOf`);
  const { $ref: _ref, ...rest } = schema;
  return Object.keys(rest).length ? { allOf: [target, rest] } : target;
}
