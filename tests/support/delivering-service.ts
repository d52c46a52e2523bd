import { startWorkers } from '../../apps/worker/start-workers';
import { outboxDrained } from './outbox';
import { startTestService, type TestService, type TestServiceOptions } from './test-service';
import { WebhookReceiver } from './webhook-receiver';

export interface DeliveringService {
  service: TestService;
  seed: Awaited<ReturnType<TestService['seed']>>;
  receiver: WebhookReceiver;
  close(): Promise<void>;
}

/**
 * A seeded service with its workers running in this process, a webhook receiver, and an outbox the
 * seed's events have already passed through, so a test's subscriptions see only what it causes.
 */
export async function startDeliveringService(options: TestServiceOptions = {}): Promise<DeliveringService> {
  const receiver = await WebhookReceiver.start();
  const service = await startTestService(options);
  const seed = await service.seed();
  await startWorkers(service.container, service.runtime);
  await outboxDrained(service);
  return {
    service,
    seed,
    receiver,
    close: async () => {
      await service.close();
      await receiver.down();
    },
  };
}
