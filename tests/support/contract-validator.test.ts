import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { ContractValidator, type Exchange } from './contract-validator';
import { CONTRACT_CACHE_ENV } from './test-environment';

const problem = {
  type: 'object',
  properties: { type: { type: 'string', format: 'uri' }, title: { type: 'string' }, status: { type: 'integer' }, code: { type: 'string' }, detail: { type: 'string' }, request_id: { type: 'string' } },
  required: ['type', 'title', 'status', 'code', 'detail', 'request_id'],
  additionalProperties: {},
};
const widget = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] };
const problemResponse = { description: 'Problem', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } };
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

const document = {
  openapi: '3.1.0',
  info: { title: 'test', version: 'v3' },
  components: {
    schemas: {
      Problem: problem,
      Widget: widget,
      PricedWidget: { allOf: [{ $ref: '#/components/schemas/Widget' }, { type: 'object', properties: { price: { type: 'integer' } }, required: ['price'] }] },
    },
  },
  paths: {
    '/widgets/{widget_id}': {
      get: {
        responses: {
          '200': { description: 'ok', ...json({ type: 'object', properties: { data: { $ref: '#/components/schemas/Widget' } }, required: ['data'] }) },
          '404': problemResponse,
        },
      },
      delete: { responses: { '204': { description: 'gone' } } },
    },
    '/widgets': {
      post: {
        operationId: 'createWidget',
        requestBody: { required: true, ...json({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }) },
        responses: { '201': { description: 'made', ...json({ type: 'object', properties: { data: { $ref: '#/components/schemas/Widget' } }, required: ['data'] }) } },
      },
    },
    '/widgets/priced': { get: { responses: { '200': { description: 'ok', ...json({ $ref: '#/components/schemas/PricedWidget' }) }, default: problemResponse } } },
  },
  webhooks: {
    'widget:made': { post: { requestBody: { required: true, ...json({ type: 'object', properties: { widget: { $ref: '#/components/schemas/Widget' } }, required: ['widget'] }) } } },
  },
};

const validator = new ContractValidator(document);
const exchange = (overrides: Partial<Exchange> & { json?: unknown }): Exchange => ({
  method: 'GET',
  path: '/widgets/7',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: Buffer.from(JSON.stringify(overrides.json ?? { data: { id: 7, name: 'Sign' } })),
  ...overrides,
});
const aProblem = (status: number, extra: Record<string, unknown> = {}) => ({
  type: 'http://docs.test/help/problems/x', title: 'X', status, code: 'x', detail: 'x', request_id: 'req_1', ...extra,
});

describe('the contract validator', () => {
  it('accepts a response that keeps the operation’s documented schema', () => {
    expect(validator.check(exchange({}))).toEqual([]);
  });

  it('names a missing field, a wrong type and a field the document does not name', () => {
    const violations = validator.check(exchange({ json: { data: { id: 'seven', colour: 'red' } } }));
    expect(violations.join('\n')).toMatch(/body\/data must have required property 'name'/);
    expect(violations.join('\n')).toMatch(/body\/data\/id must be integer/);
    expect(violations.join('\n')).toMatch(/body\/data must NOT have unevaluated properties.*colour/);
  });

  it('sees through allOf: the members’ properties are documented, others are not', () => {
    expect(validator.check(exchange({ path: '/widgets/priced', json: { id: 1, name: 'Sign', price: 100 } }))).toEqual([]);
    expect(validator.check(exchange({ path: '/widgets/priced', json: { id: 1, name: 'Sign', price: 100, cost: 1 } })).join('\n')).toMatch(/unevaluated properties.*cost/);
  });

  it('matches a literal path segment before a template parameter', () => {
    expect(validator.operationFor('GET', '/widgets/priced')).toMatchObject({ template: '/widgets/priced' });
    expect(validator.operationFor('GET', '/widgets/12/')).toMatchObject({ template: '/widgets/{widget_id}' });
  });

  it('wants the status documented, or a default response', () => {
    expect(validator.check(exchange({ status: 409, contentType: 'application/problem+json', json: aProblem(409, { code: 'conflict' }) }))).toEqual([
      'GET /widgets/{widget_id} → 409: status not documented (documented: 200, 404) (problem conflict)',
    ]);
    expect(validator.check(exchange({ path: '/widgets/priced', status: 409, contentType: 'application/problem+json', json: aProblem(409) }))).toEqual([]);
  });

  it('validates problems against the Problem schema, extension members allowed', () => {
    expect(validator.check(exchange({ status: 404, contentType: 'application/problem+json', json: aProblem(404, { retry_after: 3 }) }))).toEqual([]);
    const { request_id: _dropped, ...incomplete } = aProblem(404);
    expect(validator.check(exchange({ status: 404, contentType: 'application/problem+json', json: incomplete })).join('\n')).toMatch(/required property 'request_id'/);
  });

  it('wants the documented media type, and no body where none is documented', () => {
    expect(validator.check(exchange({ status: 404, json: aProblem(404) }))).toEqual([
      'GET /widgets/{widget_id} → 404: content type application/json not documented (documented: application/problem+json)',
    ]);
    expect(validator.check(exchange({ method: 'DELETE', status: 204, contentType: undefined, body: Buffer.alloc(0) }))).toEqual([]);
    expect(validator.check(exchange({ method: 'DELETE', status: 204 }))).toHaveLength(1);
  });

  it('checks a webhook delivery body against its topic’s request body, objects closed', () => {
    expect(validator.checkWebhook('widget:made', { widget: { id: 7, name: 'Sign' } })).toEqual([]);
    const violations = validator.checkWebhook('widget:made', { widget: { id: 7, colour: 'red' }, extra: true }).join('\n');
    expect(violations).toMatch(/webhook widget:made: body\/widget must have required property 'name'/);
    expect(violations).toMatch(/body\/widget must NOT have unevaluated properties.*colour/);
    expect(violations).toMatch(/body must NOT have unevaluated properties.*extra/);
    expect(validator.checkWebhook('widget:sold', {})).toEqual(['webhook widget:sold: not in the document']);
  });

  it('checks a request body against its operation’s schema of that media type, objects closed', () => {
    expect(validator.operationFor('POST', '/widgets')).toMatchObject({ operationId: 'createWidget' });
    expect(validator.checkRequest('POST', '/widgets', 'application/json', { name: 'Sign' })).toEqual([]);
    const violations = validator.checkRequest('POST', '/widgets', 'application/json', { colour: 'red' }).join('\n');
    expect(violations).toMatch(/POST \/widgets request: body must have required property 'name'/);
    expect(violations).toMatch(/body must NOT have unevaluated properties.*colour/);
    expect(validator.checkRequest('POST', '/widgets', 'text/plain', 'Sign')).toEqual(['POST /widgets request: no text/plain body documented (documented: application/json)']);
    expect(validator.checkRequest('GET', '/widgets/7', 'application/json', {})).toEqual(['GET /widgets/{widget_id} request: no application/json body documented (documented: none)']);
  });

  it('leaves alone what the document does not describe: other paths and methods', () => {
    expect(validator.check(exchange({ path: '/healthz', json: { status: 'ok' } }))).toEqual([]);
    expect(validator.check(exchange({ method: 'PUT', status: 405, json: {} }))).toEqual([]);
  });

  it('reports the same errors from a validator the run’s cache gave as from the one ajv compiled', () => {
    const directory = mkdtempSync(join(tmpdir(), 'sw-validator-cache-'));
    const before = process.env[CONTRACT_CACHE_ENV];
    process.env[CONTRACT_CACHE_ENV] = directory;
    const compile = jest.spyOn(Ajv2020.prototype, 'compile');
    try {
      const checks = (checked: ContractValidator) => [
        checked.check(exchange({ json: { data: { id: 'seven', colour: 'red' } } })),
        checked.check(exchange({ path: '/widgets/priced', json: { id: 1.5, name: 'Sign', cost: 1 } })),
        checked.check(exchange({ status: 404, contentType: 'application/problem+json', json: { ...aProblem(404), type: 'not a uri', status: '404' } })),
        checked.checkWebhook('widget:made', { widget: { id: 7, colour: 'red' }, extra: true }),
        checked.checkRequest('POST', '/widgets', 'application/json', { colour: 'red' }),
        checked.check(exchange({})),
      ];
      const compiled = checks(new ContractValidator(document));
      expect(compile).toHaveBeenCalled();
      expect(readdirSync(directory).filter((name) => name.endsWith('.validator.js'))).toHaveLength(5);
      compile.mockClear();
      const cached = checks(new ContractValidator(document, { checkSchemas: false }));
      expect(compile).not.toHaveBeenCalled();
      expect(cached).toEqual(compiled);
      expect(compiled.slice(0, 5).every((found) => found.length > 0)).toBe(true);
      expect(compiled[2]!.join('\n')).toMatch(/body\/type must match format "uri"/);
      expect(compiled[5]).toEqual([]);
    } finally {
      compile.mockRestore();
      if (before === undefined) delete process.env[CONTRACT_CACHE_ENV];
      else process.env[CONTRACT_CACHE_ENV] = before;
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
