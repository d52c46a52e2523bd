import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { ReadSubscriptionsService } from '../../application/read-subscriptions.service';
import { subscriptionParams, subscriptionResource, subscriptionSchema } from '../../adapters/http/webhook-subscriptions.schemas';

/** GET /api/v3/webhook-subscriptions/{subscription_id}: one subscription of the store, without its secret. */
@injectable()
export default class GetWebhookSubscription implements RouteSource {
  constructor(@inject(ReadSubscriptionsService) private readonly readSubscriptions: ReadSubscriptionsService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Webhooks',
        auth: 'api_key',
        operationId: 'getWebhookSubscription',
        method: 'get',
        path: '/api/v3/webhook-subscriptions/{subscription_id}',
        summary: 'Read a webhook subscription',
        scopes: ['webhooks:read'],
        idempotency: 'none',
        params: subscriptionParams,
        response: { status: 200, kind: 'resource', schema: subscriptionSchema, description: 'The subscription.' },
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(subscriptionResource(await this.readSubscriptions.get(params.subscription_id))),
      }),
    ];
  }
}
