import type { RedisConnection } from '../redis/redis-connections';
import type { JobProcessor, JobQueue, RecurringJob } from '../../shared-kernel/jobs';
import type { Logger } from '../logging/logger';
import { BullmqJobQueue } from './bullmq-job-queue';
import { bullmqPrefix } from './bullmq-prefix';
import { BullmqWorkerHost } from './bullmq-worker-host';
import { InProcessJobQueue } from './in-process-job-queue';
import type { QueueDepth } from './queue-depth';

/** Where jobs go and who runs them: BullMQ on Redis when configured, this process otherwise. */
export interface JobSystem {
  kind: 'bullmq' | 'in_process';
  queue: JobQueue;
  /** How many jobs a queue holds, by state (the worker's `task_queue_depth`). */
  depth(queue: string): Promise<QueueDepth>;
  startWorkers(processors: readonly JobProcessor[], recurring: readonly RecurringJob[]): Promise<void>;
  close(): Promise<void>;
}

export function createJobSystem(redis: RedisConnection | undefined, keyPrefix: string, logger: Logger, jobLockMs: number): JobSystem {
  if (!redis) {
    const queue = new InProcessJobQueue(logger);
    return {
      kind: 'in_process',
      queue,
      depth: (name) => queue.depth(name),
      startWorkers: async (processors, recurring) => queue.start(processors, recurring),
      close: () => queue.close(),
    };
  }
  const prefix = bullmqPrefix(redis, keyPrefix);
  const queue = new BullmqJobQueue(redis, prefix, (error) => logger.warn({ err: error }, 'queue error; reconnecting'));
  const host = new BullmqWorkerHost(redis, prefix, queue, logger, jobLockMs);
  return {
    kind: 'bullmq',
    queue,
    depth: (name) => queue.depth(name),
    startWorkers: (processors, recurring) => host.start(processors, recurring),
    close: async () => {
      await host.close();
      await queue.close();
    },
  };
}
