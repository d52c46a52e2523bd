import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { JobQueue, JobToEnqueue } from '../../shared-kernel/jobs';

/** Tries of a failing job; the worker host's backoff spaces them from 2 s up to a minute. */
export const JOB_ATTEMPTS = 8;

/** Enqueues on BullMQ; the job id, when given, makes a second enqueue of the same job a no-op. */
export class BullmqJobQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {}

  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      // Lost connections (a Redis restart) surface here; the queue reconnects by itself.
      queue.on('error', (error) => this.onError(error));
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue(queueName: string, job: JobToEnqueue, options: { delayMs?: number } = {}): Promise<void> {
    await this.queue(queueName).add(job.name, job.data, {
      ...(job.id ? { jobId: job.id } : {}),
      ...(options.delayMs ? { delay: options.delayMs } : {}),
      ...(job.deduplicationId ? { deduplication: { id: job.deduplicationId } } : {}),
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'custom' },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
