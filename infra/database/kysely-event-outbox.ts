import type { DomainEvent, EventOutbox } from '../../shared-kernel/events/domain-event';
import type { TransactionalDatabase } from './transactional-database';

interface OutboxTables {
  'platform.outbox_events': {
    id: string;
    type: string;
    store_id: number;
    payload: string;
    occurred_at: Date;
    relayed_at: Date | null;
  };
}

/** Writes events into the outbox table inside the current transaction; a relay publishes them later. */
export class KyselyEventOutbox implements EventOutbox {
  constructor(private readonly database: TransactionalDatabase) {}

  async add(events: readonly DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.database
      .current<OutboxTables>()
      .insertInto('platform.outbox_events')
      .values(
        events.map((event) => ({
          id: event.id,
          type: event.type,
          store_id: event.storeId,
          payload: JSON.stringify(event.payload),
          occurred_at: event.occurredAt,
          relayed_at: null,
        })),
      )
      .execute();
  }
}
