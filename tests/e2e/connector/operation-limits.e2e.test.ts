import type { BuiltStore } from '../../support/builders';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { connectAssistant, toolAnswer } from '../../support/connector-client';
import { expectProblem } from '../../support/problem-assertions';

/** Small enough to spend within a test, large enough for the calls each test makes before it means to be refused. */
const OPTION_WRITES_PER_MINUTE = 3;
const CALLS_PER_KEY_PER_MINUTE = 8;

/**
 * The limits an operation declares hold whichever transport calls it: the connector's tools spend the
 * connection's per-key quota and the operation's option-write budget as Store API requests do, and
 * every option write over HTTP (attachments and activity included) spends the option-write budget.
 */
describe('limits, whichever transport calls the operation', () => {
  let listening: ListeningService;
  let store: BuiltStore;
  const customiser = () => store.customisers[0]!;

  beforeAll(async () => {
    listening = await startListeningService({
      stores: [{ owner: true, customisers: 1 }],
      env: { OPTION_WRITE_BUDGET_PER_MINUTE: String(OPTION_WRITES_PER_MINUTE), RATE_LIMIT_PER_KEY_PER_MINUTE: String(CALLS_PER_KEY_PER_MINUTE) },
    });
    store = listening.stores[0]!;
  });
  afterAll(() => listening.close());

  it('answers a write tool beyond the option-write budget with the tool error rate_limited; a replay spends nothing', async () => {
    const { client } = await connectAssistant(listening.origin, store.people[0]!, 'pricing:read pricing:write');
    const patch = (key: string) => client.callTool({ name: 'patch_pricing', arguments: { customiser_id: customiser().id, patch: {}, idempotency_key: key } });
    const first = await patch('write-1');
    expect(first.isError).toBeFalsy();
    for (let write = 2; write <= OPTION_WRITES_PER_MINUTE; write += 1) expect((await patch(`write-${write}`)).isError).toBeFalsy();
    const refused = await patch('one-too-many');
    expect(refused.isError).toBe(true);
    expect(toolAnswer(refused)).toMatchObject({ code: 'rate_limited', status: 429, retry_after: expect.any(Number) });
    const replay = await patch('write-1');
    expect(replay.isError).toBeFalsy();
    expect(toolAnswer(replay)).toEqual(toolAnswer(first));
    await client.close();
  });

  it('spends the connection’s per-key quota on every tool call, and only the connection’s', async () => {
    const { client } = await connectAssistant(listening.origin, store.people[0]!, 'store:read');
    for (let call = 1; call <= CALLS_PER_KEY_PER_MINUTE; call += 1) expect((await client.callTool({ name: 'get_store', arguments: {} })).isError).toBeFalsy();
    const refused = await client.callTool({ name: 'get_store', arguments: {} });
    expect(refused.isError).toBe(true);
    expect(toolAnswer(refused)).toMatchObject({ code: 'rate_limited', retry_after: expect.any(Number) });
    // The store's keys and its other connections have quotas of their own.
    await listening.service.http.get('/api/v3/stores/me').set({ Authorization: `Bearer ${store.keys.all}` }).expect(200);
    const other = await connectAssistant(listening.origin, store.people[0]!, 'store:read');
    expect((await other.client.callTool({ name: 'get_store', arguments: {} })).isError).toBeFalsy();
    await Promise.all([client.close(), other.client.close()]);
  });

  it('spends the option-write budget on activate, deactivate and both attachments over HTTP', async () => {
    const writer = { Authorization: `Bearer ${store.keys['customisers:write']}` };
    const http = listening.service.http;
    const activity = (verb: 'activate' | 'deactivate', key = writer) => http.post(`/api/v3/customisers/${customiser().id}/${verb}`).set(key);
    // An upload that does not exist: the attachment is refused for it, after its budget was consulted.
    const upload = { upload_id: 'upl_AAAAAAAAAAAAAAAA' };
    const attachShape = (key = writer) => http.put(`/api/v3/customisers/${customiser().id}/backboards/1/shape`).set(key).send(upload);
    const attachFont = (key = writer) => http.put(`/api/v3/customisers/${customiser().id}/fonts/1/font-file`).set(key).send(upload);

    // With budget left, an attachment of an unknown upload is refused for that, and the unit comes back.
    expect((await attachShape()).status).not.toBe(429);
    await activity('deactivate').expect(200);
    await activity('activate').expect(200);
    await activity('deactivate').expect(200);
    expectProblem(await activity('activate'), 429, 'rate_limited');
    expectProblem(await attachShape(), 429, 'rate_limited');
    expectProblem(await attachFont(), 429, 'rate_limited');
    // The budget is the key's: another key of the store still writes.
    await activity('activate', { Authorization: `Bearer ${store.keys.all}` }).expect(200);
  });
});
