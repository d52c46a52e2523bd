import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { subscriptionParams, withSecret, subscriptionWithSecretSchema } from '../../adapters/http/webhook-subscriptions.schemas';
import { RotateSubscriptionSecretService } from './rotate-subscription-secret.service';

/** POST /api/v3/webhook-subscriptions/{subscription_id}/rotate-secret: a new secret, the previous one signing beside it for 24 hours. */
@injectable()
export default class RotateWebhookSubscriptionSecret implements RouteSource {
  constructor(@inject(RotateSubscriptionSecretService) private readonly rotateSecret: RotateSubscriptionSecretService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Webhooks',
        auth: 'api_key',
        operationId: 'rotateWebhookSubscriptionSecret',
        activity: { verb: 'secret_rotated' },
        method: 'post',
        path: '/api/v3/webhook-subscriptions/{subscription_id}/rotate-secret',
        summary: 'Rotate a webhook subscription’s secret',
        description:
          'Answers the new secret (shown here only). For 24 hours every delivery carries two signatures, by the new and by the previous secret, separated by a space, so a receiver verifies with either while it switches.',
        scopes: ['webhooks:write'],
        idempotency: 'required',
        params: subscriptionParams,
        response: { status: 200, kind: 'resource', schema: subscriptionWithSecretSchema, description: 'The subscription, with its new secret.' },
        problems: ['missing_idempotency_key', 'resource_not_found', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params }) => withSecret(ok, await this.rotateSecret.rotate(params.subscription_id)),
      }),
    ];
  }
}
