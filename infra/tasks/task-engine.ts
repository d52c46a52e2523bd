import { z } from 'zod';
import { DeferJob, type JobProcessor, type JobQueue, type PollingTask } from '../../shared-kernel/jobs';
import type { AttemptRecording, AttemptResult, AttemptUnderway, TaskKind, TaskQueue, TaskRef } from '../../shared-kernel/tasks';
import type { UnitOfWork } from '../../shared-kernel/unit-of-work';
import type { Logger } from '../logging/logger';
import { HeldSlots } from './held-slots';
import type { Lanes } from './lanes';
import type { TaskMetrics } from './task-metrics';

export interface TaskEngineTimings {
  /** How often queues are checked for tasks they lost, and how late a task must be to count as lost. */
  recoveryIntervalMs: number;
}

/**
 * A full lane's task waits up to this long for a slot this process gives back, then, still without one,
 * is deferred about as long again; jittered so deferred tasks do not ask together.
 */
const LANE_WAIT_MS = 100;
const RECOVERY_BATCH = 1000;
/**
 * Tasks of one lane queued together go as jobs of up to this many, run one after another: the queue's
 * own cost per job (fetch, lock, completion) is paid once for them. A lane's tasks are spread over as
 * many jobs as the lane has slots, so a burst to one receiver still runs that many at once.
 */
const TASKS_PER_JOB = 64;
/** How many jobs a lane's tasks are spread over where the kind is not run here (an API process queueing a redelivery). */
const DEFAULT_LANE_JOBS = 4;

const taskOfJob = z.object({ id: z.number().int().positive(), attempts: z.number().int().min(0) });
const jobData = z.union([
  z.object({ tasks: z.array(taskOfJob).min(1), lane: z.string().optional() }),
  // A job of one task, as every job was before tasks of one lane were queued together.
  taskOfJob.extend({ lane: z.string().optional() }).transform(({ lane, ...task }) => ({ tasks: [task], ...(lane ? { lane } : {}) })),
]);
type TaskJob = z.infer<typeof jobData>;

/**
 * The one engine of durable work (decision 0020). Rows are the truth: a task is committed as a row,
 * queued after the commit under a job id made of its id and its attempts so far (queueing it twice
 * queues it once), attempted by its kind, which records the outcome in the row, and queued again for
 * the retry its kind's policy chose. The queue's hold on a running job is the task's lease: a killed
 * worker's job runs again. Whatever a queue loses (a Redis restart, an enqueue that failed after the
 * commit, a process stopped in between) is queued again by the recovery pass from the rows.
 */
export class TaskEngine implements TaskQueue {
  private readonly kinds = new Map<string, TaskKind>();
  private readonly slots: HeldSlots;
  /** Where an attempt's record is written: the one transaction an attempt has, begun here. */
  private readonly recording: AttemptRecording = { together: (writes) => this.unitOfWork.run(writes) };
  /** Set while the process stops: a job's running task finishes, the rest of its tasks wait for another run. */
  private stopping = false;

  constructor(
    private readonly jobs: JobQueue,
    lanes: Lanes,
    private readonly unitOfWork: UnitOfWork,
    private readonly logger: Logger,
    private readonly metrics: TaskMetrics,
    private readonly timings: TaskEngineTimings,
  ) {
    this.slots = new HeldSlots(lanes, (error, lane) => this.logger.warn({ err: error, lane }, 'a lane slot was not given back; its lease frees it'));
  }

  /**
   * Called before the queue's workers are closed: they wait for their running jobs, and a job of many tasks
   * would otherwise keep the process up for all of them.
   */
  stopTaking(): void {
    this.stopping = true;
  }

  /** Gives back the lane slots this process keeps; the queue's workers have stopped. */
  close(): Promise<void> {
    return this.slots.close();
  }

  async afterCommit(kind: string, tasks: readonly TaskRef[]): Promise<void> {
    if (tasks.length > 0) await this.unitOfWork.afterCommit(() => this.enqueue(kind, tasks));
  }

  /** The job processors that run the kinds' tasks, one queue per kind. */
  processors(kinds: readonly TaskKind[]): JobProcessor[] {
    for (const kind of kinds) this.kinds.set(kind.name, kind);
    this.metrics.observe([...this.kinds.values()]);
    return kinds.map((kind) => ({
      queue: kind.name,
      concurrency: kind.concurrency,
      process: async (job) => {
        const parsed = jobData.safeParse(job.data);
        if (!parsed.success) return this.logger.error({ queue: kind.name, job_id: job.id }, 'a task job without a task; dropped');
        await this.runJob(kind, parsed.data);
      },
    }));
  }

  /** The recovery pass, run by every worker process on its own clock (a Redis restart loses BullMQ's schedules too). */
  recovery(): PollingTask {
    return {
      name: 'tasks.recovery',
      idleMs: this.timings.recoveryIntervalMs,
      runOnce: async () => {
        const lateBy = new Date(Date.now() - this.timings.recoveryIntervalMs);
        for (const kind of this.kinds.values()) {
          const lost = await kind.due(lateBy, RECOVERY_BATCH);
          // Each alone, named by its task and attempts as its first job was: a task whose job still waits is queued once.
          await this.enqueue(kind.name, lost, { alone: true });
        }
        // Once per interval: the loop rests after a pass however much it queued.
        return 0;
      },
    };
  }

  private async enqueue(kind: string, tasks: readonly TaskRef[], options: { alone?: boolean } = {}): Promise<void> {
    if (tasks.length === 0) return;
    const now = Date.now();
    const jobs = options.alone ? tasks.map((task) => [task]) : jobsOf(tasks, this.kinds.get(kind)?.lanes?.limit ?? DEFAULT_LANE_JOBS, now);
    try {
      await this.jobs.enqueueAll(
        kind,
        jobs.map((job) => ({
          id: jobId(job),
          name: 'attempt',
          data: { tasks: job.map(({ id, attempts }) => ({ id, attempts })), ...(job[0]!.lane ? { lane: job[0]!.lane } : {}) },
          delayMs: job[0]!.runAt ? Math.max(0, job[0]!.runAt.getTime() - now) : 0,
        })),
      );
    } catch (error) {
      // The rows are committed: the recovery pass queues them once the queue takes jobs again.
      this.logger.warn({ err: error, queue: kind, tasks: tasks.length }, 'tasks not queued; the recovery pass will queue them');
    }
  }

  /**
   * A job's tasks one after another. A task whose lane stays full puts the job off: on its next run the
   * tasks already attempted find their rows moved on and are left alone. A task that fails does not stop
   * the others; the job then fails and runs again, likewise. A process that stops puts off the tasks its
   * jobs have not begun.
   */
  private async runJob(kind: TaskKind, job: TaskJob): Promise<void> {
    let failure: { error: unknown } | undefined;
    const failed = (error: unknown) => void (failure ??= { error });
    const recording: Promise<void>[] = [];
    const tasks = job.tasks.map((task) => ({ ...task, ...(job.lane ? { lane: job.lane } : {}) }));
    const attempt = tasks.length > 1 && kind.attemptInTurn ? kind.attemptInTurn(tasks, this.recording) : wholeAttempt(kind, this.recording);
    try {
      for (const [index, task] of tasks.entries()) {
        if (this.stopping && index > 0) {
          this.metrics.jobDone(kind.name, 'deferred');
          throw new DeferJob(LANE_WAIT_MS);
        }
        try {
          recording.push((await this.run(kind, task, attempt)).settled.catch(failed));
        } catch (error) {
          if (error instanceof DeferJob) throw error;
          failed(error);
        }
      }
    } finally {
      // Put off or not, the job ends once its attempts are recorded: a job run again must find them so.
      await Promise.all(recording);
    }
    if (failure) throw failure.error;
  }

  /**
   * Attempts one task within its lane's slot, which goes back as soon as the attempt's outside part is
   * over; answers what is left to wait for (wrapped: a promise answered by an async function would be
   * waited for): the record, then a retry queued.
   */
  private async run(kind: TaskKind, task: TaskRef, attempt: (task: TaskRef) => Promise<AttemptUnderway>): Promise<{ settled: Promise<void> }> {
    const limited = kind.lanes && task.lane ? { lane: `${kind.name}:${task.lane}`, ...kind.lanes } : undefined;
    const slot = limited && (await this.slots.take(limited.lane, limited.limit, limited.leaseMs, LANE_WAIT_MS));
    if (limited && !slot) {
      this.metrics.jobDone(kind.name, 'deferred');
      throw new DeferJob(Math.round(LANE_WAIT_MS * (1 + Math.random())));
    }
    let underway: AttemptUnderway;
    try {
      underway = await attempt(task);
    } catch (error) {
      this.metrics.jobDone(kind.name, 'error');
      throw error;
    } finally {
      if (limited && slot) this.slots.release(limited.lane, slot);
    }
    return { settled: this.settle(kind, task, underway.recorded) };
  }

  private async settle(kind: TaskKind, task: TaskRef, recorded: Promise<AttemptResult>): Promise<void> {
    try {
      const retry = await recorded;
      this.metrics.jobDone(kind.name, retry ? 'retry_scheduled' : 'finished');
      if (retry) await this.enqueue(kind.name, [{ id: task.id, attempts: retry.attempts, runAt: retry.retryAt, ...(task.lane ? { lane: task.lane } : {}) }]);
    } catch (error) {
      this.metrics.jobDone(kind.name, 'error');
      throw error;
    }
  }
}

/** A kind's plain attempt as one in turn: its slot is held until the attempt is recorded. */
function wholeAttempt(kind: TaskKind, recording: AttemptRecording): (task: TaskRef) => Promise<AttemptUnderway> {
  return async (task) => ({ recorded: Promise.resolve(await kind.attempt(task, recording)) });
}

/**
 * Tasks as jobs: a retry (its time is still to come) or a task without a lane goes alone; the rest of a
 * lane's tasks, due now (a new delivery is due at its recording), go together, over as many jobs as the
 * lane lets run at once (up to TASKS_PER_JOB each), so no task waits behind another while a slot is free.
 */
function jobsOf(tasks: readonly TaskRef[], laneJobs: number, now: number): TaskRef[][] {
  const alone: TaskRef[][] = [];
  const byLane = new Map<string, TaskRef[]>();
  for (const task of tasks) {
    if ((task.runAt && task.runAt.getTime() > now) || !task.lane) alone.push([task]);
    else byLane.set(task.lane, [...(byLane.get(task.lane) ?? []), task]);
  }
  const together = [...byLane.values()].flatMap((laneTasks) => {
    const jobCount = Math.max(laneJobs, Math.ceil(laneTasks.length / TASKS_PER_JOB));
    const jobs: TaskRef[][] = Array.from({ length: Math.min(jobCount, laneTasks.length) }, () => []);
    laneTasks.forEach((task, index) => jobs[index % jobs.length]!.push(task));
    return jobs;
  });
  return [...alone, ...together];
}

/**
 * A job of one task is named by the task and its attempts, so queueing it again (the recovery pass) queues
 * it once; a job of several by its first task and how many it carries.
 */
function jobId(job: readonly TaskRef[]): string {
  const first = job[0]!;
  return job.length === 1 ? `${first.id}-${first.attempts}` : `${first.id}-${first.attempts}+${job.length}`;
}
