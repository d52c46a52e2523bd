import type { TaskScheduler } from '../tasks';
import { checkpointOf, copyOf, type Transactional } from './in-memory-unit-of-work';

export interface ScheduledTask {
  kind: string;
  storeId: number;
  subject: string;
  coalesceMs?: number;
}

/**
 * The task scheduler in memory: a task is a row written with the caller's transaction, so it leaves
 * with it when that rolls back, as the platform's task rows do. Nothing runs: a test reads what was scheduled.
 */
export class InMemoryTaskScheduler implements TaskScheduler, Transactional {
  readonly scheduled: ScheduledTask[] = [];

  async schedule(kind: string, task: { storeId: number; subject: string; coalesceMs?: number }): Promise<void> {
    this.scheduled.push(copyOf({ kind, ...task }));
  }

  /** The subjects scheduled of one kind, in order. */
  subjectsOf(kind: string): string[] {
    return this.scheduled.filter((task) => task.kind === kind).map((task) => task.subject);
  }

  checkpoint(): () => void {
    return checkpointOf(this.scheduled);
  }
}
