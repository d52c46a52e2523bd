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
  });

  it('names, per response status, the problem codes an operation can answer', () => {
    const responses = build().paths['/api/v3/things'].get.responses;
    // The declared codes, then those the pipeline answers for any GET (a body it does not take is an unknown field).
    expect(responses['422'].description).toBe('Problem: `unknown_parameter`, `invalid_cursor`, `unknown_field`');
    expect(responses['422'].content['application/problem+json'].schema.allOf).toEqual([
      { $ref: '#/components/schemas/Problem' },
      { type: 'object', properties: { code: { type: 'string', enum: ['unknown_parameter', 'invalid_cursor', 'unknown_field'] } } },
    ]);
    expect(responses['401'].content['application/problem+json'].schema.allOf[1].properties.code.enum).toEqual(['missing_api_key', 'invalid_api_key', 'expired_api_key']);
  });

  it('adds the problems the request pipeline answers for an operation, from how it is declared', () => {
    const responses = build().paths['/api/v3/things'].post.responses;
    const codesOf = (status: string) => responses[status].content['application/problem+json'].schema.allOf[1].properties.code.enum;
    expect(codesOf('400').sort()).toEqual(['invalid_idempotency_key', 'malformed_json', 'missing_idempotency_key']);
    expect(codesOf('413')).toEqual(['request_too_large']);
    expect(codesOf('415')).toEqual(['unsupported_media_type']);
    // Any request may carry a body, which must be JSON: a GET without an idempotency key still answers these.
    const get = build().paths['/api/v3/things'].get.responses;
    expect(get['400'].content['application/problem+json'].schema.allOf[1].properties.code.enum).toEqual(['malformed_json']);
  });

  it('documents raw operations from their zod schemas, with their own responses and problems', () => {
    const operation = build().paths['/upload-targets/{upload_id}'].put;
    expect(operation).toMatchObject({ operationId: 'sendBytes', security: [], responses: { '200': { description: 'Landed.' } } });
    expect(operation.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'upload_id', schema: { type: 'string' } })]);
    expect(operation.requestBody.content['*/*'].schema).toEqual({ type: 'string', contentMediaType: 'application/octet-stream' });
    expect(operation.responses['410'].content['application/problem+json'].schema.allOf[1].properties.code.enum).toEqual(['upload_target_expired']);
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
