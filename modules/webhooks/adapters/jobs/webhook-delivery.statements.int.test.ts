import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { EVENT_OUTBOX, type EventOutbox } from '../../../../shared-kernel/events/domain-event';
import { eventually } from '../../../../tests/support/eventually';
import { startDeliveringService, type DeliveringService } from '../../../../tests/support/delivering-service';
import { statementsDuring } from '../../../../tests/support/statements';
import { bearer, idempotencyKey } from '../../../../tests/e2e/orders/order-fixtures';

const SUBSCRIPTIONS = 10;
const EVENTS = 30;

/**
 * Issue 16: at most 4 PostgreSQL statements per delivery in the steady state, everything counted
 * (relay, delivery rows, attempts, transactions), with the workers on BullMQ and a real receiver.
 */
describe('what delivering webhooks costs the database', () => {
  let delivering: DeliveringService;

  beforeAll(async () => {
    delivering = await startDeliveringService();
  });
  afterAll(() => delivering.close());

  it('spends at most 4 statements per delivery, from the committed event to the recorded attempt', async () => {
    const { service, receiver } = delivering;
    const store = delivering.stores[0]!;
    for (let index = 0; index < SUBSCRIPTIONS; index += 1) {
      await service.http
        .post('/api/v3/webhook-subscriptions')
        .set(bearer(store.keys.all!))
        .set('Idempotency-Key', idempotencyKey('subscribe'))
        .send({ url: receiver.url(`/hooks/statements-${index}`), topics: ['order:created'] })
        .expect(201);
    }
    const delivered = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from webhooks.deliveries where status = 'delivered' and store_id = ${store.id}`.execute(service.runtime.database.root)).rows[0]!.n;
    const outbox = service.container.get<EventOutbox>(EVENT_OUTBOX);
    const events = Array.from({ length: EVENTS }, () => ({ id: randomUUID(), type: 'order:created', storeId: store.id, occurredAt: new Date(), payload: { order: { order_id: 1 } } }));

    const statements = await statementsDuring(async () => {
      await service.runtime.database.run(() => outbox.add(events));
      await eventually(async () => ((await delivered()) === EVENTS * SUBSCRIPTIONS ? true : undefined), 'every delivery recorded as delivered');
    });

    // The outbox write and the relay's idle polls are charged to the deliveries too; only this test's own counting is not.
    const ofTheService = statements.filter((statement) => !statement.includes('as n from webhooks.deliveries'));
    expect(ofTheService.length / (EVENTS * SUBSCRIPTIONS)).toBeLessThanOrEqual(4);
  });
});
