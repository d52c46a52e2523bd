import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { JOB_ATTEMPTS } from '../../../../infra/queue/bullmq-job-queue';
import { PermanentJobFailure, type JobProcessor, type RunningJob } from '../../../../shared-kernel/jobs';
import { OrdersTokens } from '../../orders.tokens';
import type { SendOrderEmailService } from '../../application/send-order-email.service';
import { ORDER_EMAIL_QUEUE } from './order-email.queue';

const jobData = z.object({ storeId: z.number().int().positive(), emailId: z.number().int().positive() });

@injectable()
export class SendOrderEmailProcessor implements JobProcessor {
  readonly queue = ORDER_EMAIL_QUEUE;
  readonly concurrency = 4;
  readonly attempts = JOB_ATTEMPTS;

  constructor(@inject(OrdersTokens.SendOrderEmail) private readonly emails: SendOrderEmailService) {}

  async process(job: RunningJob): Promise<void> {
    const parsed = jobData.safeParse(job.data);
    if (!parsed.success) throw new PermanentJobFailure(`order email job ${job.id} carries invalid data`);
    await this.emails.send(parsed.data.storeId, parsed.data.emailId, { finalAttempt: job.attempt >= this.attempts });
  }
}
