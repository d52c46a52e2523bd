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
 * Declares who consumes an event type. Either a queue: the outbox relay enqueues every committed event
 * of that type there, with the event id in the job id, so an event is never queued twice for one queue.
 * Or a recorder: it writes the work the event calls for into the database inside the relay's own
 * transaction, so the work exists exactly once and survives whatever happens to the queue afterwards.
 */
export type EventRoute = QueuedEventRoute | RecordedEventRoute;

export interface QueuedEventRoute {
  eventType: string;
  queue: string;
  /** Pending jobs with the same id coalesce (a burst of writes to one customiser needs one sync). */
  deduplicationId?(event: RelayedEvent): string | undefined;
  delayMs?: number;
}

export interface RecordedEventRoute {
  eventType: string;
  /** Names the recorder in logs and tests. */
  recorder: string;
  record(event: RelayedEvent): Promise<void>;
}

export const EVENT_ROUTES = Symbol.for('signwright.EventRoutes');
