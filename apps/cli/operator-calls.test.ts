import type { InProcessCall } from '../../infra/operations/operation-calls';
import type { AnyOperation } from '../../infra/operations/operation';
import { InMemoryUnitOfWork } from '../../shared-kernel/test-support/in-memory-unit-of-work';
import { OperatorCalls } from './operator-calls';

function setUp() {
  const calls: { operationId: string; call: InProcessCall }[] = [];
  const declared: Record<string, Pick<AnyOperation, 'idempotency'>> = { createCustomiser: { idempotency: 'required' }, createStore: { idempotency: 'none' } };
  const operator = new OperatorCalls(
    {
      run: async (operationId, call) => {
        calls.push({ operationId, call });
        return { kind: 'resource', status: 201, data: { id: 1 }, replayed: false };
      },
    },
    { find: (operationId) => declared[operationId] as AnyOperation },
    new InMemoryUnitOfWork(),
    'demo seed',
  );
  return { calls, operator };
}

describe('the command line’s calls of declared operations', () => {
  it('runs them as the service itself, for no store or for the store named, recorded as the command', async () => {
    const { calls, operator } = setUp();
    await operator.resource('createStore', { body: { name: 'Glow' } });
    await operator.forStore(7).resource('createStore');
    expect(calls.map(({ call }) => [call.credential.kind, call.credential.storeId, call.path])).toEqual([
      ['system', 0, 'demo seed'],
      ['system', 7, 'demo seed'],
    ]);
  });

  it('gives each call of an operation that requires an Idempotency-Key a fresh one: every call is new, none a retry', async () => {
    const { calls, operator } = setUp();
    await operator.resource('createCustomiser');
    await operator.resource('createCustomiser');
    await operator.resource('createStore');
    const [first, second, unkeyed] = calls.map(({ call }) => call.idempotencyKey);
    expect(first).toEqual(expect.any(String));
    expect(second).not.toBe(first);
    expect(unkeyed).toBeUndefined();
  });

  it('refuses to read a resource as a collection', async () => {
    const { operator } = setUp();
    await expect(operator.items('createStore')).rejects.toThrow('A page was expected; the operation answered a resource');
  });
});
