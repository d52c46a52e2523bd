import type { TaskScheduler } from '../../../shared-kernel/tasks';
import type { Email } from '../domain/email';
import type { EmailTemplate } from './ports';

/**
 * Queues an email of one template (one of these a template, bound in orders.container.ts: recording an
 * order queues an order email, recording a quote a quote email). The email and the task that sends it
 * are written in one transaction (the caller's), and the task runs only once that commits: a
 * rolled-back request mails nobody, a replayed one queues nothing, and a task whose hand-over to the
 * queue was lost is found again by the engine's recovery pass.
 */
export class QueueEmailService<E extends Email, New> {
  constructor(
    private readonly template: Pick<EmailTemplate<E, New>, 'task' | 'emails'>,
    private readonly tasks: TaskScheduler,
  ) {}

  async queue(email: New): Promise<E> {
    const queued = await this.template.emails.create(email);
    await this.tasks.schedule(this.template.task, { storeId: queued.storeId, subject: String(queued.id) });
    return queued;
  }
}
