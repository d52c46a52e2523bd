import { inject, injectable } from 'inversify';
import { defineRoute, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { WebhooksTokens } from '../../webhooks.tokens';
import type { ListWebhookEventTypesService } from '../../application/list-webhook-event-types.service';
import { webhookEventTypeResource, webhookEventTypeSchema } from './webhook-event-types.schemas';

/** The catalogue is public knowledge for any integration: a valid key of any scope reads it (CONTRACT 3). */
@injectable()
export class WebhookEventTypeRoutes implements RouteSource {
  constructor(@inject(WebhooksTokens.ListWebhookEventTypes) private readonly eventTypes: ListWebhookEventTypesService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        operationId: 'listWebhookEventTypes',
        method: 'get',
        path: '/api/v3/webhook-event-types',
        summary: 'List webhook event types',
        description:
          'Every topic a webhook subscription may name, with its delivery body as JSON Schema. Deprecated topics have no route to carry a Deprecation header, so they are flagged here: deprecated true, deprecated_since, and the replacement operation and scope, also named in the description. The whole catalogue is one page.',
        tag: 'Webhooks',
        auth: 'api_key',
        scopes: [],
        idempotency: 'none',
        response: { status: 200, kind: 'collection', schema: webhookEventTypeSchema, description: 'Every event type (one page).' },
        problems: ['unknown_parameter'],
        handler: async () => page(this.eventTypes.list().map(webhookEventTypeResource), null),
      }),
    ];
  }
}
