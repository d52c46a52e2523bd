import { sql } from 'kysely';
import { createSignwrightClient, newIdempotencyKey, type RetryEvent, type SignwrightClient, type components } from '../../../clients/typescript/src';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { newKey, orderBody } from './order-fixtures';

type OrderCreate = components['schemas']['OrderCreate'];

/** Orders through the typed client (clients/typescript) against the service listening on a port. */
describe('orders through the typed client', () => {
  let listening: ListeningService;
  let client: SignwrightClient;
  const retries: RetryEvent[] = [];
  const store = () => listening.stores[0]!;
  const body = (overrides: Record<string, unknown> = {}) => orderBody(store(), overrides) as OrderCreate;
  const clientWith = (apiKey: string, fetch?: (request: Request) => Promise<Response>) =>
    createSignwrightClient({ baseUrl: listening.origin, apiKey, retry: { baseDelayMs: 10, onRetry: (event) => retries.push(event) }, ...(fetch ? { fetch } : {}) });

  beforeAll(async () => {
    // Orders name the store's products.
    listening = await startListeningService({ stores: [{ customisers: 1, commerce: true }] });
    client = clientWith(await newKey(listening.service, store().id, ['orders:read', 'orders:write']));
  });
  afterAll(() => listening.close());
  beforeEach(() => {
    retries.length = 0;
  });

  it('records orders and lists them back page by page, oldest first', async () => {
    const created: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { data, response } = await client.POST('/api/v3/orders', { params: { header: { 'Idempotency-Key': newIdempotencyKey() } }, body: body() });
      expect(response.status).toBe(201);
      expect(data!.data).toMatchObject({ object: 'order', currency: 'EUR', order_total: 26795 });
      created.push(data!.data.id);
    }
    const listed: number[] = [];
    let cursor: string | undefined;
    do {
      const { data } = await client.GET('/api/v3/orders', { params: { query: { limit: 2, ...(cursor ? { cursor } : {}) } } });
      listed.push(...data!.data.map((order) => order.id));
      cursor = data!.pagination.next_cursor ?? undefined;
    } while (cursor);
    expect(listed.slice(-3)).toEqual(created);
    const { data: one } = await client.GET('/api/v3/orders/{order_id}', { params: { path: { order_id: created[1]! } } });
    expect(one!.data.id).toBe(created[1]);
  });

  it('walks a whole list with paginate, page after page, as for await reads it', async () => {
    const pages: string[] = [];
    const counting = clientWith(await newKey(listening.service, store().id, ['orders:read']), (request) => (pages.push(new URL(request.url).search), fetch(request)));
    const listed: number[] = [];
    for await (const order of counting.paginate('/api/v3/orders', { query: { limit: 2 } })) listed.push(order.id);
    const { data } = await client.GET('/api/v3/orders', { params: { query: { limit: 100 } } });
    expect(listed).toEqual(data!.data.map((order) => order.id));
    expect(pages).toHaveLength(Math.ceil(listed.length / 2));
    expect(pages.slice(1).every((search) => search.includes('cursor='))).toBe(true);
  });

  it('answers a problem as a typed error and does not retry a 422', async () => {
    const { data, error, response } = await client.POST('/api/v3/orders', {
      params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      body: body({ currency: 'USD' }),
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(422);
    expect(error).toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/currency' })] });
    expect(retries).toEqual([]);
  });

  it('retries a write whose answer was lost with the same key and body: the service replays, one order is recorded', async () => {
    let lost = 0;
    // The first answer is lost on its way back, after the service recorded the order.
    const losingFirstAnswer = async (request: Request) => {
      const response = await fetch(request);
      if (lost > 0) return response;
      lost += 1;
      await response.arrayBuffer();
      throw new TypeError('fetch failed: the connection was reset');
    };
    const order = body();
    const { data, response } = await clientWith(await newKey(listening.service, store().id, ['orders:write']), losingFirstAnswer).POST('/api/v3/orders', {
      params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      body: order,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('idempotency-replay')).toBe('true');
    expect(retries).toEqual([expect.objectContaining({ method: 'POST', path: '/api/v3/orders', attempt: 1, error: expect.stringContaining('connection was reset') })]);
    const { rows } = await sql<{ id: number }>`select id from orders.orders where external_id = ${order.external_id}`.execute(listening.service.runtime.database.root);
    expect(rows).toEqual([{ id: data!.data.id }]);
  });

  it('does not retry a key without the scope (403) or an unknown order (404)', async () => {
    const reader = clientWith(await newKey(listening.service, store().id, ['orders:read']));
    const forbidden = await reader.POST('/api/v3/orders', { params: { header: { 'Idempotency-Key': newIdempotencyKey() } }, body: body() });
    expect(forbidden.error).toMatchObject({ status: 403, code: 'insufficient_scope' });
    const missing = await reader.GET('/api/v3/orders/{order_id}', { params: { path: { order_id: 999999 } } });
    expect(missing.error).toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(retries).toEqual([]);
  });
});
