import { inject, injectable } from 'inversify';
import { Counter } from 'prom-client';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Metrics } from '../../../../infra/metrics/metrics';
import type { AttemptOutcome } from '../../domain/delivery-schedule';
import type { DeliveryMetrics } from '../../application/ports';

const OUTCOMES = ['delivered', 'retry', 'gone', 'failed'] as const satisfies readonly AttemptOutcome['kind'][];

/** Delivery attempts as a Prometheus counter in the process's registry, made when its workers start. */
@injectable()
export class PrometheusDeliveryMetrics implements DeliveryMetrics {
  private readonly attempts: Counter<'outcome'>;

  constructor(@inject(InfraTokens.Metrics) metrics: Metrics) {
    this.attempts = new Counter({ name: 'webhook_delivery_attempts_total', help: 'Webhook delivery attempts recorded, by outcome', labelNames: ['outcome'] as const, registers: [metrics.registry] });
    // Every outcome from zero, so that a rate over the first failures is not missing its start.
    for (const outcome of OUTCOMES) this.attempts.inc({ outcome }, 0);
  }

  attemptRecorded(outcome: AttemptOutcome['kind']): void {
    this.attempts.inc({ outcome });
  }
}
