import { sql } from 'kysely';
import { startWorkers } from '../../../apps/worker/start-workers';
import type { Clock } from '../../../shared-kernel/clock';
import { eventually } from '../../support/eventually';
import { startTestService, type TestService } from '../../support/test-service';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';

/**
 * In production (SIGNWRIGHT_ENV=production): an address refused when the subscription was made is
 * refused again at every delivery (a name can resolve elsewhere later), and a subscription whose
 * deliveries keep failing for days is disabled and says so.
 */
describe('webhook destinations in production', () => {
  let service: TestService;
  let store: BuiltStore;
  let receiver: WebhookReceiver;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  const all = () => bearer(store.keys.all!);

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    service = await startTestService({ env: { SIGNWRIGHT_ENV: 'production' }, clock });
    store = await aStore(service, { customisers: 1, commerce: true });
    await startWorkers(service.container, service.runtime);
  });
  afterAll(async () => {
    await service.close();
    await receiver.down();
  });

  /** What a subscription made while its name resolved to a public address looks like once it resolves to loopback. */
  async function subscriptionNowPointingAtLoopback(): Promise<number> {
    const created = (
      await service.http
        .post('/api/v3/webhook-subscriptions')
        .set(all())
        .set('Idempotency-Key', idempotencyKey('rebinding'))
        .send({ url: 'https://93.184.215.14/hooks', topics: ['order:created'] })
        .expect(201)
    ).body.data;
    await sql`update webhooks.subscriptions set url = ${receiver.url('/rebound').replace('http:', 'https:')} where id = ${created.id}`.execute(service.runtime.database.root);
    return created.id;
  }

  const attemptsOf = async (subscriptionId: number, count: number) =>
    eventually(async () => {
      const [delivery] = (await service.http.get(`/api/v3/webhook-subscriptions/${subscriptionId}/deliveries`).set(all()).expect(200)).body.data;
      return delivery?.attempts.length >= count ? delivery : undefined;
    }, `${count} attempts`);

  it('refuses a loopback destination at delivery time: the attempt fails without a request', async () => {
    const subscriptionId = await subscriptionNowPointingAtLoopback();
    await service.http.post('/api/v3/orders').set(all()).set('Idempotency-Key', idempotencyKey()).send(orderBody(store)).expect(201);
    const delivery = await attemptsOf(subscriptionId, 1);
    expect(delivery.attempts[0]).toMatchObject({ status_code: null, error: 'refused: a loopback address', next_retry_at: expect.any(String) });
    expect(receiver.received).toEqual([]);
  });

  it('disables a subscription failing for three days, with the reason on the subscription', async () => {
    const subscriptionId = await subscriptionNowPointingAtLoopback();
    await service.http.post('/api/v3/orders').set(all()).set('Idempotency-Key', idempotencyKey()).send(orderBody(store)).expect(201);
    await attemptsOf(subscriptionId, 1);
    const failing = (await service.http.get(`/api/v3/webhook-subscriptions/${subscriptionId}`).set(all()).expect(200)).body.data;
    expect(failing).toMatchObject({ enabled: true, failing_since: expect.any(String) });

    offsetMs += 3 * 24 * 3600_000;
    await attemptsOf(subscriptionId, 2);
    const disabled = (await service.http.get(`/api/v3/webhook-subscriptions/${subscriptionId}`).set(all()).expect(200)).body.data;
    expect(disabled).toMatchObject({ enabled: false, disabled_reason: 'failing_for_days', failing_since: failing.failing_since, disabled_at: expect.any(String) });
    const listed = (await service.http.get('/api/v3/webhook-subscriptions?limit=100').set(all()).expect(200)).body.data;
    expect(listed.find((subscription: { id: number }) => subscription.id === subscriptionId)).toMatchObject({ disabled_reason: 'failing_for_days' });
  });
});
