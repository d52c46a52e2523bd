import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import type { AttemptRecording, AttemptResult, AttemptUnderway, TaskKind, TaskRef } from '../../../../shared-kernel/tasks';
import { WebhooksTokens } from '../../webhooks.tokens';
import { MAX_IN_FLIGHT_PER_DESTINATION } from '../../domain/delivery';
import { AttemptDeliveryService } from '../../application/attempt-delivery.service';
import type { DeliveryTimings } from '../../application/delivery-timings';
import type { DeliveryRepository } from '../../application/ports';
import { taskOf, WEBHOOK_DELIVERY } from './webhook-delivery.queue';

/**
 * Deliveries as a kind of task. Attempts wait on receivers, not on this process, so many run at once;
 * each destination's lane keeps one slow receiver from taking them all.
 */
@injectable()
export class WebhookDeliveryKind implements TaskKind {
  readonly name = WEBHOOK_DELIVERY;
  readonly concurrency = 64;
  readonly lanes: { limit: number; leaseMs: number };

  constructor(
    @inject(AttemptDeliveryService) private readonly deliveries: AttemptDeliveryService,
    @inject(WebhooksTokens.DeliveryRepository) private readonly repository: DeliveryRepository,
    @inject(WebhooksTokens.DeliveryTimings) timings: DeliveryTimings,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    this.lanes = { limit: MAX_IN_FLIGHT_PER_DESTINATION, leaseMs: timings.leaseMs };
  }

  attempt(task: TaskRef, recording: AttemptRecording): Promise<AttemptResult> {
    return this.deliveries.attempt(task, recording);
  }

  attemptInTurn(tasks: readonly TaskRef[], recording: AttemptRecording): (task: TaskRef) => Promise<AttemptUnderway> {
    return this.deliveries.attemptInTurn(tasks, recording);
  }

  async due(dueBy: Date, limit: number): Promise<TaskRef[]> {
    return (await this.repository.due(dueBy, limit)).map(taskOf);
  }

  /** The recovery pass's query, one row: the deliveries_due index answers it, without disabled subscriptions' deliveries. */
  async oldestPending(now: Date): Promise<Date | undefined> {
    const [oldest] = await this.repository.due(now, 1);
    return oldest?.nextAttemptAt ?? undefined;
  }
}
