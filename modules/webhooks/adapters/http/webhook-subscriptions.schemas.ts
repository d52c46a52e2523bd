import { z } from '../../../../infra/openapi/zod';
import { idParam, listingQuery } from '../../../../infra/http/listing-query';
import { showingOnce, type RouteResult as OperationResult } from '../../../../infra/http/route';
import { fieldCode, prohibited } from '../../../../shared-kernel/validation/strict-parsing';
import { formRefusalOf } from '../../../../shared-kernel/outbound-http';
import { WEBHOOK_TOPICS } from '../../domain/topics';
import type { DeliveryAttempt, WebhookDelivery } from '../../domain/delivery';
import type { WebhookSubscription } from '../../domain/subscription';

/** The path's subscription id, named alike by every operation on one subscription or its deliveries. */
export const subscriptionIdParam = idParam().openapi({ description: 'The webhook subscription’s id.' });
export const subscriptionParams = z.object({ subscription_id: subscriptionIdParam });

const TOPIC_NAMES = WEBHOOK_TOPICS.map((topic) => topic.topic) as [string, ...string[]];
const topics = z
  .array(z.enum(TOPIC_NAMES))
  .min(1)
  .max(TOPIC_NAMES.length * 4)
  .openapi({ description: 'Topics of GET /api/v3/webhook-event-types; at least one. Repeats count once.' });
/** The URL's form is checked with the body's other fields; where its name resolves, once the body is valid. */
const url = z.string().trim().min(1).max(2048).superRefine((value, context) => {
  const refused = formRefusalOf(value);
  if (refused) context.addIssue({ code: 'custom', message: `This URL cannot receive webhooks: ${refused}.`, params: fieldCode('invalid') });
}).openapi({
  description: 'Where deliveries are POSTed: an absolute URL of up to 2,048 characters, https in production; never a loopback (outside development), private, link-local or metadata address.',
  example: 'https://example.com/hooks/signwright',
});
const description = z.string().trim().max(500).nullable().openapi({ description: 'A note for the merchant about the subscription, up to 500 characters; null for none.' });
const ENABLED = 'Whether events are delivered; a subscription the service turned off (`disabled_reason`) is turned on again by sending true.';

export const createSubscriptionBody = z
  .strictObject({ url, topics, description: description.optional(), enabled: z.boolean().default(true).openapi({ description: `${ENABLED} Default true.` }) })
  .openapi('WebhookSubscriptionCreate');

export const subscriptionPatchBody = z
  .strictObject({
    url: url.optional(),
    topics: topics.optional(),
    description: description.optional(),
    enabled: z.boolean().optional().openapi({ description: ENABLED }),
    secret: prohibited('The secret changes only through the rotate-secret operation.'),
    object: prohibited(),
    id: prohibited(),
    disabled_reason: prohibited('Set enabled instead.'),
    disabled_at: prohibited(),
    previous_secret_expires_at: prohibited(),
    created_at: prohibited(),
    updated_at: prohibited(),
  })
  .openapi('WebhookSubscriptionPatch');

export const subscriptionSchema = z
  .object({
    object: z.literal('webhook_subscription'),
    id: z.number().int().openapi({ description: 'The subscription’s id, unique within the store.' }),
    url: z.string().openapi({ format: 'uri', description: 'Where deliveries are POSTed.' }),
    topics: z.array(z.string()).openapi({ description: 'The topics delivered (see GET /api/v3/webhook-event-types).' }),
    description: z.string().nullable().openapi({ description: 'The merchant’s note about the subscription; null for none.' }),
    enabled: z.boolean().openapi({ description: 'Whether events are delivered now.' }),
    disabled_reason: z
      .string()
      .nullable()
      .openapi({ description: 'Why it is off: disabled_by_merchant, receiver_gone (answered 410), failing_for_days. Expected to grow.' }),
    disabled_at: z.iso.datetime().nullable().openapi({ description: 'When it was turned off: an ISO 8601 timestamp in UTC; null while enabled.' }),
    failing_since: z.iso.datetime().nullable().openapi({ description: 'Since when every attempt has failed; null while deliveries succeed.' }),
    previous_secret_expires_at: z.iso
      .datetime()
      .nullable()
      .openapi({ description: 'After a rotation, until when the previous secret still signs beside the new one.' }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi('WebhookSubscription');

export const subscriptionWithSecretSchema = subscriptionSchema
  .extend({ secret: z.string().openapi({ description: 'whsec_…: shown only in this answer; keep it to verify deliveries.' }) })
  .openapi('WebhookSubscriptionWithSecret');

export const testEventBody = z
  .strictObject({
    topic: z.enum(TOPIC_NAMES).openapi({ description: 'One of the subscription’s topics: its example body (the example of GET /api/v3/webhook-event-types) is sent.' }),
  })
  .openapi('WebhookTestEvent');

export const deliveriesQuery = z.object({
  ...listingQuery,
  'filter[status]': z.enum(['pending', 'delivered', 'failed']).optional().openapi({ description: 'Only deliveries in this state.' }),
});

const attemptSchema = z.object({
  attempted_at: z.iso.datetime().openapi({ description: 'When the attempt was made: an ISO 8601 timestamp in UTC.' }),
  request_body: z.string().openapi({ description: 'The body this attempt sent (or tried to send): the delivery’s body, the same bytes on every attempt.' }),
  status_code: z.number().int().nullable().openapi({ description: 'The status the receiver answered; null when no answer came (timeout, network error, refused address).' }),
  response_body: z
    .string()
    .nullable()
    .openapi({ description: 'The first 4 KiB of the receiver’s answer, as UTF-8 text (a character the cut would split is left out); null when no answer came.' }),
  response_body_truncated: z.boolean().openapi({ description: 'true when the answer went on beyond response_body; the rest was never read.' }),
  duration_ms: z.number().int().openapi({ description: 'From sending the request to the end of reading the answer (or to the failure).' }),
  error: z
    .string()
    .nullable()
    .openapi({ description: 'Why the attempt failed when the status does not say it: no answer, a refused address, an answer that is not what the topic asks for. null otherwise, a non-2xx status included.' }),
  next_retry_at: z.iso.datetime().nullable().openapi({ description: 'When this failed attempt is retried: an ISO 8601 timestamp in UTC; null after a success or the last attempt.' }),
});

export const deliverySchema = z
  .object({
    object: z.literal('webhook_delivery'),
    id: z.number().int().openapi({ description: 'The delivery’s id, unique within the subscription’s log.' }),
    subscription_id: z.number().int().openapi({ description: 'The id of the subscription delivering it.' }),
    event_id: z.string().openapi({ description: 'The x-webhook-id of every attempt: deduplicate on it.' }),
    topic: z.string().openapi({ description: 'The event’s topic (`order:created`).' }),
    test_event: z.boolean().openapi({ description: 'true for a test event sent by POST …/{subscription_id}/test with the topic’s example body; false for a delivery of an event that happened.' }),
    status: z.enum(['pending', 'delivered', 'failed']).openapi({ description: '`pending` while attempts go on; `delivered` once the receiver answered 2xx; `failed` once the last attempt failed (see `failure_reason`).' }),
    attempts_made: z.number().int().openapi({ description: 'How many attempts have been made so far.' }),
    next_attempt_at: z.iso.datetime().nullable().openapi({ description: 'When the next attempt is due: an ISO 8601 timestamp in UTC; null once delivered or failed.' }),
    delivered_at: z.iso.datetime().nullable().openapi({ description: 'When the receiver accepted it: an ISO 8601 timestamp in UTC; null until then.' }),
    failure_reason: z.string().nullable().openapi({ description: 'Why the delivery gave up, when it did; null otherwise.' }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    attempts: z.array(attemptSchema).openapi({ description: 'Every attempt so far, oldest first.' }),
  })
  .openapi('WebhookDelivery');

const iso = (date: Date | null) => date?.toISOString() ?? null;

export type SubscriptionResource = z.infer<typeof subscriptionSchema>;
export type SubscriptionWithSecret = z.infer<typeof subscriptionWithSecretSchema>;
export type DeliveryResource = z.infer<typeof deliverySchema>;

export function subscriptionResource(subscription: WebhookSubscription): SubscriptionResource {
  return {
    object: 'webhook_subscription',
    id: subscription.id,
    url: subscription.url,
    topics: subscription.topics,
    description: subscription.description,
    enabled: subscription.enabled,
    disabled_reason: subscription.disabledReason,
    disabled_at: iso(subscription.disabledAt),
    failing_since: iso(subscription.failingSince),
    previous_secret_expires_at: iso(subscription.previousSecret?.expiresAt ?? null),
    created_at: subscription.createdAt.toISOString(),
    updated_at: subscription.updatedAt.toISOString(),
  };
}

export const subscriptionDeletionReceiptSchema = z
  .object({
    object: z.literal('webhook_subscription_deletion_receipt'),
    id: z.number().int().openapi({ description: 'The removed subscription’s id.' }),
    deleted: z.literal(true).openapi({ description: 'Always true: the subscription is gone and nothing more is delivered to it.' }),
    resource: subscriptionSchema,
  })
  .openapi('WebhookSubscriptionDeletionReceipt');

export function subscriptionWithSecret(subscription: WebhookSubscription): z.infer<typeof subscriptionWithSecretSchema> {
  return { ...subscriptionResource(subscription), secret: subscription.secret };
}

/** A create's or a rotation's answer: the subscription with its secret, tagged as its reads show it (without). */
export function withSecret(answer: (data: unknown) => OperationResult, subscription: WebhookSubscription): OperationResult {
  return showingOnce(answer(subscriptionWithSecret(subscription)), subscriptionResource(subscription));
}

/** A delivery as its subscription's log shows it. */
export function deliveryResource(subscriptionId: number, delivery: WebhookDelivery & { attempts: DeliveryAttempt[] }): z.infer<typeof deliverySchema> {
  return {
    object: 'webhook_delivery',
    id: delivery.id,
    subscription_id: subscriptionId,
    event_id: delivery.eventId,
    topic: delivery.topic,
    test_event: delivery.testEvent,
    status: delivery.status,
    attempts_made: delivery.attemptsMade,
    next_attempt_at: iso(delivery.nextAttemptAt),
    delivered_at: iso(delivery.deliveredAt),
    failure_reason: delivery.failureReason,
    created_at: delivery.createdAt.toISOString(),
    updated_at: delivery.updatedAt.toISOString(),
    attempts: delivery.attempts.map((attempt) => ({
      attempted_at: attempt.attemptedAt.toISOString(),
      request_body: delivery.body,
      status_code: attempt.statusCode,
      response_body: attempt.responseBody,
      response_body_truncated: attempt.responseBodyTruncated,
      duration_ms: attempt.durationMs,
      error: attempt.error,
      next_retry_at: iso(attempt.nextRetryAt),
    })),
  };
}
