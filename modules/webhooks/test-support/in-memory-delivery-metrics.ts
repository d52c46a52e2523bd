import type { AttemptOutcome } from '../domain/delivery-schedule';
import type { DeliveryMetrics } from '../application/ports';

/** The delivery metrics in memory: the outcome of each attempt recorded, in order. */
export class InMemoryDeliveryMetrics implements DeliveryMetrics {
  readonly recorded: AttemptOutcome['kind'][] = [];

  attemptRecorded(outcome: AttemptOutcome['kind']): void {
    this.recorded.push(outcome);
  }
}
