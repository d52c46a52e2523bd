import { startWorkers } from '../../apps/worker/start-workers';
import { aStore, type BuiltStore, type StoreWish } from './builders';
import { outboxDrained } from './outbox';
import { startTestService, type TestService, type TestServiceOptions } from './test-service';
import { WebhookReceiver } from './webhook-receiver';

export interface DeliveringServiceOptions extends TestServiceOptions {
  /** The stores the tests use, built in this order (one plain store unless told). */
  stores?: StoreWish[];
}

export interface DeliveringService {
  service: TestService;
  stores: BuiltStore[];
  receiver: WebhookReceiver;
  close(): Promise<void>;
}

/**
 * A service with the stores a test asks for, its workers running in this process, a webhook receiver,
 * and an outbox the stores' own events have already passed through, so a test's subscriptions see only
 * what it causes.
 */
export async function startDeliveringService(options: DeliveringServiceOptions = {}): Promise<DeliveringService> {
  const { stores: wishes = [{}], ...serviceOptions } = options;
  const receiver = await WebhookReceiver.start();
  const service = await startTestService(serviceOptions);
  const stores: BuiltStore[] = [];
  for (const wish of wishes) stores.push(await aStore(service, wish));
  await startWorkers(service.container, service.runtime);
  await outboxDrained(service);
  return {
    service,
    stores,
    receiver,
    close: async () => {
      await service.close();
      await receiver.down();
    },
  };
}
