import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from './zod';
import { problemCatalogue, type ProblemCode } from '../../shared-kernel/problems/problem-catalogue';

export const problemSchema = z
  .object({
    type: z.string().url(),
    title: z.string(),
    status: z.number().int(),
    code: z.string(),
    detail: z.string(),
    request_id: z.string(),
    errors: z
      .array(
        z.object({
          pointer: z.string().optional(),
          parameter: z.string().optional(),
          code: z.string().openapi({ description: 'Why this field or parameter is wrong; each code has its page under {docs_url}/help/problems/fields/.' }),
          detail: z.string(),
          allowed_values: z.array(z.unknown()).optional(),
          minimum: z.number().optional(),
          maximum: z.number().optional(),
        }),
      )
      .max(101)
      .optional()
      .openapi({ description: 'At most 100 items (the first found), in document order; when there are more, a last item with code `more_errors` says how many (`and 1,234 more`).' }),
  })
  .catchall(z.unknown())
  .openapi('Problem', { description: 'RFC 9457 problem document. `type` resolves to the page of its `code` under {docs_url}/help/problems/.' });

const RATE_LIMITED_HEADERS = ['Retry-After', 'RateLimit', 'RateLimit-Policy'];

/** Codes in the catalogue's order, so that one set of codes has one name however a route lists them. */
const CATALOGUE_ORDER = new Map(Object.keys(problemCatalogue).map((code, index) => [code, index]));

const pascalCase = (code: string) => code.replace(/(^|_)(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase());

/**
 * The problem responses of every operation, each set of codes answered with one status written once under
 * `components.responses` and referred to: about 1,700 responses share 50 sets, and generated clients type-check
 * each set once instead of once per operation.
 */
export class ProblemResponses {
  private readonly registered = new Set<string>();

  constructor(private readonly registry: OpenAPIRegistry) {}

  /** The responses, by status, of an operation that can answer these codes. */
  byStatus(codes: Iterable<ProblemCode>): Record<string, { $ref: string }> {
    const byStatus = new Map<number, ProblemCode[]>();
    for (const code of new Set(codes)) {
      const status = problemCatalogue[code].status;
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    return Object.fromEntries([...byStatus].map(([status, list]) => [String(status), this.referenceTo(list)]));
  }

  private referenceTo(codes: ProblemCode[]): { $ref: string } {
    const ordered = [...codes].sort((a, b) => CATALOGUE_ORDER.get(a)! - CATALOGUE_ORDER.get(b)!);
    const name = ordered.map(pascalCase).join('Or');
    if (!this.registered.has(name)) {
      this.registry.registerComponent('responses', name, {
        description: `Problem: ${ordered.map((code) => `\`${code}\``).join(', ')}`,
        content: problemContent(ordered),
        // A 429 says when to retry and which quota ran out, in the fields every answer of a quota carries.
        ...(ordered.includes('rate_limited') ? { headers: Object.fromEntries(RATE_LIMITED_HEADERS.map((name) => [name, { $ref: `#/components/headers/${name}` }])) } : {}),
      });
      this.registered.add(name);
    }
    return { $ref: `#/components/responses/${name}` };
  }
}

/**
 * A problem response names the codes it can carry twice: in its description for people, and as an
 * `enum` of `code` for generated clients.
 */
function problemContent(codes: ProblemCode[]) {
  return {
    'application/problem+json': {
      schema: { allOf: [{ $ref: '#/components/schemas/Problem' }, { type: 'object' as const, properties: { code: { type: 'string' as const, enum: codes } } }] },
    },
  };
}
