import { z } from '../openapi/zod';
import { isProblem } from '../../shared-kernel/problems/problem';
import { Problems } from '../../shared-kernel/problems/problems';
import { runInRequestContext, systemCredential, type RequestCredential } from '../../shared-kernel/request-context';
import { InMemoryUnitOfWork, type Transactional } from '../../shared-kernel/test-support/in-memory-unit-of-work';
import type { ActivityEntry, ActivityRecording } from '../../shared-kernel/activity-recording';
import type { IdempotencyScope, RecordedResponse } from '../idempotency/idempotent-execution';
import { RateLimiters } from '../rate-limit/rate-limiters';
import { RequestRateLimits } from '../http/request-rate-limits';
import { defineOperation, ok, type AnyOperation } from './operation';
import { OperationPipeline, type OperationCall, type OperationPresenter } from './operation-pipeline';

/** Idempotency records in memory: a repeat of a recorded key answers the recorded response, and runs nothing. */
class InMemoryIdempotency {
  private readonly records = new Map<string, RecordedResponse>();

  async run(scope: IdempotencyScope, work: () => Promise<RecordedResponse>) {
    const name = [scope.credentialId, scope.method, scope.path, scope.key].join('\n');
    const recorded = this.records.get(name);
    if (recorded) return { response: recorded, replayed: true };
    const response = await work();
    this.records.set(name, response);
    return { response, replayed: false };
  }
}

const presenter: OperationPresenter = { present: (result) => ({ status: 200, headers: {}, body: result.kind === 'resource' ? result.data : undefined }) };

const connection = (scopes: string[]): RequestCredential => ({ kind: 'connector_token', id: 'connection:7', storeId: 1, scopes, wildcard: false, test: false });
const legacyKey: RequestCredential = { kind: 'api_key', id: 'key:1', storeId: 1, scopes: [], wildcard: true, test: false };

function callBy(credential: RequestCredential, extra: Partial<OperationCall> = {}): OperationCall {
  return {
    credential,
    params: { row_id: '3' },
    query: {},
    body: { name: 'Neon' },
    idempotencyKey: undefined,
    idempotencyScope: () => ({ method: 'TOOL', path: 'rename_row', body: Buffer.from('{"name":"Neon"}') }),
    url: new URL('http://service.test/mcp'),
    headers: {},
    ...extra,
  };
}

describe('the operation pipeline', () => {
  let ran: number;
  let failNext: boolean;
  let pipeline: OperationPipeline;
  const optionWrites = { name: 'option-write-test', points: 1, durationSeconds: 60 };

  const renameRow = (options: Partial<AnyOperation> = {}): AnyOperation => ({
    ...defineOperation({
      operationId: 'renameRow',
      auth: 'api_key',
      scopes: ['customisers:write'],
      idempotency: 'optional',
      params: z.object({ row_id: z.string().regex(/^\d+$/).transform(Number) }),
      body: z.strictObject({ name: z.string() }),
      budget: optionWrites,
      problems: [],
      handler: async ({ params, body }) => {
        ran += 1;
        if (failNext) throw Problems.validationFailed([{ pointer: '/name', code: 'invalid', detail: 'No.' }]);
        return ok({ id: params.row_id, name: body.name });
      },
    }),
    ...options,
  });

  const outcome = (promise: Promise<unknown>) => promise.then(() => 'answered', (error: unknown) => (isProblem(error) ? error.code : error));

  beforeEach(() => {
    ran = 0;
    failNext = false;
    const limiters = new RateLimiters(undefined, `test-${Math.random()}:`);
    const rateLimits = new RequestRateLimits(limiters, { environment: 'test', rateLimits: { perKeyPerMinute: 3, perIpPerMinute: 100, diagnosticWindowSeconds: 60, optionWritesPerMinute: 1, storefrontPerIpPerMinute: 100, storefrontSubmissionsPerIpPerMinute: 100 } } as never);
    pipeline = new OperationPipeline({ rateLimits, idempotency: new InMemoryIdempotency(), database: new InMemoryUnitOfWork() });
  });

  it('refuses a caller without a declared scope with insufficient_scope naming both lists, and runs nothing', async () => {
    const refused = await pipeline.run(renameRow(), presenter, callBy(connection(['customisers:read']))).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'insufficient_scope', members: { required_scopes: ['customisers:write'], granted_scopes: ['customisers:read'] } });
    expect(ran).toBe(0);
  });

  it('lets a legacy wildcard key past every scope, and refuses any other key an operation of the previous generation', async () => {
    expect(await outcome(pipeline.run(renameRow({ budget: undefined }), presenter, callBy(legacyKey)))).toBe('answered');
    expect(await outcome(pipeline.run(renameRow({ auth: 'legacy_api_key' }), presenter, callBy(connection(['customisers:write']))))).toBe('legacy_key_required');
  });

  it('takes a resource sent back with the livemode it was read with, and refuses another value (test mode: livemode is read-only)', async () => {
    const testKey: RequestCredential = { kind: 'api_key', id: 'key:2', storeId: 9, liveStoreId: 1, scopes: ['customisers:write'], wildcard: false, test: true };
    const rename = renameRow({ budget: undefined });
    const sent = (livemode: unknown) => pipeline.run(rename, presenter, callBy(testKey, { body: { name: 'Neon', livemode } }));
    await expect(sent(false)).resolves.toMatchObject({ response: { body: { id: 3, name: 'Neon' } } });
    await expect(sent(true)).rejects.toMatchObject({ code: 'validation_failed', errors: [{ pointer: '/livemode', code: 'prohibited' }] });
    expect(ran).toBe(1);
  });

  it('refuses livemode in a merge patch whatever its value, as every read-only property is refused there', async () => {
    const testKey: RequestCredential = { kind: 'api_key', id: 'key:2', storeId: 9, liveStoreId: 1, scopes: ['customisers:write'], wildcard: false, test: true };
    const patch = renameRow({ budget: undefined, bodyIsMergePatch: true });
    const sent = (livemode: unknown) => pipeline.run(patch, presenter, callBy(testKey, { body: { name: 'Neon', livemode } }));
    await expect(sent(false)).rejects.toMatchObject({ code: 'validation_failed', errors: [{ pointer: '/livemode', code: 'prohibited' }] });
    await expect(sent(true)).rejects.toMatchObject({ code: 'validation_failed', errors: [{ pointer: '/livemode', code: 'prohibited' }] });
    await expect(pipeline.run(patch, presenter, callBy(testKey, { body: { name: 'Neon' } }))).resolves.toMatchObject({ response: { body: { name: 'Neon' } } });
    expect(ran).toBe(1);
  });

  it('spends the caller’s quota on every call, refused ones included, whatever the transport', async () => {
    const caller = connection([]);
    const outcomes = [];
    for (let call = 0; call < 4; call += 1) outcomes.push(await outcome(pipeline.run(renameRow({ budget: undefined }), presenter, callBy(caller))));
    expect(outcomes).toEqual(['insufficient_scope', 'insufficient_scope', 'insufficient_scope', 'rate_limited']);
  });

  it('answers rate_limited once the operation’s budget is spent, without running it', async () => {
    const caller = connection(['customisers:write']);
    expect(await outcome(pipeline.run(renameRow(), presenter, callBy(caller)))).toBe('answered');
    expect(await outcome(pipeline.run(renameRow(), presenter, callBy(caller)))).toBe('rate_limited');
    expect(ran).toBe(1);
  });

  it('gives the budget’s unit back when the operation fails', async () => {
    const caller = connection(['customisers:write']);
    failNext = true;
    expect(await outcome(pipeline.run(renameRow(), presenter, callBy(caller)))).toBe('validation_failed');
    failNext = false;
    expect(await outcome(pipeline.run(renameRow(), presenter, callBy(caller)))).toBe('answered');
  });

  it('spends no budget of the service’s own calls (the command line’s demo data), which budgets do not limit', async () => {
    const operator = systemCredential(1);
    for (let call = 0; call < 3; call += 1) expect(await outcome(pipeline.run(renameRow(), presenter, callBy(operator, { quotaSpent: true })))).toBe('answered');
    expect(await outcome(pipeline.run(renameRow(), presenter, callBy(connection(['customisers:write']))))).toBe('answered');
  });

  it('spends no budget and runs nothing on an idempotent replay', async () => {
    const caller = connection(['customisers:write']);
    const first = await pipeline.run(renameRow(), presenter, callBy(caller, { idempotencyKey: 'rename-1' }));
    const replay = await pipeline.run(renameRow(), presenter, callBy(caller, { idempotencyKey: 'rename-1' }));
    expect(replay).toEqual({ response: first.response, replayed: true });
    expect(ran).toBe(1);
  });

  it('parses a call’s params and body with the operation’s strict schemas, whichever transport built them', async () => {
    const caller = connection(['customisers:write']);
    expect(await outcome(pipeline.run(renameRow(), presenter, callBy(caller, { params: { row_id: 'x' } })))).toBe('resource_not_found');
    expect(await outcome(pipeline.run(renameRow(), presenter, callBy(caller, { body: { name: 'Neon', colour: 'red' } })))).toBe('unknown_field');
    expect(await outcome(pipeline.run(renameRow(), presenter, callBy(caller, { query: { page: '2' } })))).toBe('unknown_parameter');
    expect(ran).toBe(0);
  });

  it('checks the idempotency key against the operation’s rule before anything runs', async () => {
    const caller = connection(['customisers:write']);
    expect(await outcome(pipeline.run(renameRow({ idempotency: 'required' }), presenter, callBy(caller)))).toBe('missing_idempotency_key');
    expect(await outcome(pipeline.run(renameRow(), presenter, callBy(caller, { idempotencyKey: 'with space' })))).toBe('invalid_idempotency_key');
    expect(ran).toBe(0);
  });

  it('knows scopes by their one list: a misspelt scope in a declaration fails the type check', () => {
    const misspelt = defineOperation({
      operationId: 'misspelt',
      auth: 'api_key',
      // @ts-expect-error 'customiser:write' is no scope (tsc -p tsconfig.check.json checks this line)
      scopes: ['customiser:write'],
      idempotency: 'none',
      problems: [],
      handler: async () => ok({}),
    });
    expect(misspelt.scopes).toEqual(['customiser:write']);
  });

  describe('the activity a write leaves', () => {
    /** The activity log in memory: a transaction that rolls back takes its items with it, as the table's would go. */
    class RecordedActivity implements ActivityRecording, Transactional {
      readonly items: ActivityEntry[] = [];
      async record(entry: ActivityEntry) {
        this.items.push(entry);
      }
      checkpoint() {
        const length = this.items.length;
        return () => void this.items.splice(length);
      }
    }

    const key: RequestCredential = { kind: 'api_key', id: '41', storeId: 9, scopes: ['customisers:write'], wildcard: false, test: false, actorName: 'Shop sync' };
    let activity: RecordedActivity;
    let recording: OperationPipeline;

    beforeEach(() => {
      activity = new RecordedActivity();
      const limiters = new RateLimiters(undefined, `test-${Math.random()}:`);
      const rateLimits = new RequestRateLimits(limiters, { environment: 'test', rateLimits: { perKeyPerMinute: 100, perIpPerMinute: 100, diagnosticWindowSeconds: 60, optionWritesPerMinute: 100, storefrontPerIpPerMinute: 100, storefrontSubmissionsPerIpPerMinute: 100 } } as never);
      recording = new OperationPipeline({ rateLimits, idempotency: new InMemoryIdempotency(), database: new InMemoryUnitOfWork([activity]), activity });
    });

    const updateColour = (options: Partial<AnyOperation> = {}): AnyOperation => ({
      ...renameRow({ budget: undefined }),
      operationId: 'updateColour',
      handler: async ({ params, body }: { params: { row_id: number }; body: { name: string } }) => {
        ran += 1;
        if (failNext) throw Problems.validationFailed([{ pointer: '/name', code: 'invalid', detail: 'No.' }]);
        return ok({ object: 'colour', id: params.row_id, customiser_id: 12, name: body.name });
      },
      activity: { resourceType: 'colour' },
      ...options,
    } as AnyOperation);

    const inRequest = <T>(work: () => Promise<T>) => runInRequestContext({ requestId: 'req_1', credential: key }, work);

    it('records a write that succeeded: its action from the operation id’s verb, what it wrote from the answer, who made it and the request', async () => {
      await inRequest(() => recording.run(updateColour(), presenter, callBy(key)));
      expect(activity.items).toEqual([
        { storeId: 9, action: 'colour.updated', resource: { type: 'colour', id: '3', customiserId: 12 }, actor: { type: 'api_key', id: '41', name: 'Shop sync' }, requestId: 'req_1' },
      ]);
    });

    it('records in the write’s transaction: a write that fails, even after its handler, leaves none', async () => {
      failNext = true;
      expect(await outcome(inRequest(() => recording.run(updateColour(), presenter, callBy(key))))).toBe('validation_failed');
      failNext = false;
      const failingPresenter: OperationPresenter = {
        present: () => {
          throw new Error('the answer could not be made');
        },
      };
      await expect(inRequest(() => recording.run(updateColour(), failingPresenter, callBy(key)))).rejects.toThrow('the answer could not be made');
      expect(ran).toBe(2);
      expect(activity.items).toEqual([]);
    });

    it('records nothing on an idempotent replay, nor for a read or a write that declares it changes nothing', async () => {
      await inRequest(() => recording.run(updateColour(), presenter, callBy(key, { idempotencyKey: 'colour-1' })));
      await inRequest(() => recording.run(updateColour(), presenter, callBy(key, { idempotencyKey: 'colour-1' })));
      await inRequest(() => recording.run(updateColour({ safe: true }), presenter, callBy(key)));
      await inRequest(() => recording.run(updateColour({ activity: { unrecorded: 'a check' } }), presenter, callBy(key)));
      expect(activity.items.map((item) => item.action)).toEqual(['colour.updated']);
      expect(ran).toBe(3);
    });
  });
});
