import { AsyncLocalStorage } from 'node:async_hooks';
import type { UnitOfWork } from '../unit-of-work';

/** A fake whose rows a rolled-back transaction leaves as they were, as the database's would be. */
export interface Transactional {
  /** Notes the rows now; the answer puts them back. */
  checkpoint(): () => void;
}

interface Transaction {
  afterCommit: (() => void | Promise<void>)[];
  afterRollback: (() => void | Promise<void>)[];
}

/**
 * The unit-of-work port in memory, with the rules of the database's: work runs in one transaction that
 * a nested run joins; when it throws, every participating fake is put back as it was and the
 * after-rollback callbacks run; after-commit callbacks run only once it succeeded, and one that fails
 * does not fail the work that committed. Outside a transaction both kinds run at once. Transactions are
 * not isolated from each other: a unit test runs one at a time.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private readonly active = new AsyncLocalStorage<Transaction>();
  /** What the service would report: after-commit work that failed once its transaction had committed. */
  readonly afterCommitFailures: unknown[] = [];

  constructor(private readonly participants: readonly Transactional[] = []) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active.getStore()) return work();
    const transaction: Transaction = { afterCommit: [], afterRollback: [] };
    const undo = this.participants.map((participant) => participant.checkpoint());
    let result: T;
    try {
      result = await this.active.run(transaction, work);
    } catch (error) {
      for (const putBack of undo.reverse()) putBack();
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

  async afterCommit(callback: () => void | Promise<void>): Promise<void> {
    const transaction = this.active.getStore();
    if (transaction) transaction.afterCommit.push(callback);
    else await callback();
  }

  async afterRollback(callback: () => void | Promise<void>): Promise<void> {
    const transaction = this.active.getStore();
    if (transaction) transaction.afterRollback.push(callback);
    else await callback();
  }
}

type Rows = Map<unknown, unknown> | Set<unknown> | unknown[];

/**
 * A deep copy of rows as a fake hands them out or notes them: what a caller does to its copy never
 * changes what is stored. (structuredClone would do, but makes its dates in another realm under Jest.)
 */
export function copyOf<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Buffer.isBuffer(value)) return Buffer.from(value) as T;
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, copyOf(item)])) as T;
  if (value instanceof Set) return new Set([...value].map(copyOf)) as T;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyOf(item)])) as T;
  return value;
}

/**
 * A checkpoint of the maps, sets and arrays a fake keeps its rows in: deep copies now, put back into
 * the same collections on undo. Id counters are left out on purpose: a sequence does not roll back.
 */
export function checkpointOf(...collections: Rows[]): () => void {
  const copies = collections.map(copyOf);
  return () =>
    collections.forEach((collection, index) => {
      const copy = copies[index]!;
      if (collection instanceof Map) {
        collection.clear();
        for (const [key, value] of copy as Map<unknown, unknown>) collection.set(key, value);
      } else if (collection instanceof Set) {
        collection.clear();
        for (const value of copy as Set<unknown>) collection.add(value);
      } else {
        collection.splice(0, collection.length, ...(copy as unknown[]));
      }
    });
}
