import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import { idParam } from '../../../../infra/http/listing-query';
import { created, defineRoute, ok, page, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { z } from '../../../../infra/openapi/zod';
import {
  WebhooksTokens, type CreateSubscriptionService, type DeleteSubscriptionService, type ReadSubscriptionsService, type UpdateSubscriptionService,
} from '../../../webhooks';
import { enabledOf, topicsAfterWrite } from '../../domain/webhook-vocabulary';
import { createWebhookV2Body, updateWebhookV2Body, webhookV2, webhookV2Schema } from './webhooks-v2.schemas';
import { previousGeneration, readAll } from './previous-generation-routing';

const params = z.object({ webhook_id: idParam().openapi({ description: 'The webhook’s id (its v3 subscription’s id).' }) });
const PATH = '/api/v2/webhooks';

/** CRUD of /api/v2/webhooks: the webhook subscriptions of v3, one topic each, active or disabled. */
@injectable()
export class WebhooksV2Routes implements RouteSource {
  constructor(
    @inject(WebhooksTokens.CreateSubscription) private readonly createSubscription: CreateSubscriptionService,
    @inject(WebhooksTokens.ReadSubscriptions) private readonly readSubscriptions: ReadSubscriptionsService,
    @inject(WebhooksTokens.UpdateSubscription) private readonly updateSubscription: UpdateSubscriptionService,
    @inject(WebhooksTokens.DeleteSubscription) private readonly deleteSubscription: DeleteSubscriptionService,
    @inject(InfraTokens.Config) private readonly config: Config,
  ) {}

  routes(): AnyRoute[] {
    const common = previousGeneration(this.config);
    const resource = { status: 200, kind: 'resource' as const, schema: webhookV2Schema, description: 'The webhook.' };
    const one = `${PATH}/{webhook_id}`;
    return [
      defineRoute({
        ...common,
        operationId: 'legacyListWebhooks',
        method: 'get',
        path: PATH,
        summary: 'List every webhook of the store (previous generation)',
        description: 'All of them, oldest first, in one plain array; secrets are never listed. Replaced by GET /api/v3/webhook-subscriptions (webhooks:read).',
        idempotency: 'none',
        response: { status: 200, kind: 'collection', schema: webhookV2Schema, description: 'Every webhook.' },
        problems: ['unknown_parameter'],
        handler: async () => {
          const all = await readAll((cursor) => this.readSubscriptions.list({ limit: 100, cursor }));
          return page(all.map((subscription) => webhookV2(subscription)), null);
        },
      }),
      defineRoute({
        ...common,
        operationId: 'legacyCreateWebhook',
        method: 'post',
        path: PATH,
        summary: 'Create a webhook (previous generation)',
        description: 'Creates a v3 webhook subscription to the one topic; the answer carries its secret, shown here only. Replaced by POST /api/v3/webhook-subscriptions (webhooks:write).',
        idempotency: 'optional',
        body: createWebhookV2Body,
        response: { ...resource, status: 201, description: 'The webhook, with its secret.' },
        // This generation reads its webhooks back, so its create says where, as every v3 create does.
        createdResource: { path: one, resourceFields: { webhook_id: 'id' } },
        problems: ['validation_failed', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ body }) => {
          const subscription = await this.createSubscription.create({ url: body.url, topics: [body.topic], description: null, enabled: enabledOf(body.status) });
          return created(webhookV2(subscription, { withSecret: true }));
        },
      }),
      defineRoute({
        ...common,
        operationId: 'legacyGetWebhook',
        method: 'get',
        path: one,
        summary: 'Read a webhook (previous generation)',
        description: 'Replaced by GET /api/v3/webhook-subscriptions/{subscription_id} (webhooks:read).',
        idempotency: 'none',
        params,
        response: resource,
        problems: ['resource_not_found', 'unknown_parameter'],
        handler: async ({ params: p }) => ok(webhookV2(await this.readSubscriptions.get(p.webhook_id))),
      }),
      defineRoute({
        ...common,
        operationId: 'legacyUpdateWebhook',
        method: 'put',
        path: one,
        summary: 'Update a webhook (previous generation)',
        description:
          'Changes the fields sent. A new topic replaces the one shown (the subscription’s first) and keeps any other topic a v3 client added; status active enables the subscription, disabled turns it off. Replaced by PATCH /api/v3/webhook-subscriptions/{subscription_id} (webhooks:write).',
        idempotency: 'optional',
        params,
        body: updateWebhookV2Body,
        response: resource,
        problems: ['resource_not_found', 'validation_failed', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params: p, body }) => {
          const current = await this.readSubscriptions.get(p.webhook_id);
          const updated = await this.updateSubscription.update(p.webhook_id, {
            ...(body.url !== undefined ? { url: body.url } : {}),
            ...(body.topic !== undefined ? { topics: topicsAfterWrite(current.topics, body.topic) } : {}),
            ...(body.status !== undefined ? { enabled: enabledOf(body.status) } : {}),
          });
          return ok(webhookV2(updated));
        },
      }),
      defineRoute({
        ...common,
        operationId: 'legacyDeleteWebhook',
        method: 'delete',
        path: one,
        summary: 'Delete a webhook (previous generation)',
        description: 'Removes the subscription with its delivery log and answers the webhook as it was. Replaced by DELETE /api/v3/webhook-subscriptions/{subscription_id} (webhooks:write).',
        idempotency: 'optional',
        params,
        response: { ...resource, description: 'The webhook removed.' },
        problems: ['resource_not_found', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params: p }) => ok(webhookV2(await this.deleteSubscription.delete(p.webhook_id))),
      }),
    ];
  }
}
