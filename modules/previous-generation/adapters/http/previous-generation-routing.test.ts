import { defineRoute, ok, type AnyRoute, type RouteDefinition } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { presenting } from './previous-generation-routing';
import { presentedRoute } from '../../../../infra/operations/presented-operation';

const BUDGET = { name: 'option-write', points: 10, durationSeconds: 60 };

const v3 = (overrides: Partial<RouteDefinition>): AnyRoute =>
  defineRoute({
    operationId: 'writeThing',
    method: 'post',
    path: '/api/v3/things',
    summary: 'Write a thing',
    tag: 'Things',
    auth: 'api_key',
    scopes: ['customisers:write'],
    idempotency: 'required',
    response: { status: 200, kind: 'resource', schema: z.object({}), description: 'The thing.' },
    problems: [],
    handler: async () => ok({}),
    ...overrides,
  } as RouteDefinition);

const config = { docsUrl: 'https://docs.example' };

describe('a previous-generation operation presenting v3 ones', () => {
  it('is the previous generation’s: legacy keys, plain JSON, the deprecation and its guide', () => {
    expect(presenting(config, v3({}))).toMatchObject({ tag: 'Legacy', auth: 'legacy_api_key', envelope: 'none', deprecation: { migrationGuideUrl: 'https://docs.example/help/migration' } });
  });

  it('takes the scopes of every operation it presents', () => {
    const read = v3({ operationId: 'readThing', scopes: ['customisers:read'] });
    expect(presenting(config, v3({}), read).scopes).toEqual(['customisers:write', 'customisers:read']);
  });

  it('takes a key optionally where v3 requires one (this generation never did), and none where v3 takes none', () => {
    expect(presenting(config, v3({ idempotency: 'required' })).idempotency).toBe('optional');
    expect(presenting(config, v3({ idempotency: 'optional' }), v3({ idempotency: 'none' })).idempotency).toBe('optional');
    expect(presenting(config, v3({ idempotency: 'none' })).idempotency).toBe('none');
  });

  it('spends the budget of the write it presents, and refuses to guess between two', () => {
    expect(presenting(config, v3({ budget: BUDGET }), v3({ operationId: 'readThing' })).budget).toBe(BUDGET);
    expect(presenting(config, v3({})).budget).toBeUndefined();
    expect(() => presenting(config, v3({ budget: BUDGET }), v3({ budget: BUDGET }))).toThrow(/more than one budget/);
  });

  it('answers the problems of what it presents, but those of a query, a merge patch or a required key it never takes', () => {
    const write = v3({ problems: ['missing_idempotency_key', 'validation_failed', 'invalid_document', 'resource_in_use'] });
    const listing = v3({ problems: ['unknown_parameter', 'unknown_filter', 'invalid_parameter', 'invalid_cursor'] });
    expect(presenting(config, write, listing).problems).toEqual(['validation_failed', 'resource_in_use', 'unknown_parameter']);
  });

  it('presents only routes: an operation without an HTTP declaration has no answer schema to derive from', () => {
    expect(presentedRoute({ find: () => v3({}) }, 'writeThing').operationId).toBe('writeThing');
    const { response: _response, ...operation } = v3({ operationId: 'toolOnly' });
    expect(() => presentedRoute({ find: () => operation }, 'toolOnly')).toThrow(/toolOnly is no route/);
  });
});
