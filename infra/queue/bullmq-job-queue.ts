import { Queue } from 'bullmq';
import type { RedisConnection } from '../redis/redis-connections';
import type { JobQueue, JobToEnqueue } from '../../shared-kernel/jobs';
import { Problems } from '../../shared-kernel/problems/problems';
import { onRedis, REDIS_RETRY_AFTER_SECONDS } from '../redis/redis-unavailable';
import type { BullmqPrefix } from './bullmq-prefix';
import type { QueueDepth } from './queue-depth';

/** Tries of a failing job; the worker host's backoff spaces them from 2 s up to a minute. */
export const JOB_ATTEMPTS = 8;

const UNAVAILABLE = 'The job queue is unavailable right now; nothing was done.';

/**
 * Enqueues on BullMQ; the job id, when given, makes a second enqueue of the same job a no-op. It shares
 * the request path's fail-fast connection: an enqueue while Redis is away fails at once with 503
 * `service_unavailable` (the outbox relay and the task engine's recovery pass hand the work over again later).
 */
export class BullmqJobQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly connection: RedisConnection,
    private readonly prefix: BullmqPrefix,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {}

  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix(name) });
      // Lost connections (a Redis restart) surface here; the queue reconnects by itself.
      queue.on('error', (error) => this.onError(error));
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue(queueName: string, job: JobToEnqueue, options: { delayMs?: number } = {}): Promise<void> {
    // BullMQ waits for a connection that is not ready, however long that takes: refuse at once instead.
    if (this.connection.status !== 'ready') throw Problems.serviceUnavailable(UNAVAILABLE, REDIS_RETRY_AFTER_SECONDS);
    await onRedis(UNAVAILABLE, async () => {
      const queue = await this.readyQueue(queueName);
      await queue.add(job.name, job.data, {
        ...(job.id ? { jobId: job.id } : {}),
        ...(options.delayMs ? { delay: options.delayMs } : {}),
        ...(job.deduplicationId ? { deduplication: { id: job.deduplicationId } } : {}),
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'custom' },
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      });
    });
  }

  async enqueueAll(queueName: string, jobs: readonly (JobToEnqueue & { delayMs?: number })[]): Promise<void> {
    if (jobs.length === 0) return;
    if (this.connection.status !== 'ready') throw Problems.serviceUnavailable(UNAVAILABLE, REDIS_RETRY_AFTER_SECONDS);
    await onRedis(UNAVAILABLE, async () => {
      const queue = await this.readyQueue(queueName);
      await queue.addBulk(
        jobs.map((job) => ({
          name: job.name,
          data: job.data,
          opts: { ...(job.id ? { jobId: job.id } : {}), ...(job.delayMs ? { delay: job.delayMs } : {}), attempts: JOB_ATTEMPTS, backoff: { type: 'custom' }, removeOnComplete: true, removeOnFail: true },
        })),
      );
    });
  }

  /** The queue's jobs by state, as Redis holds them; refused at once while Redis is away, as an enqueue is. */
  async depth(queueName: string): Promise<QueueDepth> {
    if (this.connection.status !== 'ready') throw Problems.serviceUnavailable(UNAVAILABLE, REDIS_RETRY_AFTER_SECONDS);
    const counts = await (await this.readyQueue(queueName)).getJobCounts('waiting', 'prioritized', 'delayed', 'active');
    // BullMQ adds `paused` to `waiting`: jobs of a paused queue wait as well (none is paused here).
    return { waiting: (counts.waiting ?? 0) + (counts.paused ?? 0) + (counts.prioritized ?? 0), delayed: counts.delayed ?? 0, active: counts.active ?? 0 };
  }

  /**
   * The queue once BullMQ has read the server's version. A queue whose first contact failed (Redis
   * stalled just then) stays failed in BullMQ for good: it is dropped, and the next enqueue makes another.
   */
  private async readyQueue(name: string): Promise<Queue> {
    const queue = this.queue(name);
    try {
      await queue.waitUntilReady();
      return queue;
    } catch (error) {
      if (this.queues.get(name) === queue) this.queues.delete(name);
      void queue.close().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
