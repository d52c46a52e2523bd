import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuiltStore } from '../../support/builders';
import { startDeliveringService, type DeliveringService } from '../../support/delivering-service';
import { eventually } from '../../support/eventually';
import { outboxDrained } from '../../support/outbox';
import { expectProblem } from '../../support/problem-assertions';
import { bothModes, type TestService } from '../../support/test-service';
import type { WebhookReceiver } from '../../support/webhook-receiver';
import { bearer, idempotencyKey } from '../orders/order-fixtures';
import { aTestOrder, aTestProduct } from './test-mode-fixtures';

const emlFilesIn = async (directory: string) => (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));

/**
 * Test mode, as an integration building against a store meets it: its whole flow (sync a product,
 * create an order, receive order:created, resend the order email, read quotes) with a test key, while
 * the live store, its emails and its subscriptions see nothing of it.
 */
describe.each(bothModes)('an integration’s whole flow with a test key (%s mode)', (mode) => {
  let delivering: DeliveringService;
  let service: TestService;
  let store: BuiltStore;
  let receiver: WebhookReceiver;
  const test = () => bearer(store.keys.test!);
  const live = () => bearer(store.keys.all!);
  const liveMail = () => emlFilesIn(join(dataDir(), 'mail'));
  const testMail = () => emlFilesIn(join(dataDir(), 'mail', 'test'));
  let product: { id: number };
  let order: { id: number; order_number: number };
  const subscriptions: Record<string, number> = {};

  // A DATA_DIR of its own, so the mailboxes it reads are this test's alone (embedded, the database's is).
  let ownDataDir: string | undefined;
  const dataDir = () => service.config.dataDir;

  beforeAll(async () => {
    if (mode === 'server') ownDataDir = await mkdtemp(join(tmpdir(), 'signwright-test-mode-'));
    delivering = await startDeliveringService({ stores: [{ customisers: 1, commerce: true }], mode, ...(ownDataDir ? { env: { DATA_DIR: ownDataDir } } : {}) });
    ({ service, receiver } = delivering);
    store = delivering.stores[0]!;
    for (const [key, path] of [[test(), '/hooks/test'], [live(), '/hooks/live']] as const) {
      subscriptions[path] = (await service.http.post('/api/v3/webhook-subscriptions').set(key).set('Idempotency-Key', idempotencyKey('subscribe')).send({ url: receiver.url(path), topics: ['order:created'] }).expect(201)).body.data.id;
    }
    product = await aTestProduct(service, store);
    order = await aTestOrder(service, store, product, '#TEST-7');
  });
  afterAll(async () => {
    await delivering.close();
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  });

  it('answers the same store for a test key, with its own catalogue: a copy of the live one under ids of its own', async () => {
    const [asTest, asLive] = await Promise.all([service.http.get('/api/v3/stores/me').set(test()).expect(200), service.http.get('/api/v3/stores/me').set(live()).expect(200)]);
    expect(asTest.body.data).toMatchObject({ id: store.id, name: store.name, currency: 'EUR', livemode: false });
    expect(asLive.body.data).toMatchObject({ id: store.id, livemode: true });
    const customisers = async (key: Record<string, string>) => (await service.http.get('/api/v3/customisers').set(key).expect(200)).body.data as { id: number; name: string }[];
    const [testCustomisers, liveCustomisers] = [await customisers(test()), await customisers(live())];
    expect(testCustomisers.map((customiser) => customiser.name)).toEqual(liveCustomisers.map((customiser) => customiser.name));
    expect(testCustomisers.map((customiser) => customiser.id)).not.toContain(liveCustomisers[0]!.id);
    expect(asLive.body.data.id).toBe(store.id);
  });

  it('delivers the test order’s order:created to the test subscription only', async () => {
    const [delivered] = await receiver.waitFor('/hooks/test', 1);
    expect(JSON.parse(delivered!.body)).toMatchObject({ order: { order_id: order.id }, livemode: false });
    await outboxDrained(service);
    expect(receiver.at('/hooks/live')).toEqual([]);
  });

  it('writes the test order’s email, and its resent copy, to the test mailbox, never to the manufacturer', async () => {
    const mailed = async () => Promise.all((await testMail()).map((name) => readFile(join(dataDir(), 'mail', 'test', name), 'utf8')));
    const ofTheOrder = async () => (await mailed()).filter((text) => text.includes('reference: #TEST-7'));
    await eventually(async () => ((await ofTheOrder()).length === 1 ? true : undefined), 'the order email in DATA_DIR/mail/test');
    await service.http.post(`/api/v3/orders/${order.id}/resend`).set(test()).set('Idempotency-Key', idempotencyKey('resend')).expect(202);
    await eventually(async () => ((await ofTheOrder()).length === 2 ? true : undefined), 'the resent copy in DATA_DIR/mail/test');
    // The live store's own orders (the demo's) are mailed to the manufacturer as ever (whenever their workers
    // get to them); none of the live mailbox's messages is the test order's.
    await eventually(async () => ((await liveMail()).length > 0 ? true : undefined), 'a live order email in DATA_DIR/mail');
    const liveTexts = await Promise.all((await liveMail()).map((name) => readFile(join(dataDir(), 'mail', name), 'utf8')));
    expect(liveTexts.filter((text) => text.includes('reference: #TEST-7'))).toEqual([]);
  });

  it('lists only test data to a test key, and only live data to a live key', async () => {
    const ids = async (path: string, key: Record<string, string>) => ((await service.http.get(path).set(key).expect(200)).body.data as { id: number }[]).map((item) => item.id);
    expect(await ids('/api/v3/orders', test())).toEqual([order.id]);
    expect(await ids('/api/v3/orders', live())).not.toContain(order.id);
    expect(await ids('/api/v3/orders', live())).toEqual(expect.arrayContaining(store.orders));
    expect(await ids('/api/v3/products', test())).toEqual([product.id]);
    expect(await ids('/api/v3/quotes', test())).toEqual([]);
    expect((await ids('/api/v3/quotes', live())).length).toBeGreaterThan(0);
  });

  it('marks every resource and every listed item with the calling key’s mode', async () => {
    const read = async (path: string, key: Record<string, string>) => (await service.http.get(path).set(key).expect(200)).body.data;
    expect(await read(`/api/v3/orders/${order.id}`, test())).toMatchObject({ id: order.id, livemode: false });
    expect((await read('/api/v3/orders', test())).map((item: { livemode: boolean }) => item.livemode)).toEqual([false]);
    expect(await read(`/api/v3/orders/${store.orders[0]!}`, live())).toMatchObject({ livemode: true });
    expect(new Set((await read('/api/v3/customisers', live())).map((item: { livemode: boolean }) => item.livemode))).toEqual(new Set([true]));
    const customiserId = (await read('/api/v3/customisers', test()))[0].id;
    // Pricing is answered from text already serialised: the member is spliced into it.
    expect(await read(`/api/v3/customisers/${customiserId}/pricing`, test())).toMatchObject({ livemode: false });
  });

  it('answers 404 for an id of the other mode, exactly as for an unknown id', async () => {
    expectProblem(await service.http.get(`/api/v3/orders/${order.id}`).set(live()), 404, 'resource_not_found');
    expectProblem(await service.http.get(`/api/v3/orders/${store.orders[0]!}`).set(test()), 404, 'resource_not_found');
    expectProblem(await service.http.get(`/api/v3/products/${product.id}`).set(live()), 404, 'resource_not_found');
    expectProblem(await service.http.get(`/api/v3/customisers/${store.customisers[0]!.id}`).set(test()), 404, 'resource_not_found');
    expectProblem(await service.http.get(`/api/v3/quotes/${store.quotes[0]!}`).set(test()), 404, 'resource_not_found');
    expectProblem(await service.http.get(`/api/v3/webhook-subscriptions/${subscriptions['/hooks/test']}`).set(live()), 404, 'resource_not_found');
    expectProblem(await service.http.get(`/api/v3/webhook-subscriptions/${subscriptions['/hooks/live']}`).set(test()), 404, 'resource_not_found');
    // A write with the other mode's id changes nothing: the live order cannot be resent with the test key.
    expectProblem(await service.http.post(`/api/v3/orders/${store.orders[0]!}/resend`).set(test()).set('Idempotency-Key', idempotencyKey('cross')), 404, 'resource_not_found');
  });
});
