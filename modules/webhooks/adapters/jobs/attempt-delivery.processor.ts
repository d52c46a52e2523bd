import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { PermanentJobFailure, type JobProcessor, type RunningJob } from '../../../../shared-kernel/jobs';
import { WebhooksTokens } from '../../webhooks.tokens';
import type { AttemptDeliveryService } from '../../application/attempt-delivery.service';
import { WEBHOOK_DELIVERY_QUEUE } from './webhook-delivery.queue';

const jobData = z.object({ deliveryId: z.number().int().positive(), lease: z.number().int().positive() });

/**
 * Attempts leased deliveries. Attempts wait on receivers, not on this process, so many run at once;
 * each destination's own limit keeps one slow receiver from taking them all.
 */
@injectable()
export class AttemptDeliveryProcessor implements JobProcessor {
  readonly queue = WEBHOOK_DELIVERY_QUEUE;
  readonly concurrency = 64;

  constructor(@inject(WebhooksTokens.AttemptDelivery) private readonly deliveries: AttemptDeliveryService) {}

  async process(job: RunningJob): Promise<void> {
    const parsed = jobData.safeParse(job.data);
    if (!parsed.success) throw new PermanentJobFailure(`webhook delivery job ${job.id} carries invalid data`);
    await this.deliveries.attempt(parsed.data);
  }
}
