import type { ActivityEntry, ActivityRecording } from '../../../shared-kernel/activity-recording';
import type { Clock } from '../../../shared-kernel/clock';
import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { ActivityItem } from '../domain/activity-item';
import type { ActivityFilters, ActivityLog } from '../application/ports';

/**
 * The activity log in memory, with the table's rules: ids increase, a store's items list newest first, the
 * filters combine, and a transaction that rolls back takes its items with it (a participant of the
 * in-memory unit of work). Items are dated by the clock given.
 */
export class InMemoryActivityLog implements ActivityLog, ActivityRecording, Transactional {
  readonly items: ActivityItem[] = [];
  private lastId = 0;

  constructor(private readonly clock: Clock) {}

  async record(entry: ActivityEntry): Promise<void> {
    this.lastId += 1;
    this.items.push({ id: this.lastId, ...entry, createdAt: this.clock.now() });
  }

  async list(storeId: number, filters: ActivityFilters, page: PageRequest<number>): Promise<Page<ActivityItem, number>> {
    const matching = this.items
      .filter((item) => item.storeId === storeId && matches(item, filters) && (page.after === undefined || item.id < page.after))
      .sort((a, b) => b.id - a.id);
    const taken = matching.slice(0, page.limit);
    return { items: taken, nextPosition: matching.length > page.limit ? taken[taken.length - 1]!.id : undefined };
  }

  async pruneBefore(instant: Date): Promise<number> {
    return this.removeWhere((item) => item.createdAt < instant);
  }

  async dropStore(storeId: number): Promise<number> {
    return this.removeWhere((item) => item.storeId === storeId);
  }

  checkpoint(): () => void {
    const kept = [...this.items];
    return () => void this.items.splice(0, this.items.length, ...kept);
  }

  private removeWhere(gone: (item: ActivityItem) => boolean): number {
    const before = this.items.length;
    this.items.splice(0, this.items.length, ...this.items.filter((item) => !gone(item)));
    return before - this.items.length;
  }
}

function matches(item: ActivityItem, filters: ActivityFilters): boolean {
  return (
    (filters.resourceType === undefined || item.resource.type === filters.resourceType) &&
    (filters.action === undefined || item.action === filters.action) &&
    (filters.actorType === undefined || item.actor.type === filters.actorType) &&
    (filters.createdAfter === undefined || item.createdAt > filters.createdAfter) &&
    (filters.createdBefore === undefined || item.createdAt < filters.createdBefore)
  );
}
