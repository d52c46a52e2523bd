import { z } from './zod';
import { buildOpenApiDocument, type WebhookDocumentation } from './openapi-document';
import { defineRoute, ok } from '../http/route';
import { bytes, type RawOperation } from '../http/raw-operation';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a generated document, read by path

const listThings = (deprecated?: boolean) =>
  defineRoute({
    operationId: deprecated ? 'listOldThings' : 'listThings',
    method: 'get',
    path: deprecated ? '/api/v2/things' : '/api/v3/things',
    summary: 'List things',
    tag: 'Things',
    auth: 'api_key',
    scopes: ['customisers:read'],
    idempotency: 'none',
    response: { status: 200, kind: 'collection', schema: z.object({ id: z.number() }), description: 'Things.' },
    problems: ['unknown_parameter', 'invalid_cursor'],
    ...(deprecated ? { deprecation: { since: new Date('2026-07-22T00:00:00Z'), sunset: new Date('2027-01-22T00:00:00Z'), migrationGuideUrl: 'http://docs.test/help/migration' } } : {}),
    handler: async () => ok([]),
  });

const createThing = defineRoute({
  operationId: 'createThing',
  method: 'post',
  path: '/api/v3/things',
  summary: 'Create a thing',
  tag: 'Things',
  auth: 'api_key',
  scopes: ['customisers:write'],
  idempotency: 'required',
  body: z.strictObject({ name: z.string() }),
  response: { status: 201, kind: 'resource', schema: z.object({ id: z.number() }), description: 'The thing.' },
  createdResource: { path: '/api/v3/things/{thing_id}', resourceFields: { thing_id: 'id' } },
  problems: ['validation_failed'],
  handler: async () => ok({}),
});

const rawOperation: RawOperation = {
  method: 'put',
  path: '/upload-targets/{upload_id}',
  operationId: 'sendBytes',
  summary: 'Send bytes',
  description: 'Raw bytes.',
  tag: 'Uploads',
  auth: 'public',
  params: z.object({ upload_id: z.string() }),
  body: { mediaType: '*/*', schema: bytes('application/octet-stream') },
  responses: { 200: { description: 'Landed.' } },
  problems: ['upload_target_expired'],
};

const webhook: WebhookDocumentation = {
  topic: 'thing:made',
  description: 'Deprecated. A thing was made.',
  deprecated: true,
  payloadSchema: { type: 'object', properties: { thing: { type: 'object' } }, required: ['thing'] },
  example: { thing: { name: 'Example thing' } },
  answerSchema: { type: 'object', properties: { ok: { const: true } } },
};

/** A response as a client reads it: a shared one looked up under `components.responses`. */
const resolved = (document: Json, response: Json): Json => (response.$ref ? document.components.responses[response.$ref.replace('#/components/responses/', '')] : response);
const codesIn = (document: Json, response: Json): string[] => resolved(document, response).content['application/problem+json'].schema.allOf[1].properties.code.enum;

function build(): Json {
  return buildOpenApiDocument([listThings(), listThings(true), createThing], {
    baseUrl: 'https://api.example',
    docsUrl: 'https://docs.example',
    authUrl: 'https://auth.example',
    connectorScopes: { 'things:read': 'Read things.' },
    rawOperations: [rawOperation],
    webhooks: [webhook],
  });
}

describe('the OpenAPI document', () => {
  it('flags exactly the routes declared deprecated', () => {
    const document = build();
    expect(document.paths['/api/v2/things'].get.deprecated).toBe(true);
    expect(document.paths['/api/v3/things'].get.deprecated).toBe(false);
  });

  it('declares the RateLimit fields on a key’s successful answers, beside the deprecation headers of a deprecated one', () => {
    const document = build();
    expect(Object.keys(document.paths['/api/v3/things'].get.responses['200'].headers)).toEqual(['RateLimit', 'RateLimit-Policy']);
    expect(Object.keys(document.paths['/api/v2/things'].get.responses['200'].headers)).toEqual(['RateLimit', 'RateLimit-Policy', 'Deprecation', 'Sunset', 'Link']);
    expect(document.paths['/api/v3/things'].get.responses['200'].headers.RateLimit).toEqual({ $ref: '#/components/headers/RateLimit' });
    expect(document.components.headers.RateLimit.description).toMatch(/what is left of the key’s quota/);
  });

  it('declares Location and the ETag on a create’s 201, beside the RateLimit fields', () => {
    const document = build();
    const created = document.paths['/api/v3/things'].post.responses['201'];
    expect(Object.keys(created.headers)).toEqual(['RateLimit', 'RateLimit-Policy', 'Location', 'ETag']);
    expect(created.headers.Location).toEqual({ $ref: '#/components/headers/Location' });
    expect(document.components.headers.Location.description).toMatch(/created resource’s URL/);
  });

  it('declares Retry-After and the RateLimit fields of the quota that ran out on every 429', () => {
    const document = build();
    const limited = resolved(document, document.paths['/api/v3/things'].get.responses['429']);
    expect(Object.keys(limited.headers)).toEqual(['Retry-After', 'RateLimit', 'RateLimit-Policy']);
    expect(limited.headers['Retry-After']).toEqual({ $ref: '#/components/headers/Retry-After' });
  });

  it('names, per response status, the problem codes an operation can answer', () => {
    const document = build();
    const responses = document.paths['/api/v3/things'].get.responses;
    // The declared codes and those the pipeline answers for any GET (a body it does not take is an unknown field), in the catalogue's order.
    expect(resolved(document, responses['422']).description).toBe('Problem: `unknown_field`, `unknown_parameter`, `invalid_cursor`');
    expect(resolved(document, responses['422']).content['application/problem+json'].schema.allOf).toEqual([
      { $ref: '#/components/schemas/Problem' },
      { type: 'object', properties: { code: { type: 'string', enum: ['unknown_field', 'unknown_parameter', 'invalid_cursor'] } } },
    ]);
    expect(codesIn(document, responses['401'])).toEqual(['missing_api_key', 'invalid_api_key', 'expired_api_key']);
  });

  it('writes each set of problem codes once, under components.responses, and refers to it from every operation that answers it', () => {
    const document = build();
    const listing = document.paths['/api/v3/things'].get.responses;
    const creating = document.paths['/api/v3/things'].post.responses;
    expect(listing['401']).toEqual({ $ref: '#/components/responses/MissingApiKeyOrInvalidApiKeyOrExpiredApiKey' });
    expect(creating['401']).toEqual(listing['401']);
    expect(creating['422']).not.toEqual(listing['422']);
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Problem', 'Links', 'PageLinks', 'Pagination', 'Meta']));
  });

  it('adds the problems the request pipeline answers for an operation, from how it is declared', () => {
    const document = build();
    const responses = document.paths['/api/v3/things'].post.responses;
    const codesOf = (status: string) => codesIn(document, responses[status]);
    expect(codesOf('400').sort()).toEqual(['invalid_idempotency_key', 'malformed_json', 'missing_idempotency_key']);
    expect(codesOf('413')).toEqual(['request_too_large']);
    expect(codesOf('415')).toEqual(['unsupported_media_type']);
    // Any request may carry a body, which must be JSON: a GET without an idempotency key still answers these.
    expect(codesIn(document, document.paths['/api/v3/things'].get.responses['400'])).toEqual(['malformed_json']);
  });

  it('documents raw operations from their zod schemas, with their own responses and problems', () => {
    const document = build();
    const operation = document.paths['/upload-targets/{upload_id}'].put;
    expect(operation).toMatchObject({ operationId: 'sendBytes', security: [], responses: { '200': { description: 'Landed.' } } });
    expect(operation.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'upload_id', schema: { type: 'string' } })]);
    expect(operation.requestBody.content['*/*'].schema).toEqual({ type: 'string', contentMediaType: 'application/octet-stream' });
    expect(codesIn(document, operation.responses['410'])).toEqual(['upload_target_expired']);
  });

  it('publishes each webhook topic under webhooks, with its payload and its example, headers, answer and deprecation', () => {
    const delivery = build().webhooks['thing:made'].post;
    expect(delivery).toMatchObject({ operationId: 'thingMadeWebhook', deprecated: true, tags: ['Webhook payloads'] });
    expect(delivery.requestBody.content['application/json']).toEqual({ schema: webhook.payloadSchema, example: webhook.example });
    expect(delivery.parameters.map((parameter: Json) => parameter.name)).toEqual(
      expect.arrayContaining(['x-webhook-id', 'x-webhook-timestamp', 'x-webhook-signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature', 'x-webhook-topic', 'webhook-topic']),
    );
    expect(delivery.responses['200'].content['application/json'].schema).toEqual(webhook.answerSchema);
  });

  it('declares the bearer key scheme and the connector OAuth scheme with PKCE and the scopes', () => {
    const schemes = build().components.securitySchemes;
    expect(schemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.oauth2).toMatchObject({
      type: 'oauth2',
      flows: { authorizationCode: { authorizationUrl: 'https://auth.example/oauth/authorize', tokenUrl: 'https://auth.example/oauth/token', scopes: { 'things:read': 'Read things.' } } },
    });
    expect(schemes.oauth2.description).toMatch(/PKCE/);
  });

  it('defines every tag it uses and points to the documentation site', () => {
    const document = build();
    expect(document.tags.map((tag: Json) => tag.name)).toEqual(['Things', 'Uploads', 'Webhook payloads']);
    expect(document.info.contact.url).toBe('https://docs.example/help');
  });
});
