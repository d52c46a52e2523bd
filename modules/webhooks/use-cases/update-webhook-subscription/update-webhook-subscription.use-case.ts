import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { UpdateSubscriptionService } from './update-subscription.service';
import { subscriptionParams, subscriptionPatchBody, subscriptionResource, subscriptionSchema } from '../../adapters/http/webhook-subscriptions.schemas';

/** PATCH /api/v3/webhook-subscriptions/{subscription_id}: a JSON merge patch of url, topics, description and enabled. */
@injectable()
export default class UpdateWebhookSubscription implements RouteSource {
  constructor(@inject(UpdateSubscriptionService) private readonly updateSubscription: UpdateSubscriptionService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Webhooks',
        auth: 'api_key',
        operationId: 'updateWebhookSubscription',
        method: 'patch',
        path: '/api/v3/webhook-subscriptions/{subscription_id}',
        summary: 'Update a webhook subscription (JSON merge patch of url, topics, description and enabled)',
        description:
          'enabled false stops deliveries (pending ones wait); enabled true clears disabled_reason, whatever turned it off (a 410, days of failures), and resumes them. description null clears it.',
        scopes: ['webhooks:write'],
        idempotency: 'optional',
        params: subscriptionParams,
        body: subscriptionPatchBody,
        bodyIsMergePatch: true,
        response: { status: 200, kind: 'resource', schema: subscriptionSchema, description: 'The subscription.' },
        problems: ['resource_not_found', 'validation_failed', 'invalid_document', 'unknown_field', 'idempotency_key_conflict'],
        handler: async ({ params, body }) =>
          ok(subscriptionResource(await this.updateSubscription.update(params.subscription_id, { url: body.url, topics: body.topics, description: body.description, enabled: body.enabled }))),
      }),
    ];
  }
}
