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
export const POLLING_TASKS = Symbol.for('signwright.PollingTasks');
