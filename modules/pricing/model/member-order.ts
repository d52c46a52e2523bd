import type { z } from '../../../shared-kernel/validation/zod';

/** Where each member of an object goes, down through the arrays and objects a schema declares. */
export type MemberOrder = { members: [string, MemberOrder | undefined][] } | { items: MemberOrder | undefined } | undefined;

interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
}

/**
 * The member order a zod schema declares, read once from the schema; wrappers (default, nullable,
 * optional) are looked through. Records and unions keep their own order: their members are data.
 */
export function memberOrderOf(schema: z.ZodType): MemberOrder {
  const definition = (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;
  if (definition.type === 'object') return { members: Object.entries(definition.shape!).map(([name, member]) => [name, memberOrderOf(member)]) };
  if (definition.type === 'array') return { items: memberOrderOf(definition.element!) };
  if (definition.innerType) return memberOrderOf(definition.innerType);
  return undefined;
}

/**
 * A trusted document (validated when it was written) with its members put back in declared order:
 * jsonb keeps keys in its own order. Members the schema does not declare are left out, as a parse
 * would have refused them. Much cheaper than parsing again: no checks, no defaults, one pass.
 */
export function inMemberOrder<T>(value: T, order: MemberOrder): T {
  if (order === undefined || value === null || typeof value !== 'object') return value;
  if ('items' in order) return (Array.isArray(value) ? value.map((item: unknown) => inMemberOrder(item, order.items)) : value) as T;
  const source = value as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const [name, member] of order.members) if (name in source) ordered[name] = inMemberOrder(source[name], member);
  return ordered as T;
}
