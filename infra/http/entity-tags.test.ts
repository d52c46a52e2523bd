import { z } from '../openapi/zod';
import { JsonText } from '../../shared-kernel/http/json-text';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { defineRoute, ok, type AnyRoute } from './route';
import { entityTagOf, guardedResourceOf, namesEntityTag } from './entity-tags';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a generated document, read by path

const thing = z.object({ id: z.number() });
const route = (method: AnyRoute['method'], path: string, extra: Partial<AnyRoute> = {}): AnyRoute =>
  defineRoute({
    operationId: `${method}${path.replace(/[^a-z]/gi, '')}`,
    method,
    path,
    summary: 'A thing',
    tag: 'Things',
    auth: 'api_key',
    scopes: [],
    idempotency: method === 'delete' ? 'required' : 'none',
    response: { status: 200, kind: 'resource', schema: thing, description: 'The thing.' },
    problems: [],
    handler: async () => ok({ id: 1 }),
    ...extra,
  } as never);

const readThing = route('get', '/api/v3/things/{thing_id}');
const readPart = route('get', '/api/v3/things/{thing_id}/part');
const routes = [
  readThing,
  readPart,
  route('get', '/api/v3/things', { response: { status: 200, kind: 'collection', schema: thing, description: 'Things.' } }),
  route('patch', '/api/v3/things/{thing_id}'),
  route('delete', '/api/v3/things/{thing_id}'),
  route('post', '/api/v3/things/{thing_id}/activate'),
  route('post', '/api/v3/things/{thing_id}/parts', { response: { status: 201, kind: 'resource', schema: thing, description: 'A part.' }, createdResource: { path: '/api/v3/things/{thing_id}', resourceFields: {} } }),
  route('post', '/api/v3/things/{thing_id}/part/versions/{version}/restore', { guardedResource: '/api/v3/things/{thing_id}/part' }),
  route('post', '/api/v3/things/reorder'),
];
const byPath = (method: string, path: string) => routes.find((candidate) => candidate.method === method && candidate.path === path)!;

describe('ETags of the Store API’s single resources', () => {
  it('are strong, opaque and the same for the same JSON, whether kept as text or as a value', () => {
    const tag = entityTagOf({ id: 1, name: 'Neon' });
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(entityTagOf(new JsonText(['{"id":1,', Buffer.from('"name":"Neon"}')]))).toBe(tag);
    expect(entityTagOf({ id: 1, name: 'Neo' })).not.toBe(tag);
  });

  it('are compared strongly by If-Match (a weak tag never matches) and weakly by If-None-Match, in a list or as *', () => {
    expect(namesEntityTag('"a", "b"', '"b"', 'strong')).toBe(true);
    expect(namesEntityTag('W/"b"', '"b"', 'strong')).toBe(false);
    expect(namesEntityTag('W/"b"', '"b"', 'weak')).toBe(true);
    expect(namesEntityTag('*', '"b"', 'strong')).toBe(true);
    expect(namesEntityTag('"c"', '"b"', 'weak')).toBe(false);
  });
});

describe('the resource a write’s If-Match guards', () => {
  it('is the same path read for PATCH and DELETE, the resource an action is posted to, and what a write declares', () => {
    expect(guardedResourceOf(byPath('patch', '/api/v3/things/{thing_id}'), routes)).toBe(readThing);
    expect(guardedResourceOf(byPath('delete', '/api/v3/things/{thing_id}'), routes)).toBe(readThing);
    expect(guardedResourceOf(byPath('post', '/api/v3/things/{thing_id}/activate'), routes)).toBe(readThing);
    expect(guardedResourceOf(byPath('post', '/api/v3/things/{thing_id}/part/versions/{version}/restore'), routes)).toBe(readPart);
  });

  it('is none for a create, a write to a collection, or a read', () => {
    expect(guardedResourceOf(byPath('post', '/api/v3/things/{thing_id}/parts'), routes)).toBeUndefined();
    expect(guardedResourceOf(byPath('post', '/api/v3/things/reorder'), routes)).toBeUndefined();
    expect(guardedResourceOf(readThing, routes)).toBeUndefined();
  });

  it('must exist where a write declares it', () => {
    const declared = route('post', '/api/v3/things/{thing_id}/undo', { guardedResource: '/api/v3/nothing/{thing_id}' });
    expect(() => guardedResourceOf(declared, routes)).toThrow(/guardedResource/);
  });
});

describe('the published contract of ETags and preconditions', () => {
  const document = buildOpenApiDocument(routes, { baseUrl: 'http://api.test' }) as Json;
  const operation = (method: string, path: string) => document.paths[path][method];

  it('gives a single resource’s answers the ETag header, and its GET If-None-Match and the 304 answer', () => {
    const read = operation('get', '/api/v3/things/{thing_id}');
    expect(read.responses['200'].headers.ETag).toEqual({ $ref: '#/components/headers/ETag' });
    expect(read.responses['304'].headers.ETag).toEqual({ $ref: '#/components/headers/ETag' });
    expect(read.parameters.map((parameter: Json) => parameter.name)).toContain('If-None-Match');
    expect(operation('get', '/api/v3/things').responses['200'].headers?.ETag).toBeUndefined();
  });

  it('gives every guarded write If-Match and the 412 precondition_failed answer, and a create neither', () => {
    for (const [method, path] of [['patch', '/api/v3/things/{thing_id}'], ['delete', '/api/v3/things/{thing_id}'], ['post', '/api/v3/things/{thing_id}/activate']] as const) {
      expect(operation(method, path).parameters.map((parameter: Json) => parameter.name)).toContain('If-Match');
      expect(operation(method, path).responses['412']).toEqual({ $ref: '#/components/responses/PreconditionFailed' });
    }
    expect(operation('post', '/api/v3/things/{thing_id}/parts').responses['412']).toBeUndefined();
    expect(JSON.stringify(document.components.responses.PreconditionFailed)).toContain('precondition_failed');
  });
});
