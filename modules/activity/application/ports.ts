import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { ActivityEntry } from '../../../shared-kernel/activity-recording';
import type { Actor } from '../../../shared-kernel/actor';
import type { ActivityItem } from '../domain/activity-item';

/** What a listing narrows the store's activity to; every filter is optional and they combine. */
export interface ActivityFilters {
  resourceType?: string;
  action?: string;
  actorType?: Actor['type'];
  /** Strictly after this instant. */
  createdAfter?: Date;
  /** Strictly before this instant. */
  createdBefore?: Date;
}

/** The activity log: one row per write, newest first by id. */
export interface ActivityLog {
  /** One statement, in the caller's transaction: the write's own. */
  record(entry: ActivityEntry): Promise<void>;
  /** A page of the store's items, newest first, after the position (an item's id) given. */
  list(storeId: number, filters: ActivityFilters, page: PageRequest<number>): Promise<Page<ActivityItem, number>>;
  /** Removes every item created before the instant, of every store; answers how many. */
  pruneBefore(instant: Date): Promise<number>;
  /** Removes every item of one store (a test store's, when its data is reset), in the caller's transaction. */
  dropStore(storeId: number): Promise<number>;
}
