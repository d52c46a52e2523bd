import type { BuiltStore } from '../../support/builders';
import type { TestService } from '../../support/test-service';
import { bearer, idempotencyKey } from '../orders/order-fixtures';

/** Subscribes a receiver's URL to topics through the API, as a merchant does; answers the id and the secret shown once. */
export async function subscribeThroughApi(service: TestService, owner: BuiltStore, url: string, topics = ['order:created']): Promise<{ id: number; secret: string }> {
  const response = await service.http
    .post('/api/v3/webhook-subscriptions')
    .set(bearer(owner.keys.all!))
    .set('Idempotency-Key', idempotencyKey('subscribe'))
    .send({ url, topics })
    .expect(201);
  return response.body.data as { id: number; secret: string };
}
