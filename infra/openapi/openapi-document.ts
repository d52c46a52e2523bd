import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from './zod';
import { stringify } from 'yaml';
import type { ProblemCode } from '../../shared-kernel/problems/problem-catalogue';
import { ProblemResponses, problemSchema } from './problem-responses';
import { carriesLivemode, type AnyRoute } from '../http/route';
import type { RawOperation, RawResponse } from '../http/raw-operation';
import { pipelineProblems } from '../http/pipeline-problems';
import { answersTaggedResource, guardedResourceOf } from '../http/entity-tags';
import { withOperationExamples } from './operation-examples';
import { describeSharedFields } from './field-glossary';


/**
 * Problems every authenticated Store API operation can answer, whatever it does. The shared limits a
 * request spends live in Redis when it is configured: while Redis cannot be reached they answer 503.
 */
const COMMON_AUTHENTICATED: ProblemCode[] = ['missing_api_key', 'invalid_api_key', 'expired_api_key', 'insufficient_scope', 'rate_limited', 'internal_error', 'service_unavailable'];
/** Problems every previous-generation operation can answer: scopes are never checked, the key's kind is. */
const COMMON_LEGACY: ProblemCode[] = ['missing_api_key', 'invalid_api_key', 'expired_api_key', 'legacy_key_required', 'rate_limited', 'internal_error', 'service_unavailable'];
/** Problems every storefront operation can answer: the publishable key, the page's origin, the per-address limit. */
const COMMON_STOREFRONT: ProblemCode[] = ['missing_storefront_key', 'invalid_storefront_key', 'origin_not_allowed', 'rate_limited', 'internal_error', 'service_unavailable'];

// Named, so that the contract and the client types state the envelope's parts once, not once per operation.
const selfLink = z.string().url().openapi({ description: 'The URL of this request (with its query).' });
const documentationLink = z.string().url().openapi({ description: 'The reference page of this operation.' });
const linksSchema = z.object({ self: selfLink, documentation: documentationLink }).openapi('Links', { description: 'Links about this answer.' });
const pageLinksSchema = z
  .object({
    self: selfLink,
    documentation: documentationLink,
    next: z.string().url().nullable().openapi({ description: 'The URL of the next page (this request with `cursor` set), or null on the last page.' }),
  })
  .openapi('PageLinks', { description: 'Links about this page of a collection.' });
const paginationSchema = z
  .object({
    has_more: z.boolean().openapi({ description: 'True when another page follows; fetch `links.next`, or send `next_cursor` as `cursor` with the same filters.' }),
    next_cursor: z.string().nullable().openapi({
      description: 'The opaque cursor of the next page, or null on the last page. Send it back unchanged; it is valid only with the collection, store and filters it came with.',
    }),
  })
  .openapi('Pagination', { description: 'Where this page is in the collection.' });
const metaSchema = z
  .object({
    api_version: z.literal('v3').openapi({ description: 'The major version of the API that answered: always `v3`.' }),
    request_id: z.string().openapi({ description: 'This request’s id, also sent as the `X-Request-Id` header: quote it when asking about a request.' }),
  })
  .openapi('Meta', { description: 'Facts about this answer rather than the resource.' });

/** What a successful answer's body is: JSON in the envelope (or plain), or a file's bytes. */
function successContent(route: AnyRoute) {
  const response = route.response;
  if (response.kind === 'file') {
    return Object.fromEntries(response.mediaTypes.map((type) => [type, { schema: { type: 'string' as const, contentMediaType: type } }]));
  }
  return { 'application/json': { schema: envelope(route, response.kind, response.schema) } };
}

/** The member test mode adds to every resource the Store API answers a key (the pipeline adds it by the same rule). */
const livemodeSchema = z
  .object({ livemode: z.boolean().openapi({ description: 'True for live data; false for the test data a test key (`svc_test_…`) acts on.' }) })
  .openapi('Livemode', { description: 'Which data a resource is: live, or the store’s test data. Read-only: a create or a full replacement may send it back unchanged; a merge patch refuses it (422 `prohibited`), as it refuses every read-only property.' });

function envelope(route: AnyRoute, kind: 'resource' | 'collection', resourceSchema: z.ZodType): z.ZodType {
  if (route.envelope === 'none') return kind === 'collection' ? z.array(resourceSchema) : resourceSchema;
  const schema = carriesLivemode(route) ? z.intersection(resourceSchema, livemodeSchema) : resourceSchema;
  if (kind === 'collection') {
    return z.object({
      data: z.array(schema),
      pagination: paginationSchema,
      links: pageLinksSchema,
      meta: metaSchema,
    });
  }
  return z.object({ data: schema, links: linksSchema, meta: metaSchema });
}

/** The problems every operation with this kind of credential can answer, whatever it does. */
function commonProblems(auth: AnyRoute['auth']): ProblemCode[] {
  return { api_key: COMMON_AUTHENTICATED, legacy_api_key: COMMON_LEGACY, storefront_key: COMMON_STOREFRONT, public: [], operator: [], person: [] }[auth];
}

/** A declared route with the problems the request pipeline answers because of how it is declared. */
function withPipelineProblems(route: AnyRoute, guarded: boolean): AnyRoute {
  return { ...route, problems: [...new Set([...route.problems, ...pipelineProblems(route, guarded)])] };
}

/** The request headers an operation reads: its Idempotency-Key, and the preconditions on one resource's ETag. */
function requestHeaders(route: AnyRoute, guarded: boolean) {
  const key = z.string().min(1).max(255);
  const shape = {
    ...(route.idempotency !== 'none' ? { 'Idempotency-Key': route.idempotency === 'required' ? key : key.optional() } : {}),
    ...(guarded ? { 'If-Match': z.string().optional().meta({ description: 'Change the resource only if its ETag is still one of these (or `*`: only if it exists); otherwise 412 precondition_failed with current_etag, and nothing changes.' }) } : {}),
    ...(route.method === 'get' && answersTaggedResource(route) ? { 'If-None-Match': z.string().optional().meta({ description: 'Answer 304 Not Modified, with no body, if the resource’s ETag is one of these.' }) } : {}),
  };
  return Object.keys(shape).length > 0 ? { headers: z.object(shape) } : {};
}

/** A GET of one resource answers 304 to a client whose copy is current. */
function notModifiedResponse(route: AnyRoute): Record<string, { description: string; headers: Record<string, { $ref: string }> }> {
  if (route.method !== 'get' || !answersTaggedResource(route)) return {};
  return { 304: { description: 'If-None-Match names the resource’s current ETag: the copy the client holds is current. No body.', headers: { ETag: { $ref: '#/components/headers/ETag' } } } };
}

export interface OpenApiOrigins {
  baseUrl: string;
  /** The documentation origin: the problem pages, the guides, and where the contract itself is served. */
  docsUrl?: string;
  /** The connector's authorization server; with `connectorScopes` it adds the `oauth2` security scheme. */
  authUrl?: string;
  /** Every scope a connector token can carry, with what it grants. */
  connectorScopes?: Readonly<Record<string, string>>;
  /** Routes served outside the declared-route pipeline, described by their routers. */
  rawOperations?: readonly RawOperation[];
  webhooks?: readonly WebhookDocumentation[];
}

type JsonSchemaObject = Readonly<Record<string, unknown>>;

/** A webhook topic as the contract shows it, under OpenAPI 3.1's top-level `webhooks`. */
export interface WebhookDocumentation {
  topic: string;
  description: string;
  deprecated: boolean;
  /** JSON Schema (2020-12) of the delivery body. */
  payloadSchema: JsonSchemaObject;
  /** A delivery body of the topic, shown as the request body's example. */
  example?: JsonSchemaObject;
  /** JSON Schema of the body the receiver answers with, when the topic expects one. */
  answerSchema?: JsonSchemaObject;
}

const WEBHOOK_TAG = 'Webhook payloads';

/** The headers of every webhook delivery (CONTRACT section 4), under both of their names. */
const webhookHeaders = z.object({
  'x-webhook-id': z.string().openapi({ description: 'The event id: unique per event, the same on every retry. Deduplicate on it.' }),
  'x-webhook-timestamp': z.string().regex(/^\d+$/).openapi({ description: 'Unix seconds when this attempt was signed. Refuse one more than 300 s from your clock.' }),
  'x-webhook-signature': z.string().openapi({ description: '`v1,<base64 HMAC-SHA256>` of `<id>.<timestamp>.<raw body>`; two, separated by a space, during a secret rotation.' }),
  'webhook-id': z.string().openapi({ description: 'Same as x-webhook-id (Standard Webhooks name).' }),
  'webhook-timestamp': z.string().regex(/^\d+$/).openapi({ description: 'Same as x-webhook-timestamp (Standard Webhooks name).' }),
  'webhook-signature': z.string().openapi({ description: 'Same as x-webhook-signature (Standard Webhooks name).' }),
  'x-webhook-topic': z.string().openapi({ description: 'The topic, e.g. `order:created`, to route on before parsing. Not signed: the body (its one top-level member) says the same.' }),
  'webhook-topic': z.string().openapi({ description: 'Same as x-webhook-topic.' }),
});

/** The connector's OAuth 2.1 authorization server, beside the Store API's bearer keys. */
function registerConnectorScheme(registry: OpenAPIRegistry, origins: OpenApiOrigins): void {
  if (!origins.authUrl || !origins.connectorScopes) return;
  registry.registerComponent('securitySchemes', 'oauth2', {
    type: 'oauth2',
    description:
      'The connector (MCP at {mcp_url}/mcp) takes only access tokens of this OAuth 2.1 authorization server, never Store API keys. ' +
      'Authorization code with PKCE: `code_challenge_method=S256` is mandatory, `plain` is refused. Clients are public and register at ' +
      `${origins.authUrl}/oauth/register; the \`resource\` parameter is the connector origin. Connector scopes use the Store API's names.`,
    flows: {
      authorizationCode: {
        authorizationUrl: `${origins.authUrl}/oauth/authorize`,
        tokenUrl: `${origins.authUrl}/oauth/token`,
        refreshUrl: `${origins.authUrl}/oauth/token`,
        scopes: { ...origins.connectorScopes },
      },
    },
  });
}

function registerWebhook(registry: OpenAPIRegistry, webhook: WebhookDocumentation, docsUrl: string): void {
  registry.registerWebhook({
    method: 'post',
    path: webhook.topic,
    operationId: `${webhook.topic.replace(/[:_-](\w)/g, (_match, letter: string) => letter.toUpperCase())}Webhook`,
    summary: `The ${webhook.topic} delivery`,
    description: `${webhook.description}\n\nVerify the signature before acting: ${docsUrl}/help/webhooks.`,
    tags: [WEBHOOK_TAG],
    deprecated: webhook.deprecated,
    security: [],
    request: {
      headers: webhookHeaders,
      body: { required: true, content: { 'application/json': { schema: { ...webhook.payloadSchema }, ...(webhook.example ? { example: webhook.example } : {}) } } },
    },
    responses: {
      '200': {
        description: webhook.answerSchema ? 'Received; answer this body.' : 'Received; any 2xx answer will do.',
        ...(webhook.answerSchema ? { content: { 'application/json': { schema: { ...webhook.answerSchema } } } } : {}),
      },
      '410': { description: 'Gone: disables the subscription. Never answer 410 to a delivery that failed verification.' },
    },
  });
}

/** The published contract: generated from the same route declarations that serve requests. */
export function buildOpenApiDocument(routes: readonly AnyRoute[], origins: OpenApiOrigins): Record<string, unknown> {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'Store API key (`svc_live_…` or `svc_test_…`) sent as `Authorization: Bearer <API_KEY>`.',
  });
  registry.registerComponent('securitySchemes', 'legacyApiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'A legacy wildcard key, the only kind the deprecated previous-generation operations accept.',
  });
  registry.registerComponent('securitySchemes', 'storefrontKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Storefront-Key',
    description: 'The store’s publishable storefront key (`sfk_…`): safe in a page, read-only, no Store API access. Browsers may call from the store’s allowed origins (CORS).',
  });
  registry.register('Problem', problemSchema);
  const problemResponses = new ProblemResponses(registry);
  registerSharedHeaders(registry);
  const ordered = readingOrder(routes);
  const guarded = new Set(routes.filter((route) => guardedResourceOf(route, routes)).map((route) => route.operationId));
  for (const route of ordered.map((declared) => withPipelineProblems(declared, guarded.has(declared.operationId)))) {
    registry.registerPath({
      method: route.method,
      path: route.path,
      operationId: route.operationId,
      summary: route.summary,
      description: describe(route),
      tags: [route.tag],
      deprecated: route.deprecation !== undefined,
      security: { api_key: [{ apiKey: [...route.scopes] }], legacy_api_key: [{ legacyApiKey: [] }], storefront_key: [{ storefrontKey: [] }], public: [], operator: [], person: [] }[route.auth],
      request: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(route.body
          ? { body: { required: true, content: { [route.bodyIsMergePatch ? 'application/merge-patch+json' : 'application/json']: { schema: route.bodyDocumentation ?? route.body } } } }
          : {}),
        ...requestHeaders(route, guarded.has(route.operationId)),
      },
      responses: {
        [String(route.response.status)]: {
          description: route.response.description,
          content: successContent(route),
          ...(successHeaders(route) ? { headers: successHeaders(route) } : {}),
        },
        ...notModifiedResponse(route),
        ...problemResponses.byStatus([...commonProblems(route.auth), ...route.problems]),
      },
    });
  }
  const docsUrl = origins.docsUrl ?? origins.baseUrl;
  const rawOperations = origins.rawOperations ?? [];
  const webhooks = origins.webhooks ?? [];
  registerConnectorScheme(registry, origins);
  for (const operation of rawOperations) registerRawOperation(registry, problemResponses, operation);
  for (const webhook of webhooks) registerWebhook(registry, webhook, docsUrl);
  const tags = new Set([...ordered.map((route) => route.tag), ...rawOperations.map((operation) => operation.tag), ...(webhooks.length ? [WEBHOOK_TAG] : [])]);
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Signwright Store API',
      version: 'v3',
      description:
        "Store API v3 of the custom sign configurator service, the connector's authorization server and endpoint, and the webhook deliveries. " +
        `Problems: ${docsUrl}/help/problems/{code}. Moving from v2: ${docsUrl}/help/migration.`,
      contact: { name: 'Signwright API documentation', url: `${docsUrl}/help` },
    },
    externalDocs: { description: 'Guides, the API reference and one page per problem type', url: `${docsUrl}/help` },
    servers: [{ url: origins.baseUrl }],
    tags: [...tags].map((name) => ({ name })),
  }) as unknown as Record<string, unknown>;
  return describeSharedFields(withOperationExamples(document, { baseUrl: origins.baseUrl, docsUrl }));
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The operations in the order a reader meets them: by tag, then by path, a listing and its create before
 * one resource's read, change and delete. A tag goes where its first path does (a deprecated generation's
 * after the current one), so the order depends on nothing but the declarations: where a use case's file
 * lives, or the order modules are found in, changes nothing published.
 */
function readingOrder(routes: readonly AnyRoute[]): AnyRoute[] {
  const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const tagKeys = new Map<string, { deprecated: boolean; path: string }>();
  for (const route of routes) {
    const key = tagKeys.get(route.tag) ?? { deprecated: true, path: route.path };
    tagKeys.set(route.tag, { deprecated: key.deprecated && route.deprecation !== undefined, path: byPath(route.path, key.path) < 0 ? route.path : key.path });
  }
  const tags = [...tagKeys].sort(([nameA, a], [nameB, b]) => Number(a.deprecated) - Number(b.deprecated) || byPath(a.path, b.path) || byPath(nameA, nameB)).map(([name]) => name);
  const key = (route: AnyRoute) => [tags.indexOf(route.tag), route.path, METHOD_ORDER.indexOf(route.method)] as const;
  return [...routes].sort((first, second) => {
    const [a, b] = [key(first), key(second)];
    return a[0] - b[0] || byPath(a[1], b[1]) || a[2] - b[2];
  });
}

/** A raw route, through the same registry and with the same kinds of zod schemas as a declared route. */
function registerRawOperation(registry: OpenAPIRegistry, problemResponses: ProblemResponses, operation: RawOperation): void {
  registry.registerPath({
    method: operation.method,
    path: operation.path,
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [operation.tag],
    ...(operation.servers ? { servers: operation.servers.map((url) => ({ url })) } : {}),
    security: operation.auth === 'oauth2' ? [{ oauth2: [] }] : [],
    request: {
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { query: operation.query } : {}),
      ...(operation.body
        ? { body: { required: true, ...(operation.body.description ? { description: operation.body.description } : {}), content: { [operation.body.mediaType]: { schema: operation.body.schema } } } }
        : {}),
    },
    responses: {
      // A raw route answers none of the Store API's credential problems; a templated one, as every
      // templated route, refuses a path parameter that is not percent-encoded UTF-8 (invalid_path).
      ...problemResponses.byStatus([...operation.problems, ...(operation.path.includes('{') ? (['invalid_path'] as const) : [])]),
      ...Object.fromEntries(Object.entries(operation.responses).map(([status, response]) => [status, rawResponse(response)])),
    },
  });
}

function rawResponse(response: RawResponse) {
  return {
    description: response.description,
    ...(response.headers ? { headers: response.headers } : {}),
    ...(response.content ? { content: { [response.content.mediaType]: { schema: response.content.schema } } } : {}),
  };
}

/** A key's answers say what is left of its quota; a create's, where its resource is; a deprecated operation's, when it goes. */
function successHeaders(route: AnyRoute) {
  const quota = route.auth === 'api_key' || route.auth === 'legacy_api_key' ? RATE_LIMIT_HEADERS : [];
  const names = [...quota, ...(route.createdResource ? ['Location'] : []), ...(answersTaggedResource(route) ? ['ETag'] : []), ...(route.deprecation ? DEPRECATION_HEADERS : [])];
  return names.length > 0 ? Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }])) : undefined;
}

const RATE_LIMIT_HEADERS = ['RateLimit', 'RateLimit-Policy'];
const DEPRECATION_HEADERS = ['Deprecation', 'Sunset', 'Link'];

/** The success headers, written once under `components.headers` and referred to by every operation that sends them. */
function registerSharedHeaders(registry: OpenAPIRegistry): void {
  const headers: Record<string, string> = {
    RateLimit: 'IETF RateLimit header fields draft: what is left of the key’s quota, `"<policy>";r=<requests left>;t=<seconds until the window restarts>`. A 429 names the quota or budget that ran out, with `r=0`.',
    'RateLimit-Policy': 'The key’s quota, `"<policy>";q=<requests>;w=<window in seconds>`; on a 429, the quota or budget that ran out.',
    'Retry-After': 'Whole seconds to wait before trying again (also `retry_after` in the problem).',
    ETag: 'The strong entity tag of the resource as answered: it changes whenever the resource does. Send it back in If-Match to change the resource only as you read it, or in If-None-Match to read it only if it changed.',
    Location: 'The created resource’s URL, which `links.self` also names: a GET of it (with a key holding the read scope) answers the resource.',
    Deprecation: 'RFC 9745: when the operation was deprecated, as @<unix seconds>.',
    Sunset: 'RFC 8594: when the operation may be removed, as an HTTP date.',
    Link: 'The migration guide: <url>; rel=deprecation; type=text/html.',
  };
  for (const [name, description] of Object.entries(headers)) registry.registerComponent('headers', name, { description, schema: { type: 'string' } });
}

function describe(route: AnyRoute): string {
  const parts = [route.description ?? route.summary];
  if (route.deprecation) parts.unshift(`Deprecated since ${route.deprecation.since.toISOString().slice(0, 10)}; sunset ${route.deprecation.sunset.toISOString().slice(0, 10)}. Migration guide: ${route.deprecation.migrationGuideUrl}.`);
  if (route.auth === 'legacy_api_key') parts.push('Legacy keys only; scoped keys are refused with 403 `legacy_key_required`.');
  if (route.auth === 'api_key') parts.push(`Scopes: ${route.scopes.length ? route.scopes.map((s) => `\`${s}\``).join(', ') : 'none beyond a valid key'}.`);
  if (route.bodyIsMergePatch) parts.push('The body is a JSON merge patch: omitted properties stay as they are, null clears, arrays replace wholesale; read-only properties (`livemode` among them) are refused with 422 `prohibited` whatever their value.');
  if (route.idempotency === 'required') parts.push('`Idempotency-Key` required.');
  if (route.idempotency === 'optional') parts.push('`Idempotency-Key` optional.');
  return parts.join(' ');
}

export function toYaml(document: Record<string, unknown>): string {
  // Written out whole: shared objects (the same headers on every operation) would otherwise become YAML
  // aliases, which parsers cap as a defence against alias bombs.
  return stringify(document, { aliasDuplicateObjects: false });
}
