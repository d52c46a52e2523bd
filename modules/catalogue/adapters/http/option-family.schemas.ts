import { z } from '../../../../infra/openapi/zod';
import { parseBody, prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import { HIDDEN_ATTRIBUTES } from '../../domain/family-attributes';
import type { OptionFamily } from '../../domain/option-families';
import type { OptionRow } from '../../domain/option-row';
import type { FamilyFields } from './families/field-kit';
import { FAMILY_FIELDS } from './families/family-fields';

/** Properties every row shows and no client writes. */
const IDENTITY = ['object', 'id', 'customiser_id', 'currency', 'created_at', 'updated_at'];

export interface FamilySchemas {
  create: z.ZodObject;
  patch: z.ZodObject;
  resource: z.ZodObject;
  /** Validates a merged document exactly as a full replacement (create) body is validated. */
  validateFull(merged: unknown): Record<string, unknown>;
}

const pascal = (object: string) => object.replace(/(^|_)([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase());

function refusals(fields: FamilyFields): Record<string, z.ZodType> {
  const names = [...IDENTITY, ...Object.keys(fields.readOnly)];
  return Object.fromEntries(
    names.map((name) => {
      const code = fields.readOnlyRefusal?.[name];
      return [name, code ? refused(code) : prohibited()];
    }),
  );
}

function refused(code: string) {
  return z
    .unknown()
    .superRefine((value, context) => {
      if (value !== undefined) context.addIssue({ code: 'custom', message: 'This property is read-only.', params: { code } });
    })
    .optional();
}

// Building a zod schema costs far more than parsing with it: each family's are built once.
const built = new WeakMap<OptionFamily, FamilySchemas>();

/** Create, patch and resource schemas of a family, all derived from its one field definition. */
export function familySchemas(family: OptionFamily, fields: FamilyFields): FamilySchemas {
  const known = built.get(family);
  if (known) return known;
  const schemas = buildFamilySchemas(family, fields);
  built.set(family, schemas);
  return schemas;
}

function buildFamilySchemas(family: OptionFamily, fields: FamilyFields): FamilySchemas {
  const withDefaults = Object.fromEntries(
    Object.entries(fields.writable).map(([name, type]) => [name, name in fields.defaults ? type.default(fields.defaults[name] as never) : type]),
  );
  const name = pascal(family.object);
  const full = z.strictObject(withDefaults);
  const create = z.strictObject({ ...withDefaults, ...refusals(fields) }).openapi(`${name}Create`);
  const patch = z
    .strictObject({ ...Object.fromEntries(Object.entries(fields.writable).map(([field, type]) => [field, type.optional()])), ...refusals(fields) })
    .openapi(`${name}Patch`);
  const resource = z
    .object({
      object: z.literal(family.object),
      id: z.number().int(),
      customiser_id: z.number().int(),
      ...fields.writable,
      ...fields.readOnly,
      ...(family.priced ? { currency: z.string().nullable() } : {}),
      created_at: z.string().datetime(),
      updated_at: z.string().datetime(),
    })
    .openapi(name);
  return { create, patch, resource, validateFull: (merged) => parseBody(full, merged) as Record<string, unknown> };
}

export function optionRowResource(family: OptionFamily, row: OptionRow, currency: string | null): Record<string, unknown> {
  const hidden = new Set(HIDDEN_ATTRIBUTES[family.segment] ?? []);
  const fields = FAMILY_FIELDS[family.segment];
  // jsonb keeps keys in its own order; clients read fields in the order the family declares them.
  const declared = [...Object.keys(fields.writable), ...Object.keys(fields.readOnly)];
  const rest = Object.keys(row.attributes).filter((name) => !declared.includes(name) && !hidden.has(name));
  const attributes = Object.fromEntries([...declared, ...rest].filter((name) => name in row.attributes).map((name) => [name, row.attributes[name]]));
  return {
    object: family.object,
    id: row.id,
    customiser_id: row.customiserId,
    ...attributes,
    ...(family.priced ? { currency } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function deletionReceipt(family: OptionFamily, row: OptionRow, currency: string | null) {
  return {
    object: `${family.object}_deletion_receipt`,
    id: row.id,
    customiser_id: row.customiserId,
    deleted: true,
    resource: optionRowResource(family, row, currency),
  };
}

/** A create body checked and completed with defaults exactly as the Store API does it. */
export function parseOptionRowCreate(family: OptionFamily, fields: FamilyFields, body: unknown): Record<string, unknown> {
  return parseBody(familySchemas(family, fields).create, body) as Record<string, unknown>;
}
