import type { EmailSender } from '../../application/ports';
import { EMAIL_RETRY, EmailWork } from './email.work';

function aWork(send: EmailSender['send'] = async () => 'done') {
  const calls: Parameters<EmailSender['send']>[] = [];
  const work = new EmailWork('orders.order-email', { send: (...args) => (calls.push(args), send(...args)) });
  return { work, calls };
}

const task = (subject: string, finalAttempt = false) => ({ storeId: 5, subject, attempt: finalAttempt ? EMAIL_RETRY.delaysMs.length + 1 : 1, finalAttempt });

describe('the email task', () => {
  it('sends the email its subject names, telling the send service whether a retry follows', async () => {
    const { work, calls } = aWork();
    await expect(work.perform(task('17'))).resolves.toBe('done');
    await expect(work.perform(task('17', true))).resolves.toBe('done');
    expect(calls).toEqual([[5, 17, { finalAttempt: false }], [5, 17, { finalAttempt: true }]]);
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
