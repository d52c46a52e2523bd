import type { DomainEvent, EventOutbox } from '../events/domain-event';
import { checkpointOf, copyOf, type Transactional } from './in-memory-unit-of-work';

/** The outbox port in memory: events are written with the transaction, and leave with it when it rolls back. */
export class InMemoryEventOutbox implements EventOutbox, Transactional {
  readonly events: DomainEvent[] = [];

  async add(events: readonly DomainEvent[]): Promise<void> {
    this.events.push(...events.map(copyOf));
  }

  ofType(type: string): DomainEvent[] {
    return this.events.filter((event) => event.type === type);
  }

  checkpoint(): () => void {
    return checkpointOf(this.events);
  }
}
