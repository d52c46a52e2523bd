import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { DeferJob, PermanentJobFailure, type JobProcessor, type JobQueue, type JobToEnqueue, type RecurringJob } from '../../shared-kernel/jobs';
import type { Logger } from '../logging/logger';
import { JOB_ATTEMPTS } from './bullmq-job-queue';
import type { QueueDepth } from './queue-depth';

interface PendingJob {
  id: string;
  name: string;
  data: unknown;
  coalesceKey: string | undefined;
  /** Forgotten once it finishes, so the same id may be queued again (as BullMQ does with removed jobs). */
  forget?: boolean;
}

/**
 * The embedded mode's queue: the same processors run in this process. Durable work is kept in the
 * database (the outbox) by the code that enqueues, so losing this memory on a restart loses nothing.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly processors = new Map<string, JobProcessor>();
  private readonly seen = new Set<string>();
  private readonly waiting = new Set<string>();
  /** Jobs waiting for their timer: with no delay (waiting) or with one (delayed). */
  private readonly timers = new Map<NodeJS.Timeout, { queue: string; delayed: boolean }>();
  private readonly intervals = new Set<NodeJS.Timeout>();
  private readonly active = new Map<string, number>();
  private running = 0;
  private closed = false;
  /**
   * The context the queue was made in (the process's, outside any request): every job starts there, as
   * on a BullMQ worker, never in the enqueuer's request context or transaction, which timers would carry.
   */
  private readonly detached = new AsyncResource('signwright.in-process-job');

  constructor(private readonly logger: Logger) {}

  start(processors: readonly JobProcessor[], recurring: readonly RecurringJob[]): void {
    for (const processor of processors) this.processors.set(processor.queue, processor);
    for (const job of recurring) {
      const timer = this.detached.runInAsyncScope(() => setInterval(() => void this.enqueue(job.queue, { name: job.name, data: {} }), job.everyMs));
      timer.unref();
      this.intervals.add(timer);
    }
  }

  async enqueue(queue: string, job: JobToEnqueue, options: { delayMs?: number; forget?: boolean } = {}): Promise<void> {
    const id = job.id ?? randomUUID();
    if (this.seen.has(`${queue}:${id}`)) return;
    const coalesceKey = job.deduplicationId ? `${queue}:${job.deduplicationId}` : undefined;
    if (coalesceKey && this.waiting.has(coalesceKey)) return;
    this.seen.add(`${queue}:${id}`);
    if (coalesceKey) this.waiting.add(coalesceKey);
    this.schedule(queue, { id, name: job.name, data: job.data, coalesceKey, forget: options.forget }, 1, options.delayMs ?? 0);
  }

  async enqueueAll(queue: string, jobs: readonly (JobToEnqueue & { delayMs?: number })[]): Promise<void> {
    for (const job of jobs) await this.enqueue(queue, job, { delayMs: job.delayMs, forget: true });
  }

  async depth(queue: string): Promise<QueueDepth> {
    const timers = [...this.timers.values()].filter((timer) => timer.queue === queue);
    const delayed = timers.filter((timer) => timer.delayed).length;
    return { waiting: timers.length - delayed, delayed, active: this.active.get(queue) ?? 0 };
  }

  /** Resolves once no job is running or waiting (tests and shutdown use it). */
  async idle(): Promise<void> {
    while (this.running > 0 || this.timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.keys()) clearTimeout(timer);
    for (const interval of this.intervals) clearInterval(interval);
    this.timers.clear();
    this.intervals.clear();
  }

  private schedule(queue: string, job: PendingJob, attempt: number, delayMs: number): void {
    this.detached.runInAsyncScope(() => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.runOnce(queue, job, attempt);
      }, delayMs);
      timer.unref();
      this.timers.set(timer, { queue, delayed: delayMs > 0 });
    });
  }

  private async runOnce(queue: string, job: PendingJob, attempt: number): Promise<void> {
    if (this.closed) return;
    const processor = this.processors.get(queue);
    // Enqueued before the workers started (or in a process that runs none yet): wait for them.
    if (!processor) return this.schedule(queue, job, attempt, 1000);
    if (job.coalesceKey) this.waiting.delete(job.coalesceKey);
    this.running += 1;
    this.active.set(queue, (this.active.get(queue) ?? 0) + 1);
    try {
      await processor.process({ id: job.id, name: job.name, data: job.data, attempt });
      this.finished(queue, job);
    } catch (error) {
      if (error instanceof DeferJob) return this.schedule(queue, job, attempt, error.delayMs);
      const permanent = error instanceof PermanentJobFailure || attempt >= (processor.attempts ?? JOB_ATTEMPTS);
      this.logger.warn({ queue, job_id: job.id, attempt, err: error }, permanent ? 'job failed for good' : 'job failed, retrying');
      if (permanent) this.finished(queue, job);
      else this.schedule(queue, job, attempt + 1, Math.min(60_000, 1000 * 2 ** attempt));
    } finally {
      this.running -= 1;
      this.active.set(queue, this.active.get(queue)! - 1);
    }
  }

  private finished(queue: string, job: PendingJob): void {
    if (job.forget) this.seen.delete(`${queue}:${job.id}`);
  }
}
