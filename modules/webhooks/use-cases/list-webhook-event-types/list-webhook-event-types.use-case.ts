import { inject, injectable } from 'inversify';
import { listingQuery } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { ListWebhookEventTypesService } from './list-webhook-event-types.service';
import { webhookEventTypeResource, webhookEventTypeSchema } from '../../adapters/http/webhook-event-types.schemas';

/**
 * GET /api/v3/webhook-event-types: the catalogue of topics. It is public knowledge for any integration: a
 * valid key of any scope reads it (CONTRACT 3).
 */
@injectable()
export default class ListWebhookEventTypes implements RouteSource {
  constructor(@inject(ListWebhookEventTypesService) private readonly eventTypes: ListWebhookEventTypesService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        operationId: 'listWebhookEventTypes',
        method: 'get',
        path: '/api/v3/webhook-event-types',
        summary: 'List webhook event types',
        description:
          'Every topic a webhook subscription may name, with its delivery body as JSON Schema. Deprecated topics have no route to carry a Deprecation header, so they are flagged here: deprecated true, deprecated_since, and the replacement operation and scope, also named in the description. Pages like every listing: limit and cursor.',
        tag: 'Webhooks',
        auth: 'api_key',
        scopes: [],
        idempotency: 'none',
        query: z.object(listingQuery),
        response: { status: 200, kind: 'collection', schema: webhookEventTypeSchema, description: 'A page of event types, in catalogue order.' },
        problems: ['unknown_parameter', 'invalid_parameter', 'invalid_cursor'],
        handler: async ({ query }) => {
          const listed = await this.eventTypes.list({ limit: query.limit, cursor: query.cursor });
          return page(listed.items.map(webhookEventTypeResource), listed.nextCursor);
        },
      }),
    ];
  }
}
