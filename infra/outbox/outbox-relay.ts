import { sql } from 'kysely';
import type { EventRoute, RelayedEvent } from '../../shared-kernel/events/domain-event';
import type { PollingTask } from '../../shared-kernel/jobs';
import type { JobQueue } from '../../shared-kernel/jobs';
import type { TransactionalDatabase } from '../database/transactional-database';

interface OutboxRow {
  id: string;
  type: string;
  store_id: number;
  payload: unknown;
  occurred_at: Date;
}

/**
 * Moves committed outbox events to their consumers. Rows are taken with SKIP LOCKED (any number of
 * relays may run), handed to each route and marked relayed in the same transaction. A queue route is
 * enqueued with a job id made of the event id and the queue: a crash before the commit re-enqueues under
 * the same job id, which the queue ignores, and a crash after it has nothing left to do. A recorder
 * route writes in the relay's transaction, so it commits with the mark or not at all.
 */
export class OutboxRelay implements PollingTask {
  readonly name = 'outbox-relay';
  readonly idleMs = 200;

  constructor(
    private readonly database: TransactionalDatabase,
    private readonly jobs: JobQueue,
    private readonly routes: readonly EventRoute[],
  ) {}

  runOnce(): Promise<number> {
    return this.relayBatch();
  }

  /** Relays one batch; answers how many events it moved. */
  async relayBatch(limit = 200): Promise<number> {
    const types = [...new Set(this.routes.map((route) => route.eventType))];
    if (types.length === 0) return 0;
    return this.database.run(async () => {
      const { rows } = await sql<OutboxRow>`
        select id, type, store_id, payload, occurred_at from platform.outbox_events
        where relayed_at is null and type in (${sql.join(types)})
        order by occurred_at, id
        limit ${limit}
        for update skip locked`.execute(this.database.current());
      for (const row of rows) await this.enqueue(row);
      if (rows.length > 0) {
        await sql`update platform.outbox_events set relayed_at = now() where id in (${sql.join(rows.map((row) => row.id))})`.execute(this.database.current());
      }
      return rows.length;
    });
  }

  private async enqueue(row: OutboxRow): Promise<void> {
    const event: RelayedEvent = {
      eventId: row.id,
      type: row.type,
      storeId: row.store_id,
      occurredAt: row.occurred_at.toISOString(),
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    };
    for (const route of this.routes.filter((candidate) => candidate.eventType === row.type)) {
      if ('record' in route) {
        await route.record(event);
        continue;
      }
      const deduplicationId = route.deduplicationId?.(event);
      await this.jobs.enqueue(
        route.queue,
        { id: `${row.id}.${route.queue.replace(/[^a-z0-9-]/gi, '-')}`, name: row.type, data: event, ...(deduplicationId ? { deduplicationId } : {}) },
        route.delayMs ? { delayMs: route.delayMs } : {},
      );
    }
  }
}
