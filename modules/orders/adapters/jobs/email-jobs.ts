import { z } from 'zod';
import { JOB_ATTEMPTS } from '../../../../infra/queue/bullmq-job-queue';
import type { Logger } from '../../../../infra/logging/logger';
import { PermanentJobFailure, type JobProcessor, type JobQueue, type RecurringJob, type RunningJob } from '../../../../shared-kernel/jobs';
import type { EmailQueue, EmailSender, QueuedEmail } from '../../application/ports';
import type { RequeueEmailsService } from '../../application/requeue-emails.service';

/** The context's kinds of email: each has a queue its worker sends from and a minutely requeue. */
export interface EmailKind {
  /** `order-email`, `quote-email`: the job ids' prefix and the queue's name after `orders.`. */
  name: string;
  queue: string;
  requeue: RecurringJob;
}

function emailKind(name: string): EmailKind {
  return { name, queue: `orders.${name}`, requeue: { queue: `orders.${name}-requeue`, name: `requeue-${name}s`, everyMs: 60_000 } };
}

export const ORDER_EMAILS = emailKind('order-email');
export const QUOTE_EMAILS = emailKind('quote-email');

/** One job per email, its id derived from the email's, so two enqueues never queue it twice. The job carries ids only. */
export class JobEmailQueue implements EmailQueue {
  constructor(
    private readonly jobs: JobQueue,
    private readonly logger: Logger,
    private readonly kind: EmailKind,
  ) {}

  async enqueue(email: QueuedEmail): Promise<void> {
    try {
      await this.jobs.enqueue(this.kind.queue, { id: `${this.kind.name}-${email.id}`, name: 'send', data: { storeId: email.storeId, emailId: email.id } });
    } catch (error) {
      // The email is committed as queued: the requeue job hands it over within a minute or two.
      this.logger.warn({ err: error, email_id: email.id, kind: this.kind.name }, 'email not enqueued; the requeue job will retry');
    }
  }
}

const jobData = z.object({ storeId: z.number().int().positive(), emailId: z.number().int().positive() });

/** Sends the email a job names; a job whose data cannot name one is a permanent failure. */
export class SendEmailProcessor implements JobProcessor {
  readonly queue: string;
  readonly concurrency = 4;
  readonly attempts = JOB_ATTEMPTS;

  constructor(
    kind: EmailKind,
    private readonly sender: EmailSender,
  ) {
    this.queue = kind.queue;
  }

  async process(job: RunningJob): Promise<void> {
    const parsed = jobData.safeParse(job.data);
    if (!parsed.success) throw new PermanentJobFailure(`${this.queue} job ${job.id} carries invalid data`);
    await this.sender.send(parsed.data.storeId, parsed.data.emailId, { finalAttempt: job.attempt >= this.attempts });
  }
}

/** Every minute: emails committed as queued whose job never arrived are handed to the worker again. */
export class RequeueEmailsProcessor implements JobProcessor {
  readonly queue: string;

  constructor(
    kind: EmailKind,
    private readonly requeue: RequeueEmailsService,
  ) {
    this.queue = kind.requeue.queue;
  }

  async process(): Promise<void> {
    await this.requeue.requeue();
  }
}
