import { z } from '../../../../infra/openapi/zod';
import type { WebhookTopic } from '../../domain/topics';

export const webhookEventTypeSchema = z
  .object({
    object: z.literal('webhook_event_type'),
    topic: z.string().openapi({ description: 'The topic a subscription names; new topics may appear within v3.', example: 'order:created' }),
    description: z.string().openapi({ description: 'When it fires and what the receiver answers; a deprecated topic’s opens with "Deprecated." and names its replacement.' }),
    deprecated: z.boolean().openapi({ description: 'A deprecated topic still fires, with the same payload, signature and retries.' }),
    deprecated_since: z.iso.date().nullable().openapi({ description: 'The date the deprecation took effect; null unless deprecated.' }),
    replacement: z
      .object({
        operation: z.string().openapi({ description: 'The operation to use instead (`GET /api/v3/quotes`).' }),
        scope: z.string().openapi({ description: 'The scope that operation needs (`quotes:read`).' }),
      })
      .nullable()
      .openapi({ description: 'The operation, and the scope it needs, that a client of a deprecated topic uses instead; null unless deprecated.' }),
    payload_schema: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema (2020-12) of the delivery body.' }),
    example: z
      .record(z.string(), z.unknown())
      .openapi({ description: 'A delivery body of the topic, keeping payload_schema: what POST /api/v3/webhook-subscriptions/{subscription_id}/test sends.' }),
  })
  .openapi('WebhookEventType', { description: 'A topic webhook subscriptions may name: what it means, its body and whether it is deprecated.' });

export type WebhookEventTypeResource = z.infer<typeof webhookEventTypeSchema>;

export function webhookEventTypeResource(topic: WebhookTopic): WebhookEventTypeResource {
  return {
    object: 'webhook_event_type',
    topic: topic.topic,
    description: topic.description,
    deprecated: topic.deprecated,
    deprecated_since: topic.deprecated ? topic.deprecatedSince : null,
    replacement: topic.deprecated ? topic.replacement : null,
    payload_schema: topic.payloadSchema,
    example: topic.example,
  };
}
