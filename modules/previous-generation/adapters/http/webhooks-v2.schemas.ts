import { z } from '../../../../infra/openapi/zod';
import { prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import { WEBHOOK_TOPICS, type WebhookSubscription } from '../../../webhooks';
import { WEBHOOK_STATUSES, statusOf, topicOf } from '../../domain/webhook-vocabulary';

const TOPIC_NAMES = WEBHOOK_TOPICS.map((entry) => entry.topic) as [string, ...string[]];
const topic = z.enum(TOPIC_NAMES).openapi({ description: 'One topic of GET /api/v3/webhook-event-types.' });
const url = z.string().trim().min(1).max(2048).openapi({ description: 'Where deliveries are POSTed, up to 2,048 characters: the same rules as a v3 subscription’s URL.' });
const status = z.enum(WEBHOOK_STATUSES);
const STATUS = '`active`: delivered; `disabled`: turned off, whatever turned it off.';

export const webhookV2Schema = z
  .object({
    id: z.number().int().openapi({ description: 'The id of the v3 webhook subscription it is.' }),
    topic: z.string().openapi({ description: 'The subscription’s first topic.' }),
    url: z.string().openapi({ format: 'uri', description: 'Where deliveries are POSTed.' }),
    status: status.openapi({ description: STATUS }),
    secret: z.string().nullable().openapi({ description: 'whsec_…: in the creating answer only, null elsewhere.' }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi('LegacyWebhook', { description: 'A webhook as the previous generation shows it: a v3 webhook subscription with one topic.' });

export const createWebhookV2Body = z.strictObject({ topic, url, status: status.default('active').openapi({ description: `${STATUS} Default \`active\`.` }) }).openapi('LegacyWebhookCreate');

export const updateWebhookV2Body = z
  .strictObject({
    topic: topic.optional(),
    url: url.optional(),
    status: status.optional().openapi({ description: STATUS }),
    id: prohibited(),
    secret: prohibited('The secret changes only through POST /api/v3/webhook-subscriptions/{subscription_id}/rotate-secret.'),
    created_at: prohibited(),
    updated_at: prohibited(),
  })
  .openapi('LegacyWebhookUpdate', { description: 'The fields sent change; the others stay.' });

/** The secret is shown once, when the webhook is created, exactly as v3 shows a subscription's. */
export function webhookV2(subscription: WebhookSubscription, options: { withSecret?: boolean } = {}): z.infer<typeof webhookV2Schema> {
  return {
    id: subscription.id,
    topic: topicOf(subscription.topics),
    url: subscription.url,
    status: statusOf(subscription.enabled),
    secret: options.withSecret ? subscription.secret : null,
    created_at: subscription.createdAt.toISOString(),
    updated_at: subscription.updatedAt.toISOString(),
  };
}
