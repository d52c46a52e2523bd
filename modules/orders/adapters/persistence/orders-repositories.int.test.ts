import { sql } from 'kysely';
import { startTestRuntime, type TestRuntime } from '../../../../tests/support/test-runtime';
import { anOrder } from '../../test-support/an-order';
import { KyselyOrderRepository } from './kysely-order.repository';
import { KyselyQuoteRepository } from './kysely-quote.repository';

const fileUrls = { fileOf: (quoteId: number, uploadId: string) => `https://api.example/quotes/${quoteId}/files/${uploadId}` };

describe('orders and quotes on PostgreSQL', () => {
  let service: TestRuntime;
  let orders: KyselyOrderRepository;
  let quotes: KyselyQuoteRepository;

  beforeAll(async () => {
    service = await startTestRuntime();
    orders = new KyselyOrderRepository(service.runtime.database);
    quotes = new KyselyQuoteRepository(service.runtime.database, fileUrls);
  });
  afterAll(() => service.close());

  const record = async (storeId: number) => {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...order } = anOrder({ storeId });
    return orders.create({ ...order, orderNumber: await orders.nextOrderNumber(storeId) });
  };
  const backdate = (table: 'orders' | 'quotes', id: number, at: string) =>
    sql`update ${sql.table(`orders.${table}`)} set created_at = ${at}::timestamptz where id = ${id}`.execute(service.runtime.database.root);

  it('numbers each store’s orders from 1001 upwards, distinct also for concurrent callers', async () => {
    expect(await orders.nextOrderNumber(501)).toBe(1001);
    expect(await orders.nextOrderNumber(501)).toBe(1002);
    expect(await orders.nextOrderNumber(502)).toBe(1001);
    const numbers = await Promise.all(Array.from({ length: 20 }, () => orders.nextOrderNumber(503)));
    expect(new Set(numbers).size).toBe(20);
    expect(Math.max(...numbers)).toBe(1020);
  });

  it('keeps an order whole, lines and their product copies in order, and only for its store', async () => {
    const created = await record(510);
    const found = await orders.find(510, created.id);
    expect(found).toEqual(created);
    expect(found?.lines[0]?.product).toMatchObject({ product_id: 7, title: 'Neon "Open" sign' });
    expect(await orders.find(511, created.id)).toBeUndefined();
  });

  it('lists oldest first in pages, within the created_after and created_before filters', async () => {
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push((await record(520)).id);
    await backdate('orders', ids[0]!, '2026-01-01T00:00:00Z');
    await backdate('orders', ids[4]!, '2030-01-01T00:00:00Z');
    const first = await orders.list(520, {}, { limit: 3, after: undefined });
    expect(first.items.map((order) => order.id)).toEqual(ids.slice(0, 3));
    expect(first.nextPosition).toBe(ids[2]);
    const second = await orders.list(520, {}, { limit: 3, after: first.nextPosition });
    expect(second.items.map((order) => order.id)).toEqual(ids.slice(3));
    expect(second.nextPosition).toBeUndefined();
    const filtered = await orders.list(520, { createdAfter: new Date('2026-06-01T00:00:00Z'), createdBefore: new Date('2029-01-01T00:00:00Z') }, { limit: 10, after: undefined });
    expect(filtered.items.map((order) => order.id)).toEqual(ids.slice(1, 4));
  });

  it('counts orders and sums their totals within [from, to)', async () => {
    const inside = await record(530);
    const boundary = await record(530);
    await record(530);
    await backdate('orders', inside.id, '2026-02-10T12:00:00Z');
    await backdate('orders', boundary.id, '2026-02-11T00:00:00Z');
    expect(await orders.summarise(530, new Date('2026-02-01T00:00:00Z'), new Date('2026-02-11T00:00:00Z'))).toEqual({ orders: 1, revenue: inside.orderTotal });
    expect(await orders.summarise(531, new Date('2026-02-01T00:00:00Z'), new Date('2026-02-11T00:00:00Z'))).toEqual({ orders: 0, revenue: 0 });
  });

  it('keeps quotes with their answers, files and contact, per store, and counts them by creation day', async () => {
    const quote = await quotes.create({
      storeId: 550, customiserId: 3, formId: 4,
      answers: [{ field_id: 'a1', name: 'Email', value: 'grace@shopper.example' }, { field_id: 'a2', name: 'Sizes', value: ['S', 'M'] }],
      files: [{ upload_id: 'upl_1', filename: 'art.svg', content_type: 'image/svg+xml', byte_size: 512 }],
      contact: { name: 'Grace Hopper', email: 'grace@shopper.example', phone: null },
    });
    expect(quote.files).toEqual([{ upload_id: 'upl_1', filename: 'art.svg', content_type: 'image/svg+xml', byte_size: 512, url: `https://api.example/quotes/${quote.id}/files/upl_1` }]);
    expect(await quotes.find(550, quote.id)).toEqual(quote);
    expect(await quotes.find(551, quote.id)).toBeUndefined();
    const second = await quotes.create({ ...quote, files: [], answers: [] });
    expect((await quotes.list(550, {}, { limit: 1, after: undefined })).nextPosition).toBe(quote.id);
    expect((await quotes.list(550, {}, { limit: 1, after: quote.id })).items.map((item) => item.id)).toEqual([second.id]);
    await backdate('quotes', quote.id, '2026-02-10T12:00:00Z');
    expect(await quotes.countCreated(550, new Date('2026-02-10T00:00:00Z'), new Date('2026-02-11T00:00:00Z'))).toBe(1);
  });
});
