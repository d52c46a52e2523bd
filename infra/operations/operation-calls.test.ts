import { z } from '../openapi/zod';
import type { RecordedResponse } from '../idempotency/idempotent-execution';
import { InMemoryUnitOfWork } from '../../shared-kernel/test-support/in-memory-unit-of-work';
import { currentStoreId, type RequestCredential } from '../../shared-kernel/request-context';
import { JsonText } from '../../shared-kernel/http/json-text';
import { RateLimiters } from '../rate-limit/rate-limiters';
import { RequestRateLimits } from '../http/request-rate-limits';
import { created, defineOperation, page, type AnyOperation } from './operation';
import { OperationPipeline } from './operation-pipeline';
import { OperationDirectory } from './operation-directory';
import { OperationCalls } from './operation-calls';

/** Records by credential, path and key, as the real records are scoped. */
class RecordsInMemory {
  readonly records = new Map<string, RecordedResponse>();

  async run(scope: { credentialId: string; method: string; path: string; key: string }, work: () => Promise<RecordedResponse>) {
    const name = [scope.credentialId, scope.method, scope.path, scope.key].join('\n');
    const recorded = this.records.get(name);
    // Replayed as the real records replay: the text recorded.
    if (recorded) return { response: { ...recorded, body: new JsonText(JSON.stringify(recorded.replayBody ?? recorded.body)) }, replayed: true };
    const response = await work();
    this.records.set(name, response);
    return { response, replayed: false };
  }
}

const person: RequestCredential = { kind: 'merchant_session', id: '4', storeId: 12, scopes: [], wildcard: true, test: false };
const operator: RequestCredential = { kind: 'system', id: 'system', storeId: 0, scopes: [], wildcard: true, test: false };

describe('operations run from inside the service (the merchant admin, the command line)', () => {
  let issued: number;
  let calls: OperationCalls;
  let declaredReads: number;

  const issueKey = defineOperation({
    operationId: 'issueKey',
    auth: 'api_key',
    scopes: ['keys:write' as never],
    idempotency: 'optional',
    body: z.strictObject({ name: z.string() }),
    problems: [],
    handler: async ({ body }) => {
      issued += 1;
      // The secret is shown once; a replay answers the key without it.
      return created({ name: body.name, store_id: currentStoreId(), secret: `s${issued}` }, { name: body.name, store_id: currentStoreId() });
    },
  });
  const listKeys = defineOperation({
    operationId: 'listKeys',
    auth: 'api_key',
    scopes: [],
    idempotency: 'none',
    safe: true,
    problems: [],
    handler: async () => page([new JsonText('{"name":"Till"}')], 'next'),
  });
  const createStore = defineOperation({ operationId: 'createStore', auth: 'operator', scopes: [], idempotency: 'none', problems: [], handler: async () => created({ id: 1 }) });

  beforeEach(() => {
    issued = 0;
    declaredReads = 0;
    const limiters = new RateLimiters(undefined, `test-${Math.random()}:`);
    const pipeline = new OperationPipeline({
      rateLimits: new RequestRateLimits(limiters, { environment: 'development', rateLimits: { perKeyPerMinute: 1, perIpPerMinute: 1, diagnosticWindowSeconds: 60, storefrontPerIpPerMinute: 1 } } as never),
      idempotency: new RecordsInMemory(),
      database: new InMemoryUnitOfWork(),
    });
    const directory = new OperationDirectory(() => {
      declaredReads += 1;
      return [issueKey, listKeys, createStore] as AnyOperation[];
    });
    calls = new OperationCalls(pipeline, directory, new URL('http://service.test'));
  });

  it('runs the declared operation as the caller’s store, and answers its result as plain JSON', async () => {
    const answer = await calls.run('issueKey', { credential: person, body: { name: 'Till' }, path: '/admin/keys' });
    expect(answer).toEqual({ kind: 'resource', status: 201, data: { name: 'Till', store_id: 12, secret: 's1' }, replayed: false });
    const listed = await calls.run('listKeys', { credential: person, path: '/admin/keys' });
    expect(listed).toEqual({ kind: 'collection', items: [{ name: 'Till' }], nextCursor: 'next', replayed: false });
  });

  it('answers a form sent twice with the same key from the record, without running it again, and without what is shown once', async () => {
    const first = await calls.run('issueKey', { credential: person, body: { name: 'Till' }, idempotencyKey: 'form-1', path: '/admin/keys' });
    const again = await calls.run('issueKey', { credential: person, body: { name: 'Till' }, idempotencyKey: 'form-1', path: '/admin/keys' });
    expect(issued).toBe(1);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ kind: 'resource', status: 201, data: { name: 'Till', store_id: 12 }, replayed: true });
  });

  it('parses the input by the operation’s own strict schema', async () => {
    await expect(calls.run('issueKey', { credential: person, body: { name: 'Till', scopes: ['*'] }, path: '/admin/keys' })).rejects.toMatchObject({ status: 422, code: 'unknown_field' });
  });

  it('lets only the service’s own credential run an operator’s operation', async () => {
    await expect(calls.run('createStore', { credential: operator, path: 'stores create' })).resolves.toMatchObject({ status: 201 });
    await expect(calls.run('createStore', { credential: person, path: '/admin/stores' })).rejects.toThrow(/operator/);
  });

  it('reads the declarations once, on first use, and names an operation nobody declares', async () => {
    expect(declaredReads).toBe(0);
    await expect(calls.run('deleteEverything', { credential: person, path: '/admin' })).rejects.toThrow('No module declares the operation deleteEverything');
    await calls.run('listKeys', { credential: person, path: '/admin/keys' });
    expect(declaredReads).toBe(1);
  });
});

describe('the operation directory', () => {
  it('refuses two operations declared under one id', () => {
    const twice = defineOperation({ operationId: 'getOrder', auth: 'api_key', scopes: [], idempotency: 'none', problems: [], handler: async () => page([], null) });
    expect(() => new OperationDirectory(() => [twice, twice]).has('getOrder')).toThrow('Two operations are declared as getOrder');
  });
});
