import { inject, injectable } from 'inversify';
import { CURSOR_CODEC, pageOfStore, type CursorCodec, type ListingRequest } from '../../../../shared-kernel/http/pagination';
import { WEBHOOK_TOPICS, type WebhookTopic } from '../../domain/topics';

/**
 * The event-type catalogue, the same for every store and every valid key, in catalogue order. It pages
 * like every collection, so that a client written for one listing reads them all; a page starts after
 * the topic the cursor names.
 */
@injectable()
export class ListWebhookEventTypesService {
  constructor(@inject(CURSOR_CODEC) private readonly cursors: CursorCodec) {}

  list(request: ListingRequest) {
    return pageOfStore<WebhookTopic, string>(this.cursors, { collection: 'webhook-event-types', sort: 'catalogue' }, request, async (_storeId, { limit, after }) => {
      const start = after === undefined ? 0 : WEBHOOK_TOPICS.findIndex((topic) => topic.topic === after) + 1;
      const items = WEBHOOK_TOPICS.slice(start, start + limit);
      const more = start + limit < WEBHOOK_TOPICS.length;
      return { items, nextPosition: more ? items[items.length - 1]!.topic : undefined };
    });
  }
}
