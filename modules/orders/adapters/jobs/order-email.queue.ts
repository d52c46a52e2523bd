import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Logger } from '../../../../infra/logging/logger';
import { JOB_QUEUE, type JobQueue } from '../../../../shared-kernel/jobs';
import type { OrderEmail } from '../../domain/order-email';
import type { OrderEmailQueue } from '../../application/ports';

export const ORDER_EMAIL_QUEUE = 'orders.order-email';

/**
 * One job per email, its id derived from the email's, so the request's enqueue and the requeue job's
 * never queue one email twice. The job carries ids only.
 */
@injectable()
export class JobOrderEmailQueue implements OrderEmailQueue {
  constructor(
    @inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @inject(InfraTokens.Logger) private readonly logger: Logger,
  ) {}

  async enqueue(email: Pick<OrderEmail, 'id' | 'storeId'>): Promise<void> {
    try {
      await this.jobs.enqueue(ORDER_EMAIL_QUEUE, { id: `order-email-${email.id}`, name: 'send', data: { storeId: email.storeId, emailId: email.id } });
    } catch (error) {
      // The email is committed as queued: the requeue job hands it over within a minute or two.
      this.logger.warn({ err: error, email_id: email.id }, 'order email not enqueued; the requeue job will retry');
    }
  }
}
