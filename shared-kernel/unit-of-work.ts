/**
 * Runs work in one database transaction; repositories, the outbox and the idempotency record all join
 * the transaction that is current, so they commit or roll back together.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Work that must only happen once the current transaction has committed (cache clearing, enqueueing). */
  afterCommit(callback: () => void | Promise<void>): Promise<void>;
  /** Work that must happen because the current transaction failed (recording why, outside of it). */
  afterRollback(callback: () => void | Promise<void>): Promise<void>;
}

export const UNIT_OF_WORK = Symbol.for('signwright.UnitOfWork');
