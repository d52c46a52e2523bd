import type { DomainEvent, EventOutbox } from '../../../shared-kernel/events/domain-event';
import type { RollsBack } from './in-memory-unit-of-work';

/** The outbox held in memory: events join the running unit of work, so a rolled-back run leaves none. */
export class InMemoryEventOutbox implements EventOutbox, RollsBack {
  readonly events: DomainEvent[] = [];

  async add(events: readonly DomainEvent[]): Promise<void> {
    this.events.push(...structuredClone(events));
  }

  ofType(type: string): DomainEvent[] {
    return this.events.filter((event) => event.type === type);
  }

  snapshot(): () => void {
    const length = this.events.length;
    return () => void this.events.splice(length);
  }
}
