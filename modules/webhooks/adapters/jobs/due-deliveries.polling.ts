import { inject, injectable } from 'inversify';
import type { PollingTask } from '../../../../shared-kernel/jobs';
import { WebhooksTokens } from '../../webhooks.tokens';
import type { DispatchDeliveriesService } from '../../application/dispatch-deliveries.service';

/** Twice a second: retries come due, leases of attempts that never reported back, subscriptions enabled again. */
@injectable()
export class DueDeliveriesPolling implements PollingTask {
  readonly name = 'webhooks.due-deliveries';
  readonly idleMs = 500;

  constructor(@inject(WebhooksTokens.DispatchDeliveries) private readonly dispatch: DispatchDeliveriesService) {}

  runOnce(): Promise<number> {
    return this.dispatch.dispatchDue();
  }
}
