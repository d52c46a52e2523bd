import { sql } from 'kysely';
import type { Clock } from '../../shared-kernel/clock';
import { nextAttemptAt, type TaskKind, type TaskQueue, type TaskRef, type TaskScheduler, type TaskWork } from '../../shared-kernel/tasks';
import type { TransactionalDatabase } from '../database/transactional-database';

interface TaskTables {
  'platform.tasks': {
    id: string;
    kind: string;
    store_id: number;
    subject: string;
    status: string;
    attempts: number;
    run_at: Date;
    last_error: string | null;
    created_at: Date;
    updated_at: Date;
  };
}

/** An error's message, kept on the task: what an operator reads first. */
const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

/**
 * The platform's task table (decision 0020): order and quote emails, language syncs. Each row is one
 * task; `attempts` and `run_at` say where it stands in its kind's retry policy.
 */
export class PlatformTasks implements TaskScheduler {
  constructor(
    private readonly database: TransactionalDatabase,
    private readonly queue: TaskQueue,
    private readonly clock: Clock,
  ) {}

  private get db() {
    return this.database.current<TaskTables>();
  }

  async schedule(kind: string, task: { storeId: number; subject: string; coalesceMs?: number }): Promise<void> {
    const now = this.clock.now();
    const runAt = new Date(now.getTime() + (task.coalesceMs ?? 0));
    const { rows } = await sql<{ id: string }>`
      insert into platform.tasks (kind, store_id, subject, status, attempts, run_at, created_at, updated_at)
      select ${kind}, ${task.storeId}, ${task.subject}, 'pending', 0, ${runAt}, ${now}, ${now}
      where ${task.coalesceMs === undefined} or not exists (
        select 1 from platform.tasks waiting
        where waiting.kind = ${kind} and waiting.subject = ${task.subject} and waiting.status = 'pending' and waiting.attempts = 0 and waiting.run_at > ${now})
      returning id`.execute(this.db);
    if (rows[0]) await this.queue.afterCommit(kind, [{ id: Number(rows[0].id), attempts: 0, runAt }]);
  }

  /** The engine's view of one kind of work kept here. */
  kind(work: TaskWork): TaskKind {
    return {
      name: work.name,
      concurrency: work.concurrency,
      attempt: (task) => this.attempt(work, task),
      due: (dueBy, limit) => this.due(work.name, dueBy, limit),
      // The recovery pass's query, one row: the tasks_due index (kind, run_at) of pending tasks answers it.
      oldestPending: async (now) => (await this.due(work.name, now, 1))[0]?.runAt,
    };
  }

  private async attempt(work: TaskWork, ref: TaskRef) {
    const task = await this.db
      .selectFrom('platform.tasks')
      .select(['store_id', 'subject'])
      .where('id', '=', String(ref.id))
      .where('status', '=', 'pending')
      .where('attempts', '=', ref.attempts)
      .where('run_at', '<=', this.clock.now())
      .executeTakeFirst();
    // Finished, or a job of an earlier attempt queued again: this job has nothing left to do.
    if (!task) return undefined;
    const attempt = ref.attempts + 1;
    const finalAttempt = work.retry.delaysMs[attempt - 1] === undefined;
    let outcome: 'done' | { failed: string } | { error: string };
    try {
      outcome = await work.perform({ storeId: task.store_id, subject: task.subject, attempt, finalAttempt });
    } catch (error) {
      outcome = { error: describe(error) };
    }
    const now = this.clock.now();
    const retryAt = typeof outcome === 'object' && 'error' in outcome ? nextAttemptAt(work.retry, attempt, now) : undefined;
    const status = outcome === 'done' ? 'done' : retryAt ? 'pending' : 'failed';
    const lastError = outcome === 'done' ? null : 'failed' in outcome ? outcome.failed : outcome.error;
    await this.db
      .updateTable('platform.tasks')
      .set({ status, attempts: attempt, run_at: retryAt ?? now, last_error: lastError, updated_at: now })
      .where('id', '=', String(ref.id))
      .where('attempts', '=', ref.attempts)
      .execute();
    return retryAt ? { retryAt, attempts: attempt } : undefined;
  }

  private async due(kind: string, dueBy: Date, limit: number): Promise<TaskRef[]> {
    const rows = await this.db
      .selectFrom('platform.tasks')
      .select(['id', 'attempts', 'run_at'])
      .where('kind', '=', kind)
      .where('status', '=', 'pending')
      .where('run_at', '<=', dueBy)
      .orderBy('run_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: Number(row.id), attempts: row.attempts, runAt: row.run_at }));
  }
}
