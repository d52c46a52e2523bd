import { AsyncLocalStorage } from 'node:async_hooks';
import { createLogger } from '../logging/logger';
import { InProcessJobQueue } from './in-process-job-queue';

describe('the in-process job queue', () => {
  it('starts every job outside the context of the code that enqueued it, as a BullMQ worker would', async () => {
    const requestScope = new AsyncLocalStorage<string>();
    const queue = new InProcessJobQueue(createLogger('silent'));
    const seen = new Promise<string | undefined>((resolve) => {
      queue.start([{ queue: 'test.context', process: async () => resolve(requestScope.getStore()) }], []);
    });
    await requestScope.run('the enqueuing request and its transaction', () => queue.enqueue('test.context', { name: 'probe', data: {} }));
    expect(await seen).toBeUndefined();
    await queue.close();
  });

  it('retries a failed job outside the enqueuer context too', async () => {
    const requestScope = new AsyncLocalStorage<string>();
    const queue = new InProcessJobQueue(createLogger('silent'));
    const stores: (string | undefined)[] = [];
    const secondAttempt = new Promise<void>((resolve) => {
      queue.start([{ queue: 'test.retry', process: async (job) => {
        stores.push(requestScope.getStore());
        if (job.attempt === 1) throw new Error('first attempt fails');
        resolve();
      } }], []);
    });
    await requestScope.run('request', () => queue.enqueue('test.retry', { name: 'probe', data: {} }));
    await secondAttempt;
    expect(stores).toEqual([undefined, undefined]);
    await queue.close();
  });
});
