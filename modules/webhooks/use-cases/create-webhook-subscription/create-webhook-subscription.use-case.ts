import { inject, injectable } from 'inversify';
import { created, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { CreateSubscriptionService } from './create-subscription.service';
import { createSubscriptionBody, withSecret, subscriptionWithSecretSchema } from '../../adapters/http/webhook-subscriptions.schemas';

/** POST /api/v3/webhook-subscriptions: subscribes a URL to topics; the answer shows the signing secret once. */
@injectable()
export default class CreateWebhookSubscription implements RouteSource {
  constructor(@inject(CreateSubscriptionService) private readonly createSubscription: CreateSubscriptionService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Webhooks',
        auth: 'api_key',
        operationId: 'createWebhookSubscription',
        method: 'post',
        path: '/api/v3/webhook-subscriptions',
        summary: 'Subscribe a URL to webhook topics',
        description:
          'The answer carries the subscription’s signing secret: it is shown here and on rotation only. The URL is checked now (https in production; no loopback outside development, private, link-local or metadata address, as its name resolves) and again on every delivery.',
        scopes: ['webhooks:write'],
        idempotency: 'required',
        body: createSubscriptionBody,
        response: { status: 201, kind: 'resource', schema: subscriptionWithSecretSchema, description: 'The subscription, with its secret.' },
        createdResource: { path: '/api/v3/webhook-subscriptions/{subscription_id}', resourceFields: { subscription_id: 'id' } },
        problems: ['missing_idempotency_key', 'validation_failed', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ body }) =>
          withSecret(created, await this.createSubscription.create({ url: body.url, topics: body.topics, description: body.description ?? null, enabled: body.enabled })),
      }),
    ];
  }
}
