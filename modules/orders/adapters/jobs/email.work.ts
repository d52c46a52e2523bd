import type { RetryPolicy, TaskWork } from '../../../../shared-kernel/tasks';
import type { Email } from '../../domain/email';
import type { EmailSender, EmailTemplate, EmailTryOutcome } from '../../application/ports';

/**
 * One policy for every email: eight tries, the first retries quick (a refused handover, a greylisting
 * server), the later ones hours apart, so a mail server away for an afternoon still gets the order. The
 * last try comes some ten hours after the first; should it fail too, the email is marked failed, and a
 * resend queues the order email again.
 */
export const EMAIL_RETRY: RetryPolicy = { delaysMs: [2_000, 10_000, 60_000, 300_000, 1_800_000, 7_200_000, 28_800_000], jitter: 0.2 };

/**
 * Sends the email a task of its template's kind names (its subject is the email's id) through the one
 * send service, which records every outcome on the email's row: order emails (`orders.order-email`) and
 * quote emails (`orders.quote-email`) are both this work, bound once per template in orders.container.ts.
 */
export class EmailWork<E extends Email, New> implements TaskWork {
  readonly concurrency = 4;
  readonly retry = EMAIL_RETRY;
  readonly name: string;

  constructor(
    private readonly template: EmailTemplate<E, New>,
    private readonly sender: EmailSender,
  ) {
    this.name = template.task;
  }

  perform(task: { storeId: number; subject: string; finalAttempt: boolean }): Promise<EmailTryOutcome> {
    const emailId = Number(task.subject);
    if (!Number.isSafeInteger(emailId) || emailId < 1) return Promise.resolve({ failed: `${this.name} task "${task.subject}", which names no email` });
    return this.sender.send(this.template, task.storeId, emailId, { finalAttempt: task.finalAttempt });
  }
}
