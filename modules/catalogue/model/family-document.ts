import { z } from '../../../shared-kernel/validation/zod';
import type { FamilySegment } from '../domain/option-families';
import type { FamilyFields } from './field-kit';
import { FAMILY_FIELDS } from './families/family-fields';

/** A family's writable fields, each completed with its default where it has one: what a create leaves. */
export function writableWithDefaults(fields: FamilyFields): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(fields.writable).map(([name, type]) => [name, name in fields.defaults ? type.default(fields.defaults[name] as never) : type]),
  );
}

// Building a zod schema costs far more than parsing with it: each family's document is built once.
const built = new Map<FamilySegment, z.ZodObject>();

/** The whole writable document of a family's row, as a create must give it and a patch must leave it. */
export function familyDocument(family: FamilySegment): z.ZodObject {
  let schema = built.get(family);
  if (!schema) {
    schema = z.strictObject(writableWithDefaults(FAMILY_FIELDS[family]));
    built.set(family, schema);
  }
  return schema;
}
