/**
 * Background work as application code sees it: queues are named `<module>.<purpose>`, job data carries
 * ids and never secrets, and BullMQ or the in-process runner are chosen once, in infra.
 */
export interface JobToEnqueue {
  /** A stable id makes enqueueing idempotent: a job with the same id is queued once. */
  id?: string;
  name: string;
  data: unknown;
  /** Jobs with the same deduplication id coalesce while one of them is still waiting to run. */
  deduplicationId?: string;
}

export interface JobQueue {
  enqueue(queue: string, job: JobToEnqueue, options?: { delayMs?: number }): Promise<void>;
  /**
   * Enqueues many jobs in one round trip, each with its own delay. Nothing of them is kept once they
   * finish or fail: their state lives in the database (the task engine's rows), not in the queue.
   */
  enqueueAll(queue: string, jobs: readonly (JobToEnqueue & { delayMs?: number })[]): Promise<void>;
}

export interface RunningJob {
  id: string;
  name: string;
  data: unknown;
  attempt: number;
}

/** Thrown by a processor when retrying cannot help; the job then stops without further attempts. */
export class PermanentJobFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobFailure';
  }
}

/**
 * Thrown by a processor that cannot run its job yet (its lane is full): the job waits `delayMs` and runs
 * again, without counting as a try.
 */
export class DeferJob extends Error {
  constructor(readonly delayMs: number) {
    super(`deferred by ${delayMs} ms`);
    this.name = 'DeferJob';
  }
}

export interface JobProcessor {
  queue: string;
  concurrency?: number;
  /** How many times a failing job is tried in all, with exponential backoff between tries. */
  attempts?: number;
  process(job: RunningJob): Promise<void>;
}

export interface RecurringJob {
  queue: string;
  name: string;
  everyMs: number;
}

/**
 * Work a worker process polls for in the database: `runOnce` does one batch and answers how much it did;
 * the loop runs again at once while there is work, and waits `idleMs` when there is none.
 */
export interface PollingTask {
  name: string;
  idleMs: number;
  runOnce(): Promise<number>;
}

export const JOB_QUEUE = Symbol.for('signwright.JobQueue');
export const JOB_PROCESSORS = Symbol.for('signwright.JobProcessors');
export const RECURRING_JOBS = Symbol.for('signwright.RecurringJobs');
