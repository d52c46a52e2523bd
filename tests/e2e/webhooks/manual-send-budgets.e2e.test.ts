import supertest from 'supertest';
import { hiddenFields } from '../../support/connector-client';
import { eventually } from '../../support/eventually';
import { startDeliveringService, type DeliveringService } from '../../support/delivering-service';
import { expectProblem } from '../../support/problem-assertions';
import type { BuiltStore } from '../../support/builders';
import type { TestService } from '../../support/test-service';
import type { WebhookReceiver } from '../../support/webhook-receiver';
import { bearer } from '../orders/order-fixtures';
import { subscribeThroughApi } from './subscription-fixtures';

type Delivery = { id: number; event_id: string; status: string; attempts_made: number; attempts: unknown[] };

const PER_KEY = 6;
const PER_SUBSCRIPTION = 2;

/**
 * Test events and redeliveries are sent because a person (or a script) asked: they are budgeted per API
 * key and per subscription, so neither a key nor a burst of clicks can flood a receiver, and a delivery
 * already on its way is never queued again.
 */
describe('budgets of webhook test events and redeliveries', () => {
  let delivering: DeliveringService;
  let service: TestService;
  let receiver: WebhookReceiver;
  let store: BuiltStore;
  let otherStore: BuiltStore;
  let adminStore: BuiltStore;
  let paths = 0;
  const newPath = () => `/manual/${(paths += 1)}`;
  const subscribe = (owner: BuiltStore = store) => {
    const path = newPath();
    return subscribeThroughApi(service, owner, receiver.url(path), ['order:created']).then((subscription) => ({ ...subscription, path }));
  };
  const sendTest = (subscriptionId: number, key: string) =>
    service.http.post(`/api/v3/webhook-subscriptions/${subscriptionId}/test`).set(bearer(key)).send({ topic: 'order:created' });
  const redeliver = (subscriptionId: number, deliveryId: number, key: string) =>
    service.http.post(`/api/v3/webhook-subscriptions/${subscriptionId}/deliveries/${deliveryId}/redeliver`).set(bearer(key)).send();

  beforeAll(async () => {
    delivering = await startDeliveringService({
      stores: [{}, {}, { owner: true }],
      env: { WEBHOOK_MANUAL_SENDS_PER_MINUTE: String(PER_KEY), WEBHOOK_MANUAL_SENDS_PER_SUBSCRIPTION_PER_MINUTE: String(PER_SUBSCRIPTION), WEBHOOK_TIMEOUT_SECONDS: '2' },
    });
    ({ service, receiver } = delivering);
    [store, otherStore, adminStore] = delivering.stores as [BuiltStore, BuiltStore, BuiltStore];
  });
  afterAll(() => delivering.close());

  it('refuses a subscription’s test events past its budget with 429 and Retry-After, whichever key asks, and leaves other subscriptions theirs', async () => {
    const [busy, quiet] = [await subscribe(), await subscribe()];
    for (let sent = 0; sent < PER_SUBSCRIPTION; sent += 1) await sendTest(busy.id, store.keys.all!).expect(202);
    const refused = await sendTest(busy.id, store.keys['webhooks:write']!);
    const problem = expectProblem(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(problem.detail).toMatch(/subscription/);
    await sendTest(quiet.id, store.keys.all!).expect(202);
    await receiver.waitFor(busy.path, PER_SUBSCRIPTION);
    expect(receiver.at(busy.path)).toHaveLength(PER_SUBSCRIPTION);
  });

  it('refuses a key’s test events and redeliveries past its budget with 429 and Retry-After, across subscriptions', async () => {
    const key = store.keys['webhooks:write']!;
    const subscriptions = [];
    for (let index = 0; index < PER_KEY / PER_SUBSCRIPTION + 1; index += 1) subscriptions.push(await subscribe());
    for (let sent = 0; sent < PER_KEY; sent += 1) await sendTest(subscriptions[Math.floor(sent / PER_SUBSCRIPTION)]!.id, key).expect(202);
    const lastSubscription = subscriptions[subscriptions.length - 1]!;
    const refused = await sendTest(lastSubscription.id, key);
    const problem = expectProblem(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(problem.detail).toMatch(/webhook-manual-sends/);
    const [delivered] = (await service.http.get(`/api/v3/webhook-subscriptions/${subscriptions[0]!.id}/deliveries`).set(bearer(store.keys.all!)).expect(200)).body.data as Delivery[];
    expectProblem(await redeliver(subscriptions[0]!.id, delivered!.id, key), 429, 'rate_limited');
  });

  it('answers a redelivery of a delivery still on its way as it stands, queueing nothing and spending none of the subscription’s budget', async () => {
    const key = otherStore.keys.all!;
    const hanging = await subscribe(otherStore);
    receiver.answer(hanging.path, 'hang');
    const sent = (await sendTest(hanging.id, key).expect(202)).body.data as Delivery;
    await receiver.waitFor(hanging.path, 1);
    for (let again = 0; again < PER_SUBSCRIPTION + 2; again += 1) {
      const answer = (await redeliver(hanging.id, sent.id, key).expect(202)).body.data as Delivery;
      expect(answer).toMatchObject({ id: sent.id, event_id: sent.event_id, status: 'pending' });
    }
    const failed = await eventually(async () => {
      const log = (await service.http.get(`/api/v3/webhook-subscriptions/${hanging.id}/deliveries`).set(bearer(key)).expect(200)).body.data as Delivery[];
      return log.find((entry) => entry.id === sent.id && entry.status === 'failed');
    }, 'the hanging attempt to time out');
    // One attempt, never retried (a test event), and none of the redeliveries queued another.
    expect(failed.attempts_made).toBe(1);
    expect(receiver.at(hanging.path)).toHaveLength(1);

    receiver.answer(hanging.path, { status: 200 });
    await redeliver(hanging.id, sent.id, key).expect(202);
    await receiver.waitFor(hanging.path, 2);
  });

  it('spends the same budgets from the merchant admin’s Send test event button: the subscription’s with the API’s, and one per login', async () => {
    const browser = supertest.agent(service.app);
    const login = await browser.get('/admin');
    const owner = adminStore.people[0]!;
    await browser.post('/admin/login').type('form').send({ ...hiddenFields(login.text), email: owner.email, password: owner.password }).expect(303);
    const clickSendTest = async (subscriptionId: number) => {
      const page = await browser.get(`/admin/webhooks/${subscriptionId}?store=${adminStore.id}`).expect(200);
      return browser.post(`/admin/webhooks/${subscriptionId}/test`).type('form').send({ ...hiddenFields(page.text), topic: 'order:created' });
    };

    const shared = await subscribe(adminStore);
    for (let sent = 0; sent < PER_SUBSCRIPTION; sent += 1) await sendTest(shared.id, adminStore.keys.all!).expect(202);
    const refused = await clickSendTest(shared.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.text).toContain('rate_limited');

    const fresh = [];
    for (let index = 0; index < PER_KEY / PER_SUBSCRIPTION + 1; index += 1) fresh.push(await subscribe(adminStore));
    for (let sent = 0; sent < PER_KEY; sent += 1) expect((await clickSendTest(fresh[Math.floor(sent / PER_SUBSCRIPTION)]!.id)).status).toBe(202);
    const spent = await clickSendTest(fresh[fresh.length - 1]!.id);
    expect(spent.status).toBe(429);
    expect(spent.text).toContain('webhook-manual-sends');
  });
});
