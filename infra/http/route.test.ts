import { z } from '../openapi/zod';
import { defineRoute, ok, type RouteDefinition } from './route';

const deleteThing = (overrides: Partial<RouteDefinition> = {}) =>
  defineRoute({
    operationId: 'deleteThing',
    method: 'delete',
    path: '/api/v3/things/{thing_id}',
    summary: 'Delete a thing',
    tag: 'Things',
    auth: 'api_key',
    scopes: ['customisers:write'],
    idempotency: 'required',
    params: z.object({ thing_id: z.string() }),
    response: { status: 200, kind: 'resource', schema: z.object({ deleted: z.literal(true) }), description: 'Receipt.' },
    problems: [],
    handler: async () => ok({ deleted: true }),
    ...overrides,
  } as RouteDefinition);

describe('a route declaration', () => {
  it('makes every Store API DELETE refuse any body, even {}', () => {
    expect(deleteThing().refusesAnyBody).toBe(true);
  });

  it('refuses a Store API DELETE whose Idempotency-Key is optional or absent: one rule for every DELETE', () => {
    expect(() => deleteThing({ idempotency: 'optional' })).toThrow(/deleteThing: a Store API DELETE requires an Idempotency-Key/);
    expect(() => deleteThing({ idempotency: 'none' })).toThrow(/requires an Idempotency-Key/);
  });

  it('refuses a Store API DELETE that declares a body', () => {
    expect(() => deleteThing({ body: z.strictObject({}) })).toThrow(/takes no body/);
  });

  it('leaves the previous generation’s DELETE to its own conventions (optional key)', () => {
    expect(deleteThing({ auth: 'legacy_api_key', idempotency: 'optional', envelope: 'none' }).refusesAnyBody).toBeUndefined();
  });

  it('refuses a v3 create (201) that does not say where its resource is read', () => {
    const create = (createdResource?: RouteDefinition['createdResource']) =>
      defineRoute({
        operationId: 'createThing',
        method: 'post',
        path: '/api/v3/things',
        summary: 'Create a thing',
        tag: 'Things',
        auth: 'api_key',
        scopes: ['customisers:write'],
        idempotency: 'required',
        response: { status: 201, kind: 'resource', schema: z.object({ id: z.number() }), description: 'The thing.' },
        ...(createdResource ? { createdResource } : {}),
        problems: [],
        handler: async () => ok({ id: 1 }),
      });
    expect(() => create()).toThrow(/createThing: a create \(201\) declares createdResource/);
    expect(create({ path: '/api/v3/things/{thing_id}', resourceFields: { thing_id: 'id' } }).createdResource?.path).toBe('/api/v3/things/{thing_id}');
  });
});
