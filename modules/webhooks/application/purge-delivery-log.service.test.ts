import { DELIVERY_LOG_RETENTION_DAYS } from '../domain/delivery';
import { inMemoryWebhooks } from '../test-support/in-memory-webhooks';
import { PurgeDeliveryLogService } from './purge-delivery-log.service';

const DAY = 86_400_000;

describe('purging the delivery log', () => {
  it('removes finished deliveries last changed more than thirty days ago, and keeps pending ones whatever their age', async () => {
    const { clock, subscribe, deliveryTo, deliveries } = inMemoryWebhooks();
    const subscription = await subscribe(5);
    const finish = async (eventId: string, status: 'delivered' | 'failed') => {
      const delivery = await deliveryTo(5, subscription.id, eventId);
      const attempt = { attemptedAt: clock.now(), statusCode: status === 'delivered' ? 200 : 500, durationMs: 5, error: null, nextRetryAt: null, responseBody: '', responseBodyTruncated: false };
      await deliveries.recordAttempt(delivery.id, 0, { attempt, status, nextAttemptAt: null, failureReason: status === 'failed' ? 'spent' : null });
      return delivery;
    };
    const oldDelivered = await finish('0b7e5c1a-0000-4000-8000-000000000001', 'delivered');
    const oldFailed = await finish('0b7e5c1a-0000-4000-8000-000000000002', 'failed');
    const oldPending = await deliveryTo(5, subscription.id, '0b7e5c1a-0000-4000-8000-000000000003');
    clock.advance(2 * DAY);
    const recent = await finish('0b7e5c1a-0000-4000-8000-000000000004', 'delivered');
    clock.advance((DELIVERY_LOG_RETENTION_DAYS - 1) * DAY);

    await expect(new PurgeDeliveryLogService(deliveries, clock).purge()).resolves.toBe(2);

    expect([...deliveries.deliveries.keys()]).toEqual([oldPending.id, recent.id]);
    expect(deliveries.attempts.has(oldDelivered.id) || deliveries.attempts.has(oldFailed.id)).toBe(false);
  });
});
