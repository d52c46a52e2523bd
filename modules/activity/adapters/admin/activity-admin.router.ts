import { Router, type Request } from 'express';
import { inject, injectable } from 'inversify';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RawOperation } from '../../../../infra/http/raw-operation';
import { AdminRequests } from '../../../../infra/admin/admin-requests';
import { sendAdminPage } from '../../../../infra/admin/admin-page';
import { listingOf, pageLinks } from '../../../../infra/admin/admin-paging';
import { itemsOf } from '../../../../infra/operations/in-process-answers';
import type { ActivityResource } from '../http/activity.schemas';
import { activityPage, type ActivityPageFilters } from './activity-page';

/** A filter the page's URL names, when it names one: an empty field (the form's "Anyone") filters nothing. */
function filterOf(request: Request, name: string): string | undefined {
  const value = request.query[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The merchant admin's Activity section: the store's changes, newest first, a page at a time, narrowed by
 * resource type and by who made them, for the live or the test data. It presents the Store API's own
 * listing (`listActivity`) for the page's data, so it shows and refuses exactly what the API does.
 */
@injectable()
export class ActivityAdminRoutes implements RawRouteSource {
  constructor(@inject(AdminRequests) private readonly requests: AdminRequests) {}

  router(): Router {
    const router = Router();
    router.get('/admin/activity', (request, response) =>
      this.requests.page(request, response, 'activity', async (context) => {
        const asked = listingOf(request);
        const filters: ActivityPageFilters = { resource_type: filterOf(request, 'resource_type'), actor_type: filterOf(request, 'actor_type') };
        const query = {
          ...asked,
          ...(filters.resource_type !== undefined ? { 'filter[resource_type]': filters.resource_type } : {}),
          ...(filters.actor_type !== undefined ? { 'filter[actor_type]': filters.actor_type } : {}),
        };
        const listed = itemsOf<ActivityResource>(await context.run('listActivity', { query }));
        const pages = pageLinks(context, '/admin/activity', asked, listed.nextCursor, { ...filters });
        sendAdminPage(response, context, { section: 'activity', title: 'Activity', body: activityPage(context, listed.items, filters, pages) });
      }),
    );
    return router;
  }

  /** Pages for people logged in with a password, not operations of the API. */
  operations(): RawOperation[] {
    return [];
  }
}
