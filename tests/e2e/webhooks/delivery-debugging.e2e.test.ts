import { Webhook } from 'standardwebhooks';
import { verifyWebhook } from '../../../modules/webhooks';
import { ContractValidator } from '../../support/contract-validator';
import { eventually } from '../../support/eventually';
import { startDeliveringService, type DeliveringService } from '../../support/delivering-service';
import { expectProblem } from '../../support/problem-assertions';
import type { BuiltStore } from '../../support/builders';
import type { TestService } from '../../support/test-service';
import type { WebhookReceiver } from '../../support/webhook-receiver';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';
import { subscribeThroughApi } from './subscription-fixtures';

type Attempt = { request_body: string; status_code: number | null; response_body: string | null; response_body_truncated: boolean; duration_ms: number; error: string | null };
type Delivery = { id: number; event_id: string; topic: string; test_event: boolean; status: string; attempts: Attempt[] };

/**
 * Debugging deliveries (issue 16): the log keeps each attempt's request body and the start of the answer,
 * every delivery names its topic in its headers, and a merchant can send a test event on request.
 */
describe('debugging webhook deliveries', () => {
  let delivering: DeliveringService;
  let service: TestService;
  let receiver: WebhookReceiver;
  let store: BuiltStore;
  let otherStore: BuiltStore;
  let paths = 0;
  const all = () => bearer(store.keys.all!);
  const newPath = () => `/debugging/${(paths += 1)}`;

  const subscribe = (path: string, topics = ['order:created'], owner = store) => subscribeThroughApi(service, owner, receiver.url(path), topics);
  const createOrder = () => service.http.post('/api/v3/orders').set(all()).set('Idempotency-Key', idempotencyKey()).send(orderBody(store)).expect(201);
  const deliveryWhere = (subscriptionId: number, accept: (delivery: Delivery) => boolean, what: string) =>
    eventually(async () => ((await service.http.get(`/api/v3/webhook-subscriptions/${subscriptionId}/deliveries`).set(all()).expect(200)).body.data as Delivery[]).find(accept), what);
  const sendTest = (subscriptionId: number, body: unknown, key = store.keys.all!) => service.http.post(`/api/v3/webhook-subscriptions/${subscriptionId}/test`).set(bearer(key)).send(body as object);

  beforeAll(async () => {
    const ordering = { customisers: 1, commerce: true };
    // Retries a second apart, so a retried test event costs a second, not the contract's 5.
    const env = { WEBHOOK_RETRY_DELAYS_SECONDS: Array.from({ length: 7 }, () => '1').join(',') };
    delivering = await startDeliveringService({ stores: [ordering, {}], env });
    ({ service, receiver } = delivering);
    [store, otherStore] = delivering.stores as [BuiltStore, BuiltStore];
  });
  afterAll(() => delivering.close());

  describe('the delivery log', () => {
    it('shows a 500 answer’s status and body, beside the request body the receiver got', async () => {
      const path = newPath();
      receiver.answer(path, (request) => (receiver.at(path).indexOf(request) === 0 ? { status: 500, body: '{"error":"database is down"}' } : { status: 200, body: '{"ok":true}' }));
      const subscription = await subscribe(path);
      await createOrder();
      const [request] = await receiver.waitFor(path, 1);
      const delivery = await deliveryWhere(subscription.id, (entry) => entry.status === 'delivered', 'the delivery, retried');
      expect(delivery).toMatchObject({ test_event: false, event_id: request!.headers['x-webhook-id'] });
      expect(delivery.attempts[0]).toEqual({
        attempted_at: expect.any(String),
        request_body: request!.body,
        status_code: 500,
        response_body: '{"error":"database is down"}',
        response_body_truncated: false,
        duration_ms: expect.any(Number),
        error: null,
        next_retry_at: expect.any(String),
      });
    });

    it('keeps the first 4 KiB of a longer answer and marks it truncated', async () => {
      const path = newPath();
      const page = `<!doctype html><title>Welcome</title>${'<p>a long page that is not the answer a webhook wants</p>'.repeat(500)}`;
      receiver.answer(path, { status: 200, body: page, headers: { 'content-type': 'text/html' } });
      const subscription = await subscribe(path);
      await createOrder();
      const delivery = await deliveryWhere(subscription.id, (entry) => entry.status === 'delivered', 'the delivered delivery');
      expect(delivery.attempts).toMatchObject([{ status_code: 200, response_body: page.slice(0, 4096), response_body_truncated: true }]);
    });

    it('names the topic of every delivery in webhook-topic and x-webhook-topic', async () => {
      const path = newPath();
      await subscribe(path);
      await createOrder();
      const [request] = await receiver.waitFor(path, 1);
      expect([request!.headers['webhook-topic'], request!.headers['x-webhook-topic']]).toEqual(['order:created', 'order:created']);
    });
  });

  describe('POST /api/v3/webhook-subscriptions/{id}/test', () => {
    it('delivers the topic’s example, signed with the subscription’s secret, and logs it as a test event', async () => {
      const path = newPath();
      const subscription = await subscribe(path, ['order:created', 'form:submitted']);
      const accepted = await sendTest(subscription.id, { topic: 'form:submitted' }).expect(202);
      const sent = accepted.body.data as Delivery;
      expect(sent).toMatchObject({ object: 'webhook_delivery', subscription_id: subscription.id, topic: 'form:submitted', test_event: true, status: 'pending', attempts_made: 0, attempts: [] });

      const [request] = await receiver.waitFor(path, 1);
      const example = (await service.http.get('/api/v3/webhook-event-types').set(all()).expect(200)).body.data.find((entry: { topic: string }) => entry.topic === 'form:submitted').example;
      expect(JSON.parse(request!.body)).toEqual(example);
      const document = (await service.http.get('/help/openapi.json').expect(200)).body;
      expect(new ContractValidator(document).checkWebhook('form:submitted', JSON.parse(request!.body))).toEqual([]);
      expect(request!.headers).toMatchObject({ 'x-webhook-id': sent.event_id, 'webhook-topic': 'form:submitted', 'x-webhook-topic': 'form:submitted' });
      expect(verifyWebhook({ headers: request!.headers, body: request!.body, secret: subscription.secret }).id).toBe(sent.event_id);
      const stock = new Webhook(subscription.secret).verify(request!.body, {
        'webhook-id': String(request!.headers['webhook-id']),
        'webhook-timestamp': String(request!.headers['webhook-timestamp']),
        'webhook-signature': String(request!.headers['webhook-signature']),
      });
      expect(stock).toEqual(example);

      const logged = await deliveryWhere(subscription.id, (entry) => entry.id === sent.id && entry.status === 'delivered', 'the delivered test event');
      expect(logged).toMatchObject({ test_event: true, topic: 'form:submitted', event_id: sent.event_id });
      expect(logged.attempts).toMatchObject([{ request_body: request!.body, status_code: 200, response_body: '{"ok":true}', response_body_truncated: false }]);
    });

    it('attempts a test event once: the receiver’s failure is logged and final, and a redelivery sends it once more with the same id and body', async () => {
      const path = newPath();
      receiver.answer(path, (request) => (receiver.at(path).indexOf(request) === 0 ? { status: 503, body: 'warming up' } : { status: 200, body: '{"ok":true}' }));
      const subscription = await subscribe(path);
      const sent = (await sendTest(subscription.id, { topic: 'order:created' }).expect(202)).body.data as Delivery;
      const [first] = await receiver.waitFor(path, 1);
      const failed = await deliveryWhere(subscription.id, (entry) => entry.id === sent.id && entry.status === 'failed', 'the failed test event');
      expect(failed).toMatchObject({ test_event: true, attempts_made: 1 });
      expect(failed.attempts).toMatchObject([{ request_body: first!.body, status_code: 503, response_body: 'warming up', next_retry_at: null }]);

      await service.http.post(`/api/v3/webhook-subscriptions/${subscription.id}/deliveries/${sent.id}/redeliver`).set(all()).expect(202);
      const [, second] = await receiver.waitFor(path, 2);
      expect([second!.headers['x-webhook-id'], second!.body]).toEqual([first!.headers['x-webhook-id'], first!.body]);
      const logged = await deliveryWhere(subscription.id, (entry) => entry.id === sent.id && entry.status === 'delivered', 'the redelivered test event');
      expect(logged.attempts).toMatchObject([{ status_code: 503 }, { status_code: 200, response_body: '{"ok":true}' }]);
    });

    it('sends another test event, under a new id, each time it is asked', async () => {
      const path = newPath();
      const subscription = await subscribe(path);
      const first = (await sendTest(subscription.id, { topic: 'order:created' }).expect(202)).body.data as Delivery;
      const second = (await sendTest(subscription.id, { topic: 'order:created' }).expect(202)).body.data as Delivery;
      const requests = await receiver.waitFor(path, 2);
      expect(new Set(requests.map((request) => request.headers['x-webhook-id']))).toEqual(new Set([first.event_id, second.event_id]));
      expect(first.event_id).not.toBe(second.event_id);
    });

    it('answers validation failures as problems: a topic outside the catalogue or the subscription, none, or an unknown field', async () => {
      const subscription = await subscribe(newPath());
      const unknown = expectProblem(await sendTest(subscription.id, { topic: 'order:shipped' }), 422, 'validation_failed');
      expect(unknown.errors).toEqual([expect.objectContaining({ pointer: '/topic', code: 'unsupported_value', allowed_values: ['order:created', 'product:created', 'form:submitted'] })]);
      const notSubscribed = expectProblem(await sendTest(subscription.id, { topic: 'product:created' }), 422, 'validation_failed');
      expect(notSubscribed.errors).toEqual([expect.objectContaining({ pointer: '/topic', code: 'unsupported_value', allowed_values: ['order:created'] })]);
      const missing = expectProblem(await sendTest(subscription.id, {}), 422, 'validation_failed');
      expect(missing.errors).toEqual([expect.objectContaining({ pointer: '/topic' })]);
      const extra = expectProblem(await sendTest(subscription.id, { topic: 'order:created', body: {} }), 422, 'unknown_field');
      expect(extra.errors).toEqual([expect.objectContaining({ pointer: '/body', code: 'unknown_field' })]);
      // A refused request records nothing: the log answers from the same database the request would have written to.
      expect((await service.http.get(`/api/v3/webhook-subscriptions/${subscription.id}/deliveries`).set(all()).expect(200)).body.data).toEqual([]);
    });

    it('answers 404 for another store’s subscription, 409 while it is disabled, and needs webhooks:write', async () => {
      const theirs = await subscribe(newPath(), ['order:created'], otherStore);
      expectProblem(await sendTest(theirs.id, { topic: 'order:created' }), 404, 'resource_not_found');
      expectProblem(await sendTest(987_654, { topic: 'order:created' }), 404, 'resource_not_found');

      const subscription = await subscribe(newPath());
      const reading = expectProblem(await sendTest(subscription.id, { topic: 'order:created' }, store.keys['webhooks:read']!), 403, 'insufficient_scope');
      expect(reading.required_scopes).toEqual(['webhooks:write']);
      await service.http.patch(`/api/v3/webhook-subscriptions/${subscription.id}`).set(all()).send({ enabled: false }).expect(200);
      const disabled = expectProblem(await sendTest(subscription.id, { topic: 'order:created' }), 409, 'webhook_subscription_disabled');
      expect(disabled.reason).toBe('disabled_by_merchant');
    });

    it('is published in the contract with webhooks:write, its body and its answer', async () => {
      const document = (await service.http.get('/help/openapi.json').expect(200)).body;
      const operation = document.paths['/api/v3/webhook-subscriptions/{subscription_id}/test'].post;
      expect(operation).toMatchObject({ operationId: 'sendWebhookTestEvent', security: [{ apiKey: ['webhooks:write'] }] });
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['202', '404', '409', '422']));
    });
  });
});
