import { inject, injectable } from 'inversify';
import type { JobProcessor, RecurringJob } from '../../../../shared-kernel/jobs';
import { OrdersTokens } from '../../orders.tokens';
import type { RequeueOrderEmailsService } from '../../application/requeue-order-emails.service';

export const REQUEUE_ORDER_EMAILS: RecurringJob = {
  queue: 'orders.order-email-requeue',
  name: 'requeue-order-emails',
  everyMs: 60_000,
};

/** Every minute: emails committed as queued whose job never arrived are handed to the worker again. */
@injectable()
export class RequeueOrderEmailsProcessor implements JobProcessor {
  readonly queue = REQUEUE_ORDER_EMAILS.queue;

  constructor(@inject(OrdersTokens.RequeueOrderEmails) private readonly requeue: RequeueOrderEmailsService) {}

  async process(): Promise<void> {
    await this.requeue.requeue();
  }
}
