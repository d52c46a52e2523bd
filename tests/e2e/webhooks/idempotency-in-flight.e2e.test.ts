import type { Response } from 'supertest';
import { OUTBOUND_HTTP, type OutboundHttp } from '../../../shared-kernel/outbound-http';
import { startTestService, bothModes, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer, idempotencyKey } from '../orders/order-fixtures';

/** The subscription URL whose check is held. */
const HELD_URL = 'https://127.0.0.1:9/in-flight';

/** A promise with its resolve function, to signal between the test and a request it holds. */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Spec: a repeat of an idempotent request whose first copy is still running answers 409
 * idempotency_key_in_flight with retry_after, in the embedded default (PGlite, one connection) as in
 * server mode. The first request is held inside its work by a deliberate hook: the check of the
 * subscription's URL (where its address resolves) waits for the test's signal, then checks as always.
 */
describe.each(bothModes)('a repeat of a request still running (%s mode)', (mode) => {
  let service: TestService;
  let store: BuiltStore;
  let reached = signal();
  let release = signal();

  beforeAll(async () => {
    service = await startTestService({
      mode,
      rebind: (container) => {
        const outbound = container.get<OutboundHttp>(OUTBOUND_HTTP);
        container.rebind<OutboundHttp>(OUTBOUND_HTTP).toConstantValue({
          refusalOf: async (url) => {
            if (url === HELD_URL) {
              reached.resolve();
              await release.promise;
            }
            return outbound.refusalOf(url);
          },
          post: (input) => outbound.post(input),
        });
      },
    });
    store = await aStore(service);
  });
  afterAll(async () => {
    release.resolve();
    await service.close();
  });

  it('answers 409 idempotency_key_in_flight with retry_after at once, and the replay once the first is done', async () => {
    reached = signal();
    release = signal();
    const key = idempotencyKey('in-flight');
    const body = { url: HELD_URL, topics: ['order:created'] };
    const create = () => service.http.post('/api/v3/webhook-subscriptions').set(bearer(store.keys['webhooks:write']!)).set('Idempotency-Key', key).send(body);

    const first: Promise<Response> = create().then((response) => response);
    await reached.promise;
    const repeat = await create();
    const problem = expectProblem(repeat, 409, 'idempotency_key_in_flight');
    expect({ retry_after: problem.retry_after, header: repeat.headers['retry-after'] }).toEqual({ retry_after: 1, header: '1' });

    release.resolve();
    const created = (await first).body.data;
    expect((await first).status).toBe(201);
    const replay = await create().expect(201);
    expect(replay.headers['idempotency-replay']).toBe('true');
    expect(replay.body.data.id).toBe(created.id);
  });
});
