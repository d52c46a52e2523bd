import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, pageOfStore, type CursorCodec, type ListingRequest } from '../../../../shared-kernel/http/pagination';
import { ActivityTokens } from '../../activity.tokens';
import type { ActivityItem } from '../../domain/activity-item';
import type { ActivityFilters, ActivityLog } from '../../application/ports';

/** The calling store's activity (its mode's: a test key's store is its test store), newest first; the filters bind the cursor. */
@injectable()
export class ListActivityService {
  constructor(
    @inject(ActivityTokens.ActivityLog) private readonly log: Pick<ActivityLog, 'list'>,
    @inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  list(filters: ActivityFilters, request: ListingRequest) {
    const listing = {
      collection: 'activity',
      filters: {
        resource_type: filters.resourceType,
        action: filters.action,
        actor_type: filters.actorType,
        created_after: filters.createdAfter?.toISOString(),
        created_before: filters.createdBefore?.toISOString(),
      },
      sort: '-id',
    };
    return pageOfStore<ActivityItem, number>(this.cursors, listing, request, (storeId, page) => this.log.list(storeId, filters, page));
  }
}
