import { z } from '../../../../infra/openapi/zod';

/*
 * The previous generation's wire is derived from the schemas v3's operations declare, found at run time
 * through the operation directory. A v3 declaration that no longer has what a derivation names is a
 * declaration error, found when the routes are built (at start), never a silent change of v2's contract.
 */

export function objectOf(schema: z.ZodType | undefined, what: string): z.ZodObject {
  if (!(schema instanceof z.ZodObject)) throw new Error(`${what}: an object schema was expected`);
  return schema;
}

/** A member of a v3 object schema, by its v3 name. */
export function memberOf(object: z.ZodObject, name: string): z.ZodType {
  const member = object.shape[name];
  if (!member) throw new Error(`The v3 schema has no member ${name}`);
  return member;
}

/** The schema of each item of an array member. */
export function elementOf(schema: z.ZodType): z.ZodType {
  if (!(schema instanceof z.ZodArray)) throw new Error('An array schema was expected');
  return schema.element as z.ZodType;
}

/** The values of an enum member. */
export function valuesOf(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodEnum)) throw new Error('An enum schema was expected');
  return schema.options.map(String);
}
