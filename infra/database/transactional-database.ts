import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { UnitOfWork } from '../../shared-kernel/unit-of-work';

/** How many times a transaction aborted by a deadlock or a serialization failure is tried in all. */
const MAX_ATTEMPTS = 3;

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back whole. */
function isRetryableAbort(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

interface ActiveTransaction {
  transaction: Transaction<unknown>;
  afterCommit: (() => void | Promise<void>)[];
  afterRollback: (() => void | Promise<void>)[];
}

/**
 * The database handle every repository uses: `current()` is the transaction of the running unit of
 * work when there is one, so a request's writes, its outbox rows and its idempotency record commit
 * together. Work registered with `afterCommit` runs only once the transaction has committed.
 */
export class TransactionalDatabase implements UnitOfWork {
  private readonly active = new AsyncLocalStorage<ActiveTransaction>();

  /**
   * @param reportAfterCommitFailure where a failing after-commit callback is reported: the transaction has
   * committed, so the request succeeded and must not turn into an error.
   */
  constructor(
    readonly root: Kysely<unknown>,
    private readonly reportAfterCommitFailure: (error: unknown) => void = () => undefined,
  ) {}

  current<Tables>(): Kysely<Tables> {
    return (this.active.getStore()?.transaction ?? this.root) as unknown as Kysely<Tables>;
  }

  inTransaction(): boolean {
    return this.active.getStore() !== undefined;
  }

  /**
   * Runs `work` in one transaction. A transaction PostgreSQL aborted to break a deadlock (or a
   * serialization failure) changed nothing, so it runs again, up to `MAX_ATTEMPTS` times in all: two
   * writes that lock the same rows in opposite orders (a size delete and a pricing write) both succeed
   * instead of one answering 500. Everything `work` does outside the database must be an after-commit or
   * after-rollback callback, or undone when it throws (a budget refunds itself), for this to be safe.
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active.getStore()) return work();
    for (let attempt = 1; ; attempt++) {
      const afterCommit: ActiveTransaction['afterCommit'] = [];
      const afterRollback: ActiveTransaction['afterRollback'] = [];
      let result: T;
      try {
        result = await this.root.transaction().execute((transaction) => this.active.run({ transaction, afterCommit, afterRollback }, work));
      } catch (error) {
        if (attempt < MAX_ATTEMPTS && isRetryableAbort(error)) continue;
        for (const callback of afterRollback) await callback();
        throw error;
      }
      for (const callback of afterCommit) {
        try {
          await callback();
        } catch (error) {
          this.reportAfterCommitFailure(error);
        }
      }
      return result;
    }
  }

  /** Runs `callback` after the current transaction commits, or now when there is none. */
  async afterCommit(callback: () => void | Promise<void>): Promise<void> {
    const active = this.active.getStore();
    if (active) active.afterCommit.push(callback);
    else await callback();
  }

  /** Runs `callback` once the current transaction has rolled back; with no transaction there is nothing to wait for. */
  async afterRollback(callback: () => void | Promise<void>): Promise<void> {
    const active = this.active.getStore();
    if (active) active.afterRollback.push(callback);
    else await callback();
  }

  async destroy(): Promise<void> {
    await this.root.destroy();
  }
}
