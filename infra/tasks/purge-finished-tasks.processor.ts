import { sql } from 'kysely';
import type { JobProcessor, RecurringJob } from '../../shared-kernel/jobs';
import type { TransactionalDatabase } from '../database/transactional-database';

export const PURGE_FINISHED_TASKS: RecurringJob = {
  queue: 'platform.tasks-purge',
  name: 'purge-finished-tasks',
  everyMs: 60 * 60 * 1000,
};

/**
 * How long finished rows of `platform.tasks` stay: a done task only says that an email went or a sync
 * ran; a failed one keeps the error an operator looks for, so it stays longer.
 */
export const FINISHED_TASK_RETENTION_DAYS = { done: 7, failed: 30 } as const;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 3600_000);

/** Removes finished tasks past their retention (the tasks_finished index answers it); pending ones are never touched. */
export async function purgeFinishedTasks(database: TransactionalDatabase, now: Date): Promise<number> {
  const result = await sql`
    delete from platform.tasks
    where status <> 'pending'
      and updated_at < ${daysBefore(now, FINISHED_TASK_RETENTION_DAYS.done)}
      and (status = 'done' or updated_at < ${daysBefore(now, FINISHED_TASK_RETENTION_DAYS.failed)})`.execute(database.root);
  return Number(result.numAffectedRows ?? 0);
}

export function purgeFinishedTasksProcessor(database: TransactionalDatabase, clock: { now(): Date }): JobProcessor {
  return {
    queue: PURGE_FINISHED_TASKS.queue,
    async process() {
      await purgeFinishedTasks(database, clock.now());
    },
  };
}
