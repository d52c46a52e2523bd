import { inject, injectable } from 'inversify';
import { idParam } from '../../../../infra/http/listing-query';
import { created, defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import { listingQuery } from '../../../../infra/http/listing-query';
import { CreateSubscriptionService } from '../../application/create-subscription.service';
import { ReadSubscriptionsService } from '../../application/read-subscriptions.service';
import { UpdateSubscriptionService } from '../../application/update-subscription.service';
import { DeleteSubscriptionService } from '../../application/delete-subscription.service';
import { RotateSubscriptionSecretService } from '../../application/rotate-subscription-secret.service';
import {
  createSubscriptionBody, subscriptionDeletionReceiptSchema, subscriptionPatchBody, subscriptionResource, subscriptionSchema,
  subscriptionWithSecret, subscriptionWithSecretSchema,
} from './webhook-subscriptions.schemas';

const subscriptionParams = z.object({ subscription_id: idParam().openapi({ description: 'The webhook subscription’s id.' }) });

@injectable()
export class WebhookSubscriptionRoutes implements RouteSource {
  constructor(
    @inject(CreateSubscriptionService) private readonly createSubscription: CreateSubscriptionService,
    @inject(ReadSubscriptionsService) private readonly readSubscriptions: ReadSubscriptionsService,
    @inject(UpdateSubscriptionService) private readonly updateSubscription: UpdateSubscriptionService,
    @inject(DeleteSubscriptionService) private readonly deleteSubscription: DeleteSubscriptionService,
    @inject(RotateSubscriptionSecretService) private readonly rotateSecret: RotateSubscriptionSecretService,
  ) {}

  routes(): AnyRoute[] {
    const common = { tag: 'Webhooks', auth: 'api_key' as const };
    const resource = { status: 200, kind: 'resource' as const, schema: subscriptionSchema, description: 'The subscription.' };
    const path = '/api/v3/webhook-subscriptions/{subscription_id}';
    return [
      defineRoute({
        ...common,
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
        createdResource: { path, resourceFields: { subscription_id: 'id' } },
        problems: ['missing_idempotency_key', 'validation_failed', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ body }) =>
          created(subscriptionWithSecret(await this.createSubscription.create({ url: body.url, topics: body.topics, description: body.description ?? null, enabled: body.enabled }))),
      }),
      defineRoute({
        ...common,
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
      defineRoute({
        ...common,
        operationId: 'getWebhookSubscription',
        method: 'get',
        path,
        summary: 'Read a webhook subscription',
        scopes: ['webhooks:read'],
        idempotency: 'none',
        params: subscriptionParams,
        response: resource,
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params }) => ok(subscriptionResource(await this.readSubscriptions.get(params.subscription_id))),
      }),
      defineRoute({
        ...common,
        operationId: 'updateWebhookSubscription',
        method: 'patch',
        path,
        summary: 'Update a webhook subscription (JSON merge patch of url, topics, description and enabled)',
        description:
          'enabled false stops deliveries (pending ones wait); enabled true clears disabled_reason, whatever turned it off (a 410, days of failures), and resumes them. description null clears it.',
        scopes: ['webhooks:write'],
        idempotency: 'optional',
        params: subscriptionParams,
        body: subscriptionPatchBody,
        bodyIsMergePatch: true,
        response: resource,
        problems: ['resource_not_found', 'validation_failed', 'invalid_document', 'unknown_field', 'idempotency_key_conflict'],
        handler: async ({ params, body }) =>
          ok(subscriptionResource(await this.updateSubscription.update(params.subscription_id, { url: body.url, topics: body.topics, description: body.description, enabled: body.enabled }))),
      }),
      defineRoute({
        ...common,
        operationId: 'deleteWebhookSubscription',
        method: 'delete',
        path,
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
      defineRoute({
        ...common,
        operationId: 'rotateWebhookSubscriptionSecret',
        method: 'post',
        path: `${path}/rotate-secret`,
        summary: 'Rotate a webhook subscription’s secret',
        description:
          'Answers the new secret (shown here only). For 24 hours every delivery carries two signatures, by the new and by the previous secret, separated by a space, so a receiver verifies with either while it switches.',
        scopes: ['webhooks:write'],
        idempotency: 'required',
        params: subscriptionParams,
        response: { status: 200, kind: 'resource', schema: subscriptionWithSecretSchema, description: 'The subscription, with its new secret.' },
        problems: ['missing_idempotency_key', 'resource_not_found', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params }) => ok(subscriptionWithSecret(await this.rotateSecret.rotate(params.subscription_id))),
      }),
    ];
  }
}
