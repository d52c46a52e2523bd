import type { EmailSender } from '../../application/ports';
import { OrderEmailTemplate } from '../../application/order-email.template';
import { InMemoryOrderEmailRepository } from '../../test-support/in-memory-order-email.repository';
import { InMemoryOrderRepository } from '../../test-support/in-memory-order.repository';
import { EMAIL_RETRY, EmailWork } from './email.work';

type Send = (storeId: number, emailId: number, options: { finalAttempt: boolean }) => ReturnType<EmailSender['send']>;

function aWork(send: Send = async () => 'done') {
  const template = new OrderEmailTemplate(new InMemoryOrderEmailRepository(), new InMemoryOrderRepository());
  const calls: [unknown, number, number, { finalAttempt: boolean }][] = [];
  const work = new EmailWork(template, { send: (sent, storeId, emailId, options) => (calls.push([sent, storeId, emailId, options]), send(storeId, emailId, options)) });
  return { work, calls, template };
}

const task = (subject: string, finalAttempt = false) => ({ storeId: 5, subject, attempt: finalAttempt ? EMAIL_RETRY.delaysMs.length + 1 : 1, finalAttempt });

describe('the email task', () => {
  it('is named by its template’s task kind', () => {
    expect(aWork().work.name).toBe('orders.order-email');
  });

  it('sends the email its subject names with its template, telling the send service whether a retry follows', async () => {
    const { work, calls, template } = aWork();
    await expect(work.perform(task('17'))).resolves.toBe('done');
    await expect(work.perform(task('17', true))).resolves.toBe('done');
    expect(calls).toEqual([[template, 5, 17, { finalAttempt: false }], [template, 5, 17, { finalAttempt: true }]]);
  });

  it('answers the failure the send service recorded for good, so the engine stops trying', async () => {
    const { work } = aWork(async () => ({ failed: 'no_manufacturer_email' }));
    await expect(work.perform(task('17'))).resolves.toEqual({ failed: 'no_manufacturer_email' });
  });

  it('lets a refused handover through, so the engine tries again', async () => {
    const { work } = aWork(async () => {
      throw new Error('451 try later');
    });
    await expect(work.perform(task('17'))).rejects.toThrow('451 try later');
  });

  it('fails for good, sending nothing, a task whose subject names no email', async () => {
    const { work, calls } = aWork();
    for (const subject of ['', 'abc', '0', '-3', '1.5']) await expect(work.perform(task(subject))).resolves.toEqual({ failed: expect.stringContaining('names no email') });
    expect(calls).toEqual([]);
  });

  it('tries eight times in all, the first retry within seconds, the last some ten hours after the first try', () => {
    expect(EMAIL_RETRY.delaysMs).toHaveLength(7);
    expect(EMAIL_RETRY.delaysMs[0]).toBeLessThanOrEqual(5_000);
    const hours = EMAIL_RETRY.delaysMs.reduce((sum, delay) => sum + delay, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(8);
    expect(hours).toBeLessThan(12);
  });
});
