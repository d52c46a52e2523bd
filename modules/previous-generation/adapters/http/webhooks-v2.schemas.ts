import { z } from '../../../../infra/openapi/zod';
import { prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import { WEBHOOK_STATUSES, statusOf, topicOf } from '../../domain/webhook-vocabulary';
import { elementOf, memberOf, objectOf } from './v3-schemas';

const status = z.enum(WEBHOOK_STATUSES);
const STATUS = '`active`: delivered; `disabled`: turned off, whatever turned it off.';
const url = z.string().trim().min(1).max(2048).openapi({ description: 'Where deliveries are POSTed, up to 2,048 characters: the same rules as a v3 subscription’s URL.' });

/** A webhook subscription as v3 answers it: the members this generation shows (the secret where v3 shows it). */
export interface V3Subscription {
  id: number;
  url: string;
  topics: string[];
  enabled: boolean;
  secret?: string;
  created_at: string;
  updated_at: string;
}

/** v3's subscription id, under this generation's name. */
export function webhookV2Params(v3Params: z.ZodType | undefined) {
  const subscriptionId = memberOf(objectOf(v3Params, 'a v3 webhook subscription’s path'), 'subscription_id');
  return z.object({ webhook_id: subscriptionId.openapi({ description: 'The webhook’s id (its v3 subscription’s id).' }) });
}

/** v3's subscription with one topic and a status; its secret member is null but in the creating answer. */
export function webhookV2Schema(v3Subscription: z.ZodType) {
  const v3 = objectOf(v3Subscription, 'a v3 webhook subscription');
  return z
    .object({
      id: memberOf(v3, 'id').openapi({ description: 'The id of the v3 webhook subscription it is.' }),
      topic: z.string().openapi({ description: 'The subscription’s first topic.' }),
      url: memberOf(v3, 'url'),
      status: status.openapi({ description: STATUS }),
      secret: z.string().nullable().openapi({ description: 'whsec_…: in the creating answer only, null elsewhere.' }),
      created_at: memberOf(v3, 'created_at'),
      updated_at: memberOf(v3, 'updated_at'),
    })
    .openapi('LegacyWebhook', { description: 'A webhook as the previous generation shows it: a v3 webhook subscription with one topic.' });
}

/**
 * The bodies of a create and an update: one topic of v3's (its create body's topics), a URL, a status.
 * The URL's form and address are v3's to check once the body is in v3's words, as they always were.
 */
export function webhookV2Bodies(v3Create: z.ZodType | undefined) {
  const topic = elementOf(memberOf(objectOf(v3Create, 'a v3 webhook subscription create'), 'topics')).openapi({ description: 'One topic of GET /api/v3/webhook-event-types.' });
  const create = z.strictObject({ topic, url, status: status.default('active').openapi({ description: `${STATUS} Default \`active\`.` }) }).openapi('LegacyWebhookCreate');
  const update = z
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
  return { create, update };
}

/** The secret is shown once, when the webhook is created, exactly as v3 shows a subscription's. */
export function webhookV2(subscription: V3Subscription) {
  return {
    id: subscription.id,
    topic: topicOf(subscription.topics),
    url: subscription.url,
    status: statusOf(subscription.enabled),
    secret: subscription.secret ?? null,
    created_at: subscription.created_at,
    updated_at: subscription.updated_at,
  };
}
