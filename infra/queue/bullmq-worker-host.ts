import { DelayedError, UnrecoverableError, Worker } from 'bullmq';
import { DeferJob, PermanentJobFailure, type JobProcessor, type RecurringJob } from '../../shared-kernel/jobs';
import type { Logger } from '../logging/logger';
import { openWaitingConnection, type RedisConnection } from '../redis/redis-connections';
import type { BullmqJobQueue } from './bullmq-job-queue';
import type { BullmqPrefix } from './bullmq-prefix';

/** Runs the processors of every queue on BullMQ workers, and keeps the recurring jobs scheduled. */
export class BullmqWorkerHost {
  private readonly workers: Worker[] = [];
  /** BullMQ never closes a connection it is handed; these are ours to close. */
  private readonly connections: RedisConnection[] = [];

  constructor(
    private readonly connection: RedisConnection,
    private readonly prefix: BullmqPrefix,
    private readonly queue: BullmqJobQueue,
    private readonly logger: Logger,
    /** A dead worker's jobs are found within about two of these (BullMQ's lock and stalled-job check). */
    private readonly jobLockMs: number,
  ) {}

  async start(processors: readonly JobProcessor[], recurring: readonly RecurringJob[]): Promise<void> {
    for (const processor of processors) {
      const connection = openWaitingConnection(this.connection);
      this.connections.push(connection);
      const worker = new Worker(
        processor.queue,
        async (job, token) => {
          try {
            await processor.process({ id: job.id ?? '', name: job.name, data: job.data, attempt: job.attemptsMade + 1 });
          } catch (error) {
            if (error instanceof PermanentJobFailure) throw new UnrecoverableError(error.message);
            if (error instanceof DeferJob) {
              await job.moveToDelayed(Date.now() + error.delayMs, token);
              throw new DelayedError();
            }
            throw error;
          }
        },
        {
          connection,
          prefix: this.prefix(processor.queue),
          concurrency: processor.concurrency ?? 1,
          lockDuration: this.jobLockMs,
          stalledInterval: this.jobLockMs,
          // A job whose worker died is run again however often that happens: giving up would lose it.
          maxStalledCount: Number.MAX_SAFE_INTEGER,
          settings: { backoffStrategy: (attemptsMade: number) => Math.min(60_000, 1000 * 2 ** attemptsMade) },
        },
      );
      worker.on('failed', (job, error) => this.logger.warn({ queue: processor.queue, job_id: job?.id, err: error }, 'job failed'));
      // Lost connections (a Redis restart) surface here; the worker reconnects by itself.
      worker.on('error', (error) => this.logger.warn({ queue: processor.queue, err: error }, 'queue worker error; reconnecting'));
      this.workers.push(worker);
    }
    for (const job of recurring) {
      await this.queue.queue(job.queue).upsertJobScheduler(`${job.queue}:${job.name}`, { every: job.everyMs }, { name: job.name, data: {} });
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all(this.connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
  }
}
