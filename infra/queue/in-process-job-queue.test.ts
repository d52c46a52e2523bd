import { AsyncLocalStorage } from 'node:async_hooks';
import { createLogger } from '../logging/logger';
import { eventually } from '../../tests/support/eventually';
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

  it('tells how many jobs of a queue wait, wait for their time, and run', async () => {
    const queue = new InProcessJobQueue(createLogger('silent'));
    let finish: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      queue.start([{ queue: 'test.depth', process: () => (resolve(), new Promise<void>((done) => (finish = done))) }], []);
    });
    await queue.enqueueAll('test.depth', [{ id: 'later', name: 'probe', data: {}, delayMs: 60_000 }, { id: 'soon', name: 'probe', data: {}, delayMs: 60_000 }]);
    await queue.enqueue('test.depth', { id: 'now', name: 'probe', data: {} });
    expect(await queue.depth('test.depth')).toEqual({ waiting: 1, delayed: 2, active: 0 });
    expect(await queue.depth('test.other')).toEqual({ waiting: 0, delayed: 0, active: 0 });
    await started;
    expect(await queue.depth('test.depth')).toEqual({ waiting: 0, delayed: 2, active: 1 });
    finish();
    await eventually(async () => ((await queue.depth('test.depth')).active === 0 ? true : undefined), 'the job to finish');
    expect(await queue.depth('test.depth')).toEqual({ waiting: 0, delayed: 2, active: 0 });
    await queue.close();
  });
});
