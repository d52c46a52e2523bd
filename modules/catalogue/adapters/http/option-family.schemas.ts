import { z } from '../../../../infra/openapi/zod';
import type { FieldErrorCode } from '../../../../shared-kernel/problems/field-error-catalogue';
import { fieldCode, prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import { OPTION_FAMILIES, type OptionFamily } from '../../domain/option-families';
import type { OptionRow } from '../../domain/option-row';
import type { FamilyFields } from '../../model/field-kit';
import { FAMILY_FIELDS } from '../../model/families/family-fields';
import { writableWithDefaults } from '../../model/family-document';
import { publishedAttributes } from '../../model/published-attributes';
import { documentedFamilyFields } from './families/field-documentation';
import { FAMILY_DOCUMENTATION } from './families/family-documentation';

/** Properties every row shows and no client writes. */
const IDENTITY = ['object', 'id', 'customiser_id', 'currency', 'created_at', 'updated_at'];

/**
 * The wire schemas of a family, derived from its fields in the model, documented with what they mean
 * (`families/<family>.documentation.ts`); the model checks the document itself.
 */
export interface FamilySchemas {
  create: z.ZodObject;
  patch: z.ZodObject;
  resource: z.ZodObject;
}

const pascal = (object: string) => object.replace(/(^|_)([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase());

/** Identity and read-only properties are refused on writes, with the code the spec names where it names one. */
function refusals(fields: FamilyFields): Record<string, z.ZodType> {
  const names = [...IDENTITY, ...Object.keys(fields.readOnly)];
  return Object.fromEntries(
    names.map((name) => {
      const code = fields.readOnlyRefusal?.[name];
      return [name, code ? refused(code) : prohibited()];
    }),
  );
}

function refused(code: FieldErrorCode) {
  return z
    .unknown()
    .superRefine((value, context) => {
      if (value !== undefined) context.addIssue({ code: 'custom', message: 'This property is read-only.', params: fieldCode(code) });
    })
    .optional()
    .openapi({ description: `Read-only: a body that sends it is refused (422, code \`${code}\`).` });
}

// Building a zod schema costs far more than parsing with it: each family's are built once.
const built = new WeakMap<OptionFamily, FamilySchemas>();

/** Create, patch and resource schemas of a family, all derived from its one field definition. */
export function familySchemas(family: OptionFamily): FamilySchemas {
  const known = built.get(family);
  if (known) return known;
  const schemas = buildFamilySchemas(family, documentedFamilyFields(FAMILY_FIELDS[family.segment], FAMILY_DOCUMENTATION[family.segment]));
  built.set(family, schemas);
  return schemas;
}

function buildFamilySchemas(family: OptionFamily, fields: FamilyFields): FamilySchemas {
  const name = pascal(family.object);
  const create = z.strictObject({ ...writableWithDefaults(fields), ...refusals(fields) }).openapi(`${name}Create`);
  const patch = z
    .strictObject({ ...Object.fromEntries(Object.entries(fields.writable).map(([field, type]) => [field, type.optional()])), ...refusals(fields) })
    .openapi(`${name}Patch`);
  const resource = z
    .object({
      object: z.literal(family.object),
      id: z.number().int().openapi({ description: `The ${family.noun}’s id, unique within the store; the \`${family.object}_id\` of its paths.` }),
      customiser_id: z.number().int(),
      ...fields.writable,
      ...fields.readOnly,
      // Always present on a priced row, so a client reads prices the same way everywhere: null, never absent, without a currency.
      ...(family.priced
        ? { currency: z.string().nullable().openapi({ description: 'The ISO 4217 currency of the row’s prices (the store’s). `null` when the store has none: the prices are then amounts in minor units of no currency yet, and the storefront cannot price designs.' }) }
        : {}),
      created_at: z.string().datetime(),
      updated_at: z.string().datetime(),
    })
    .openapi(name);
  return { create, patch, resource };
}

/** What a delete answers: the row's identity, and the record as it was (`resource`, described by the glossary), for an undo or an audit. */
export function deletionReceiptSchema(family: OptionFamily, resource: z.ZodType) {
  return z.object({
    object: z.string().openapi({ description: `What kind of object this is: always \`${family.object}_deletion_receipt\`.` }),
    id: z.number().openapi({ description: `The removed ${family.noun}’s id.` }),
    customiser_id: z.number().openapi({ description: 'The id of the customiser it belonged to.' }),
    deleted: z.literal(true).openapi({ description: 'Always true: the row is gone for good, and later reads answer 404.' }),
    resource,
  });
}

export function deletionReceipt(family: OptionFamily, row: OptionRow, currency: string | null) {
  return {
    object: `${family.object}_deletion_receipt`,
    id: row.id,
    customiser_id: row.customiserId,
    deleted: true,
    resource: optionRowRecord(row, currency),
  };
}

/** An option row as the catalogue's operations answer it: identity, its published attributes, and the store's currency on a priced family. */
export function optionRowRecord(row: OptionRow, currency: string | null): Record<string, unknown> {
  const family = OPTION_FAMILIES[row.family];
  return {
    object: family.object,
    id: row.id,
    customiser_id: row.customiserId,
    ...publishedAttributes(row),
    ...(family.priced ? { currency } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
