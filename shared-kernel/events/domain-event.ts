/**
 * A fact a module publishes for others. Events are written to the transactional outbox in the same
 * transaction as the change that caused them, and relayed to queues after commit.
 */
export interface DomainEvent<Payload = unknown> {
  id: string;
  type: string;
  storeId: number;
  occurredAt: Date;
  payload: Payload;
}

/** The outbox port: adds events to the current unit of work. */
export interface EventOutbox {
  add(events: readonly DomainEvent[]): Promise<void>;
}

export const EVENT_OUTBOX = Symbol.for('signwright.EventOutbox');

/** An event as a queue receives it from the relay. */
export interface RelayedEvent {
  eventId: string;
  type: string;
  storeId: number;
  occurredAt: string;
  payload: unknown;
}

/**
 * Declares who consumes an event type: a recorder writes the work the event calls for (webhook
 * deliveries, a task) into the database inside the outbox relay's own transaction, so the work exists
 * exactly once and survives whatever happens to any queue afterwards.
 */
export interface EventRoute {
  eventType: string;
  /** Names the recorder in logs and tests. */
  recorder: string;
  /** The events of the relay's batch of this type, in the order they occurred: one call, so a batch is written in few statements. */
  record(events: readonly RelayedEvent[]): Promise<void>;
}

export const EVENT_ROUTES = Symbol.for('signwright.EventRoutes');
