import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from './zod';
import { stringify } from 'yaml';
import { problemCatalogue, type ProblemCode } from '../../shared-kernel/problems/problem-catalogue';
import type { AnyRoute } from '../http/route';
import { pipelineProblems } from '../http/pipeline-problems';


/** Problems every authenticated Store API operation can answer, whatever it does. */
const COMMON_AUTHENTICATED: ProblemCode[] = ['missing_api_key', 'invalid_api_key', 'expired_api_key', 'insufficient_scope', 'rate_limited', 'internal_error'];

const problemSchema = z
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
          code: z.string(),
          detail: z.string(),
          allowed_values: z.array(z.unknown()).optional(),
        }),
      )
      .optional(),
  })
  .catchall(z.unknown())
  .openapi('Problem', { description: 'RFC 9457 problem document.' });

const linksSchema = z.object({ self: z.string().url(), documentation: z.string().url() });
const metaSchema = z.object({ api_version: z.literal('v3'), request_id: z.string() });

function envelope(route: AnyRoute): z.ZodType {
  if (route.response.kind === 'collection') {
    return z.object({
      data: z.array(route.response.schema),
      pagination: z.object({ has_more: z.boolean(), next_cursor: z.string().nullable() }),
      links: linksSchema.extend({ next: z.string().url().nullable() }),
      meta: metaSchema,
    });
  }
  return z.object({ data: route.response.schema, links: linksSchema, meta: metaSchema });
}

/** A Problem whose `code` is one of those this status can carry here: clients branch on status and code. */
function problemWithCodes(codes: ProblemCode[]): z.ZodType {
  return z.intersection(problemSchema, z.object({ code: z.enum(codes as [ProblemCode, ...ProblemCode[]]) }));
}

function problemResponses(route: AnyRoute) {
  const codes = new Set<ProblemCode>([...(route.auth === 'api_key' ? COMMON_AUTHENTICATED : []), ...route.problems, ...pipelineProblems(route)]);
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of codes) {
    const status = problemCatalogue[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: `Problem: ${list.map((code) => `\`${code}\``).join(', ')}`,
        content: { 'application/problem+json': { schema: problemWithCodes(list) } },
      },
    ]),
  );
}

export interface OpenApiOrigins {
  baseUrl: string;
}

/** The published contract: generated from the same route declarations that serve requests. */
export function buildOpenApiDocument(routes: readonly AnyRoute[], origins: OpenApiOrigins): Record<string, unknown> {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'Store API key (`svc_live_…` or `svc_test_…`) sent as `Authorization: Bearer <API_KEY>`.',
  });
  registry.register('Problem', problemSchema);
  for (const route of routes) {
    registry.registerPath({
      method: route.method,
      path: route.path,
      operationId: route.operationId,
      summary: route.summary,
      description: describe(route),
      tags: [route.tag],
      deprecated: route.deprecated ?? false,
      security: route.auth === 'api_key' ? [{ apiKey: [...route.scopes] }] : [],
      request: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(route.body
          ? { body: { required: true, content: { [route.bodyIsMergePatch ? 'application/merge-patch+json' : 'application/json']: { schema: route.bodyDocumentation ?? route.body } } } }
          : {}),
        ...(route.idempotency !== 'none'
          ? { headers: z.object({ 'Idempotency-Key': route.idempotency === 'required' ? z.string().min(1).max(255) : z.string().min(1).max(255).optional() }) }
          : {}),
      },
      responses: {
        [String(route.response.status)]: {
          description: route.response.description,
          content: { 'application/json': { schema: envelope(route) } },
        },
        ...problemResponses(route),
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Signwright Store API',
      version: 'v3',
      description: 'Store API v3 of the custom sign configurator service.',
    },
    servers: [{ url: origins.baseUrl }],
  }) as unknown as Record<string, unknown>;
}

function describe(route: AnyRoute): string {
  const parts = [route.description ?? route.summary];
  if (route.auth === 'api_key') parts.push(`Scopes: ${route.scopes.length ? route.scopes.map((s) => `\`${s}\``).join(', ') : 'none beyond a valid key'}.`);
  if (route.idempotency === 'required') parts.push('`Idempotency-Key` required.');
  if (route.idempotency === 'optional') parts.push('`Idempotency-Key` optional.');
  return parts.join(' ');
}

export function toYaml(document: Record<string, unknown>): string {
  return stringify(document);
}
