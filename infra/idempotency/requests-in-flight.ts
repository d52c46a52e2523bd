import { createHash } from 'node:crypto';
import { Problems } from '../../shared-kernel/problems/problems';
import { IN_FLIGHT_RETRY_AFTER_SECONDS } from './idempotent-execution';

/**
 * The idempotent requests this process is running, by the credential presented, method, path and key.
 * The database's advisory lock answers a duplicate `idempotency_key_in_flight` across processes, but only
 * once the duplicate has been authenticated, which reads the database: under PGlite (the embedded
 * default) that one connection is held by the first request's transaction, so the duplicate would queue
 * behind it and get the replay. Asked before authentication, this answers it at once, as production does.
 */
export class RequestsInFlight {
  private readonly running = new Set<string>();

  /** The key of a request, from what it presents (the credential header's value, never kept as such). */
  static keyOf(presented: { credential: string; method: string; path: string; idempotencyKey: string }): string {
    return createHash('sha256').update([presented.credential, presented.method, presented.path, presented.idempotencyKey].join('\n')).digest('hex');
  }

  /** Refuses a request whose first copy this process is still running. */
  refuseIfRunning(key: string): void {
    if (this.running.has(key)) throw Problems.idempotencyKeyInFlight(IN_FLIGHT_RETRY_AFTER_SECONDS);
  }

  /** Runs `work` as the one copy of the request in flight here, or refuses it when another one is. */
  async hold<T>(key: string, work: () => Promise<T>): Promise<T> {
    this.refuseIfRunning(key);
    this.running.add(key);
    try {
      return await work();
    } finally {
      this.running.delete(key);
    }
  }
}
