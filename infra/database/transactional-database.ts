import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { UnitOfWork } from '../../shared-kernel/unit-of-work';

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

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active.getStore()) return work();
    const afterCommit: ActiveTransaction['afterCommit'] = [];
    const afterRollback: ActiveTransaction['afterRollback'] = [];
    let result: T;
    try {
      result = await this.root.transaction().execute((transaction) => this.active.run({ transaction, afterCommit, afterRollback }, work));
    } catch (error) {
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
