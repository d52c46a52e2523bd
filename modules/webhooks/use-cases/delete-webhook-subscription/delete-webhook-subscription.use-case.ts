import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { DeleteSubscriptionService } from './delete-subscription.service';
import { subscriptionDeletionReceiptSchema, subscriptionParams, subscriptionResource } from '../../adapters/http/webhook-subscriptions.schemas';

/** DELETE /api/v3/webhook-subscriptions/{subscription_id}: removes a subscription with its delivery log, answering a receipt. */
@injectable()
export default class DeleteWebhookSubscription implements RouteSource {
  constructor(@inject(DeleteSubscriptionService) private readonly deleteSubscription: DeleteSubscriptionService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Webhooks',
        auth: 'api_key',
        operationId: 'deleteWebhookSubscription',
        method: 'delete',
        path: '/api/v3/webhook-subscriptions/{subscription_id}',
        summary: 'Delete a webhook subscription',
        description: 'Removes it with its delivery log; pending deliveries are dropped. No body; repeating the request with its key after the subscription is gone replays the receipt.',
        scopes: ['webhooks:write'],
        idempotency: 'required',
        params: subscriptionParams,
        response: { status: 200, kind: 'resource', schema: subscriptionDeletionReceiptSchema, description: 'Deletion receipt.' },
        problems: ['resource_not_found', 'missing_idempotency_key', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params }) => {
          const removed = await this.deleteSubscription.delete(params.subscription_id);
          return ok({ object: 'webhook_subscription_deletion_receipt', id: removed.id, deleted: true, resource: subscriptionResource(removed) });
        },
      }),
    ];
  }
}
