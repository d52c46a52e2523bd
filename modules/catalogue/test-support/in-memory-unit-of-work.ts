import { AsyncLocalStorage } from 'node:async_hooks';
import type { UnitOfWork } from '../../../shared-kernel/unit-of-work';

/** An in-memory store's part in a transaction: a copy of its state, and the way back to it on rollback. */
export interface RollsBack {
  snapshot(): () => void;
}

type Callback = () => void | Promise<void>;

interface Transaction {
  afterCommit: Callback[];
  afterRollback: Callback[];
}

/**
 * The unit of work over in-memory stores, with the database's rules: what a failing run wrote is undone,
 * after-commit work runs only once the run has succeeded (and its failure never fails the run), a nested
 * run joins the outer one, and outside any run after-commit work runs at once. Runs go one at a time, so
 * row locks are always granted.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  readonly afterCommitFailures: unknown[] = [];
  private readonly active = new AsyncLocalStorage<Transaction>();

  constructor(private readonly stores: readonly RollsBack[]) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active.getStore()) return work();
    const transaction: Transaction = { afterCommit: [], afterRollback: [] };
    const restores = this.stores.map((store) => store.snapshot());
    let result: T;
    try {
      result = await this.active.run(transaction, work);
    } catch (error) {
      for (const restore of restores) restore();
      for (const callback of transaction.afterRollback) await callback();
      throw error;
    }
    for (const callback of transaction.afterCommit) {
      try {
        await callback();
      } catch (error) {
        this.afterCommitFailures.push(error);
      }
    }
    return result;
  }

  inTransaction(): boolean {
    return this.active.getStore() !== undefined;
  }

  async afterCommit(callback: Callback): Promise<void> {
    const active = this.active.getStore();
    if (active) active.afterCommit.push(callback);
    else await callback();
  }

  async afterRollback(callback: Callback): Promise<void> {
    const active = this.active.getStore();
    if (active) active.afterRollback.push(callback);
    else await callback();
  }
}

/** The rollback of a store that keeps its state in one map: its entries as they were, deep-copied. */
export function mapSnapshot<K, V>(map: Map<K, V>): () => void {
  const saved = structuredClone([...map]);
  return () => {
    map.clear();
    for (const [key, value] of saved) map.set(key, value);
  };
}
