import { sql } from 'kysely';
import type { EventRoute, RelayedEvent } from '../../shared-kernel/events/domain-event';
import type { PollingTask } from '../../shared-kernel/jobs';
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
 * relays may run), handed to each route and marked relayed in the same transaction: a route writes the
 * work the event calls for (deliveries, tasks) in that transaction, so it commits with the mark or not at all.
 */
export class OutboxRelay implements PollingTask {
  readonly name = 'outbox-relay';
  readonly idleMs = 200;

  constructor(
    private readonly database: TransactionalDatabase,
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
      await this.route(rows.map(relayedEvent));
      if (rows.length > 0) {
        await sql`update platform.outbox_events set relayed_at = now() where id in (${sql.join(rows.map((row) => row.id))})`.execute(this.database.current());
      }
      return rows.length;
    });
  }

  /** Each route gets the batch's events of its type at once. */
  private async route(events: readonly RelayedEvent[]): Promise<void> {
    for (const route of this.routes) {
      const ofRoute = events.filter((event) => event.type === route.eventType);
      if (ofRoute.length > 0) await route.record(ofRoute);
    }
  }
}

function relayedEvent(row: OutboxRow): RelayedEvent {
  return {
    eventId: row.id,
    type: row.type,
    storeId: row.store_id,
    occurredAt: row.occurred_at.toISOString(),
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
  };
}
