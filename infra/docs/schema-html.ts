import { escapeHtml } from './help-page';
import { renderInlineMarkdown } from './markdown';

/** A JSON Schema (2020-12, as OpenAPI 3.1 writes it), read loosely: the document is ours and valid. */
export type Schema = { [keyword: string]: unknown };

const MAX_DEPTH = 8;
const COMPOSITIONS: [keyword: string, label: string][] = [['allOf', 'all of'], ['oneOf', 'one of'], ['anyOf', 'any of']];

export const schemaAnchor = (name: string) => `schema/${name}`;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const code = (value: unknown) => `<code>${escapeHtml(JSON.stringify(value))}</code>`;

function refLink(ref: string): string {
  const name = ref.replace('#/components/schemas/', '');
  return `<a href="#${escapeHtml(schemaAnchor(name))}">${escapeHtml(name)}</a>`;
}

/** The short type of a schema: `string (date-time)`, `integer or null`, `array of Upload`, `object`. */
export function typeLabel(schema: Schema): string {
  if (typeof schema.$ref === 'string') return refLink(schema.$ref);
  if ('const' in schema) return `constant ${code(schema.const)}`;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const labels = types.map((type) => {
    if (type === 'array' && isSchema(schema.items)) return `array of ${typeLabel(schema.items)}`;
    return escapeHtml(typeof schema.format === 'string' ? `${type} (${schema.format})` : type);
  });
  if (labels.length === 0) {
    const composition = COMPOSITIONS.find(([keyword]) => Array.isArray(schema[keyword]));
    return composition ? composition[1] : 'any';
  }
  return `${labels.join(' or ')}${schema.nullable === true ? ' or null' : ''}`;
}

function constraints(schema: Schema): string[] {
  const notes: string[] = [];
  if (Array.isArray(schema.enum)) notes.push(`one of ${schema.enum.map(code).join(', ')}`);
  for (const [keyword, label] of [['minimum', 'at least'], ['maximum', 'at most'], ['exclusiveMinimum', 'above'], ['exclusiveMaximum', 'below'], ['minLength', 'length at least'], ['maxLength', 'length at most'], ['minItems', 'items at least'], ['maxItems', 'items at most']] as const) {
    if (schema[keyword] !== undefined) notes.push(`${label} ${escapeHtml(String(schema[keyword]))}`);
  }
  if (typeof schema.pattern === 'string') notes.push(`pattern ${code(schema.pattern)}`);
  if (schema.default !== undefined) notes.push(`default ${code(schema.default)}`);
  if (typeof schema.contentMediaType === 'string') notes.push(`bytes of ${escapeHtml(schema.contentMediaType)}`);
  return notes;
}

function propertiesTable(schema: Schema, depth: number): string {
  const properties = isSchema(schema.properties) ? (schema.properties as Record<string, Schema>) : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const rows = Object.entries(properties).map(
    ([name, property]) =>
      `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="required">required</span>' : ''}</td><td>${schemaHtml(property, depth + 1)}</td></tr>`,
  );
  return rows.length ? `<table><tr><th>field</th><th>schema</th></tr>${rows.join('')}</table>` : '';
}

/**
 * A schema as nested HTML: its type, constraints and description, then what it is made of (fields of
 * an object, items of an array, the parts of a composition). Named schemas are links, never inlined,
 * so recursion ends; so does a depth limit.
 */
export function schemaHtml(schema: unknown, depth = 0): string {
  if (!isSchema(schema)) return '<span class="type">any</span>';
  if (typeof schema.$ref === 'string') return refLink(schema.$ref);
  const parts = [`<span class="type">${typeLabel(schema)}</span>`];
  const notes = constraints(schema);
  if (notes.length) parts.push(` <span class="muted">${notes.join('; ')}</span>`);
  if (typeof schema.description === 'string') parts.push(`<div>${renderInlineMarkdown(schema.description)}</div>`);
  if (depth >= MAX_DEPTH) return parts.join('');
  for (const [keyword, label] of COMPOSITIONS) {
    if (Array.isArray(schema[keyword])) parts.push(`<div>${label}:</div><ul>${(schema[keyword] as unknown[]).map((part) => `<li>${schemaHtml(part, depth + 1)}</li>`).join('')}</ul>`);
  }
  parts.push(propertiesTable(schema, depth));
  if (isSchema(schema.items) && (isSchema(schema.items.properties) || COMPOSITIONS.some(([keyword]) => keyword in (schema.items as Schema)))) {
    parts.push(`<div>items:</div>${schemaHtml(schema.items, depth + 1)}`);
  }
  if (isSchema(schema.additionalProperties)) parts.push(`<div>values of any name: ${schemaHtml(schema.additionalProperties, depth + 1)}</div>`);
  return parts.join('');
}
