import { inject, injectable } from 'inversify';
import { listingQuery } from '../../../../infra/http/listing-query';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { ReadSubscriptionsService } from '../../application/read-subscriptions.service';
import { subscriptionResource, subscriptionSchema } from '../../adapters/http/webhook-subscriptions.schemas';

/** GET /api/v3/webhook-subscriptions: the store's subscriptions, oldest first, never their secrets. */
@injectable()
export default class ListWebhookSubscriptions implements RouteSource {
  constructor(@inject(ReadSubscriptionsService) private readonly readSubscriptions: ReadSubscriptionsService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Webhooks',
        auth: 'api_key',
        operationId: 'listWebhookSubscriptions',
        method: 'get',
        path: '/api/v3/webhook-subscriptions',
        summary: 'List webhook subscriptions',
        description: 'Oldest first, stable across pages. Secrets are never listed.',
        scopes: ['webhooks:read'],
        idempotency: 'none',
        query: z.object(listingQuery),
        response: { status: 200, kind: 'collection', schema: subscriptionSchema, description: 'A page of subscriptions.' },
        problems: ['unknown_parameter', 'invalid_parameter', 'invalid_cursor'],
        handler: async ({ query }) => {
          const listed = await this.readSubscriptions.list({ limit: query.limit, cursor: query.cursor });
          return page(listed.items.map(subscriptionResource), listed.nextCursor);
        },
      }),
    ];
  }
}
