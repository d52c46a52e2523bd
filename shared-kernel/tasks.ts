/**
 * Durable follow-up work as modules see it (decision 0020). A task is a row committed with the change
 * that calls for it (or by the outbox relay); one engine queues it after the commit, runs it on BullMQ
 * (or in this process, embedded), retries it by its kind's retry policy and queues again whatever a lost
 * queue forgot. A kind only says how to attempt one task and which of its tasks are due.
 */

/** The one retry policy type: the waits after each failed attempt, each lengthened by up to `jitter`. */
export interface RetryPolicy {
  readonly delaysMs: readonly number[];
  /** 0.2: a wait of 5 s becomes 5–6 s, so receivers that failed together are not retried together. */
  readonly jitter: number;
}

/**
 * When attempt number `attempt` (from 1), having failed, is tried again; undefined once the policy is
 * spent. A wait the other side asked for (`atLeastMs`, a Retry-After) is honoured when it is longer.
 */
export function nextAttemptAt(policy: RetryPolicy, attempt: number, now: Date, options: { atLeastMs?: number; random?: () => number } = {}): Date | undefined {
  const base = policy.delaysMs[attempt - 1];
  if (base === undefined) return undefined;
  const jittered = base * (1 + (options.random ?? Math.random)() * policy.jitter);
  return new Date(now.getTime() + Math.max(jittered, options.atLeastMs ?? 0));
}

/** A task as the queue carries it: its id in its kind's table, and the lane it counts against. */
export interface TaskRef {
  id: number;
  /** The lane the task counts against (one receiver), across every worker. */
  lane?: string;
  /** How many attempts the task has had: with the id, it names the queued job, so queueing twice is queueing once. */
  attempts: number;
  /** Not before this time (a retry). */
  runAt?: Date;
}

/** What one attempt left to do: nothing, or another attempt at `retryAt`. */
export type AttemptResult = { retryAt: Date; attempts: number } | undefined;

/**
 * The engine's transaction for what an attempt writes about itself (its record and what changes with it,
 * committed together). A kind begins no transaction of its own: transactions begin where work comes in,
 * the operation pipeline for requests and the task engine for attempts.
 */
export interface AttemptRecording {
  together<T>(writes: () => Promise<T>): Promise<T>;
}

/** An attempt whose outside part is over: `recorded` settles once its outcome is in the task's row. */
export interface AttemptUnderway {
  recorded: Promise<AttemptResult>;
}

/** One kind of durable work: a webhook delivery, an order email, a language sync. */
export interface TaskKind {
  /** `<module>.<purpose>`: the queue's name, in metrics and logs. */
  readonly name: string;
  readonly concurrency: number;
  /** Tasks of one lane (one receiver) hold at most `limit` slots at once; a dead worker's slot frees after `leaseMs`. */
  readonly lanes?: { limit: number; leaseMs: number };
  /**
   * Attempts one task and records the outcome in its row, in one transaction; a task no longer pending
   * (done, failed, deleted) is left alone. Throwing means the attempt could not even be recorded: the
   * engine tries again after a short wait, and the row, still pending, is the proof it must.
   */
  attempt(task: TaskRef, recording: AttemptRecording): Promise<AttemptResult>;
  /**
   * A job's tasks are attempted one after another: a kind may read them all at once as the job starts,
   * and answer each attempt once its outside part is over (the receiver has answered) while its record
   * is still being written, so the lane's slot goes to the next task sooner. What it read must still be
   * checked when an attempt is recorded (the row may have moved on meanwhile).
   */
  attemptInTurn?(tasks: readonly TaskRef[], recording: AttemptRecording): (task: TaskRef) => Promise<AttemptUnderway>;
  /** Pending tasks due at or before `dueBy`, oldest first: what the engine queues again after a lost queue. */
  due(dueBy: Date, limit: number): Promise<TaskRef[]>;
  /**
   * When the oldest task that is pending and due by `now` became due; undefined when none is. Read on each
   * scrape of /metrics (`task_oldest_pending_age_seconds`), so it is one cheap indexed query. A task whose
   * time has not come is not late; a kind that leaves tasks waiting on purpose (a disabled subscription's
   * deliveries) leaves them out, as `due` does.
   */
  oldestPending?(now: Date): Promise<Date | undefined>;
}

/** Hands committed tasks to the engine: queued once the current transaction commits, never before. */
export interface TaskQueue {
  afterCommit(kind: string, tasks: readonly TaskRef[]): Promise<void>;
}

export const TASK_KINDS = Symbol.for('signwright.TaskKinds');
export const TASK_QUEUE = Symbol.for('signwright.TaskQueue');

/**
 * Work kept in the platform's task table: a module schedules it in its business transaction and says
 * how to perform one; the table keeps its attempts and retry times. A kind whose rows the API shows (webhook
 * deliveries) keeps them in its own table and is a TaskKind of its own instead.
 */
export interface TaskWork {
  readonly name: string;
  readonly concurrency: number;
  readonly retry: RetryPolicy;
  /**
   * Performs the task named by `subject` (an id of the module's own). Answers `failed` when retrying cannot
   * help; throws when it may (the error is kept on the task, and the policy says when it runs again).
   * `finalAttempt` tells that no retry follows a throw, so the module can record the failure its way.
   */
  perform(task: { storeId: number; subject: string; attempt: number; finalAttempt: boolean }): Promise<'done' | { failed: string }>;
}

export interface TaskScheduler {
  /**
   * Adds a task to the current transaction; it is queued once that commits. With `coalesceMs`, the task
   * waits that long before it runs, and a task of the same kind and subject still waiting makes this one
   * unnecessary (a burst of writes, one sync). One already running never absorbs a later one.
   */
  schedule(kind: string, task: { storeId: number; subject: string; coalesceMs?: number }): Promise<void>;
}

export const TASK_WORK = Symbol.for('signwright.TaskWork');
export const TASK_SCHEDULER = Symbol.for('signwright.TaskScheduler');
