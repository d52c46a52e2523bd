import { inject, injectable } from 'inversify';
import type { PollingTask } from '../../../../shared-kernel/jobs';
import { WebhooksTokens } from '../../webhooks.tokens';
import type { DeliveryTimings } from '../../application/delivery-timings';
import type { DispatchDeliveriesService } from '../../application/dispatch-deliveries.service';

/**
 * Twice a second by default: retries come due, leases of attempts that never reported back,
 * subscriptions enabled again.
 */
@injectable()
export class DueDeliveriesPolling implements PollingTask {
  readonly name = 'webhooks.due-deliveries';
  readonly idleMs: number;

  constructor(
    @inject(WebhooksTokens.DispatchDeliveries) private readonly dispatch: DispatchDeliveriesService,
    @inject(WebhooksTokens.DeliveryTimings) timings: DeliveryTimings,
  ) {
    this.idleMs = timings.pollIntervalMs;
  }

  runOnce(): Promise<number> {
    return this.dispatch.dispatchDue();
  }
}
