import { sql } from 'kysely';
import type { EventRoute, RelayedEvent } from '../../shared-kernel/events/domain-event';
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
 * Moves committed outbox events to the queues that consume them. Rows are taken with SKIP LOCKED (any
 * number of relays may run), enqueued with a job id made of the event id and the queue, and marked
 * relayed in the same transaction: a crash before the commit re-enqueues under the same job id, which
 * the queue ignores, and a crash after it has nothing left to do. Delivery is at least once.
 */
export class OutboxRelay {
  constructor(
    private readonly database: TransactionalDatabase,
    private readonly jobs: JobQueue,
    private readonly routes: readonly EventRoute[],
  ) {}

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
      const deduplicationId = route.deduplicationId?.(event);
      await this.jobs.enqueue(
        route.queue,
        { id: `${row.id}.${route.queue.replace(/[^a-z0-9-]/gi, '-')}`, name: row.type, data: event, ...(deduplicationId ? { deduplicationId } : {}) },
        route.delayMs ? { delayMs: route.delayMs } : {},
      );
    }
  }
}

/** Runs the relay until stopped: batch after batch while there is work, a short pause when there is none. */
export function startRelayLoop(relay: OutboxRelay, onError: (error: unknown) => void, idleMs = 200): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        while (!stopped && (await relay.relayBatch()) > 0);
      } catch (error) {
        onError(error);
      }
      if (!stopped) timer = setTimeout(tick, idleMs);
    })();
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
