import { zodToOpenAPIRegistry, type ZodOpenAPIMetadata } from '@asteasolutions/zod-to-openapi';
import type { z } from './zod';

/**
 * How a schema a model built plain is published: a description (the string alone), or the component it
 * is published as, its OpenAPI metadata and the documentation of its parts. A model keeps the shape
 * (types, ranges, defaults, refinements); the HTTP adapter that publishes it says what it means.
 */
export type Documentation = string | DocumentationNode;

export type DocumentationNode = Partial<ZodOpenAPIMetadata> & {
  /** The component the schema is published as: `#/components/schemas/<component>`. */
  component?: string;
  /** The documentation of an object's members, by name (through optional, nullable and default wrappers). */
  shape?: Readonly<Record<string, Documentation>>;
  /** The documentation of an array's element (through the same wrappers). */
  element?: Documentation;
  /** The documentation of what optional, nullable and default wrap, the wrappers left undocumented (a component made nullable). */
  unwrapped?: Documentation;
};

type AnySchema = z.ZodType;
type Def = Record<string, unknown> & { type: string };

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

// The same documentation of the same schema gives the same schema object: a component (PricingSize) that
// several documents contain stays one object, as it was when the model itself carried the metadata.
const made = new WeakMap<AnySchema, Map<Documentation, AnySchema>>();

/**
 * `schema` as published: a copy that validates exactly as it does (every check, default, refinement and
 * catch-all kept), with `documentation`'s metadata on it and on the parts it names. The model's schema is
 * left as it was, plain.
 */
export function documented<T extends AnySchema>(schema: T, documentation: Documentation): T {
  let byDocumentation = made.get(schema);
  if (!byDocumentation) {
    byDocumentation = new Map();
    made.set(schema, byDocumentation);
  }
  const known = byDocumentation.get(documentation);
  if (known) return known as T;
  const result = document(schema, documentation);
  byDocumentation.set(documentation, result);
  return result as T;
}

/** Each member of `members` documented as `documentation` says; members it does not name stay as they are. */
export function documentedMembers<M extends Readonly<Record<string, AnySchema>>>(members: M, documentation: Readonly<Record<string, Documentation>>): M {
  const missing = Object.keys(documentation).filter((name) => !(name in members));
  if (missing.length > 0) throw new Error(`documented: no member ${missing.join(', ')} to document`);
  return Object.fromEntries(
    Object.entries(members).map(([name, schema]) => {
      const said = documentation[name];
      return [name, said === undefined ? schema : documented(schema, said)];
    }),
  ) as M;
}

function document(schema: AnySchema, documentation: Documentation): AnySchema {
  if (typeof documentation === 'string') return schema.openapi({ description: documentation });
  const { component, shape, element, unwrapped, ...metadata } = documentation;
  if (unwrapped !== undefined && (shape || element)) throw new Error('documented: document the wrapped schema’s parts in `unwrapped`');
  const withParts = unwrapped !== undefined ? withDocumentedInside(schema, unwrapped) : shape || element ? withDocumentedParts(schema, shape, element) : schema;
  if (component) return withParts.openapi(component, metadata);
  return Object.keys(metadata).length > 0 ? withParts.openapi(metadata) : withParts;
}

/** A copy of `schema` whose object members or array element are documented, reached through wrappers. */
function withDocumentedParts(schema: AnySchema, shape: DocumentationNode['shape'], element: DocumentationNode['element']): AnySchema {
  const def = schema._zod.def as unknown as Def;
  if (WRAPPERS.has(def.type)) return copy(schema, { innerType: withDocumentedParts(def.innerType as AnySchema, shape, element) });
  if (def.type === 'object' && shape && !element) return copy(schema, { shape: documentedMembers(def.shape as Record<string, AnySchema>, shape) });
  if (def.type === 'array' && element && !shape) return copy(schema, { element: documented(def.element as AnySchema, element) });
  throw new Error(`documented: a ${def.type} schema has no ${shape ? 'members' : 'element'} to document`);
}

/** A copy of the wrappers around `schema`'s wrapped schema, that schema documented. */
function withDocumentedInside(schema: AnySchema, documentation: Documentation): AnySchema {
  const def = schema._zod.def as unknown as Def;
  if (WRAPPERS.has(def.type)) return copy(schema, { innerType: withDocumentedInside(def.innerType as AnySchema, documentation) });
  return documented(schema, documentation);
}

/**
 * The same kind of schema with `parts` replaced in its definition. The definition is copied with its
 * getters (a default's value is a getter that gives each parse a fresh copy of it), not spread. A schema
 * on the way to the parts documented must be plain: metadata it carried would not follow the copy.
 */
function copy(schema: AnySchema, parts: Record<string, unknown>): AnySchema {
  if (Object.keys(zodToOpenAPIRegistry.get(schema) ?? {}).length > 0 || schema.meta() !== undefined) {
    throw new Error(`documented: a ${schema._zod.def.type} schema around the parts to document already carries metadata: document it in one place`);
  }
  const def = Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(schema._zod.def), ...Object.getOwnPropertyDescriptors(parts) });
  return schema.clone(def as typeof schema._zod.def);
}
