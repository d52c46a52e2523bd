import { z } from 'zod';
import { DeferJob, type JobProcessor, type JobQueue, type PollingTask } from '../../shared-kernel/jobs';
import type { TaskKind, TaskQueue, TaskRef } from '../../shared-kernel/tasks';
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

const jobData = z.object({ id: z.number().int().positive(), lane: z.string().optional(), attempts: z.number().int().min(0) });

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
        await this.run(kind, parsed.data);
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
          await this.enqueue(kind.name, lost);
        }
        // Once per interval: the loop rests after a pass however much it queued.
        return 0;
      },
    };
  }

  private async enqueue(kind: string, tasks: readonly TaskRef[]): Promise<void> {
    if (tasks.length === 0) return;
    const now = Date.now();
    try {
      await this.jobs.enqueueAll(
        kind,
        tasks.map((task) => ({
          id: `${task.id}-${task.attempts}`,
          name: 'attempt',
          data: { id: task.id, attempts: task.attempts, ...(task.lane ? { lane: task.lane } : {}) },
          delayMs: task.runAt ? Math.max(0, task.runAt.getTime() - now) : 0,
        })),
      );
    } catch (error) {
      // The rows are committed: the recovery pass queues them once the queue takes jobs again.
      this.logger.warn({ err: error, queue: kind, tasks: tasks.length }, 'tasks not queued; the recovery pass will queue them');
    }
  }

  private async run(kind: TaskKind, task: TaskRef): Promise<void> {
    const limited = kind.lanes && task.lane ? { lane: `${kind.name}:${task.lane}`, ...kind.lanes } : undefined;
    const slot = limited && (await this.slots.take(limited.lane, limited.limit, limited.leaseMs, LANE_WAIT_MS));
    if (limited && !slot) {
      this.metrics.jobDone(kind.name, 'deferred');
      throw new DeferJob(Math.round(LANE_WAIT_MS * (1 + Math.random())));
    }
    try {
      const retry = await kind.attempt(task);
      this.metrics.jobDone(kind.name, retry ? 'retry_scheduled' : 'finished');
      if (retry) await this.enqueue(kind.name, [{ id: task.id, attempts: retry.attempts, runAt: retry.retryAt, ...(task.lane ? { lane: task.lane } : {}) }]);
    } catch (error) {
      this.metrics.jobDone(kind.name, 'error');
      throw error;
    } finally {
      if (limited && slot) this.slots.release(limited.lane, slot);
    }
  }
}
