import { FORM_SUBMITTED_EXAMPLE, ORDER_CREATED_EXAMPLE, PRODUCT_CREATED_EXAMPLE, type JsonObject } from './topic-examples';
import { FORM_SUBMITTED_PAYLOAD, ORDER_CREATED_ANSWER, ORDER_CREATED_PAYLOAD, PRODUCT_CREATED_ANSWER, PRODUCT_CREATED_PAYLOAD, type JsonSchema } from './topic-payloads';

/** What a client of a deprecated topic uses instead: an operation of the Store API and the scope it needs. */
export interface TopicReplacement {
  operation: string;
  scope: string;
}

interface TopicBase {
  topic: string;
  description: string;
  /** JSON Schema of the delivery body. */
  payloadSchema: JsonSchema;
  /** A body of the topic, as published with it and sent by a subscription's test event. */
  example: JsonObject;
  /** JSON Schema of the 200 body the receiver answers, where the topic asks for one (any 2xx otherwise). */
  answerSchema?: JsonSchema;
}

/**
 * A webhook event type. A deprecated topic still fires, with the same payload, signature and retries
 * (spec, Events); having no route to carry a Deprecation header, it is flagged here (Versioning 6).
 */
export type WebhookTopic =
  | (TopicBase & { deprecated: false })
  | (TopicBase & { deprecated: true; deprecatedSince: string; replacement: TopicReplacement });

function current(topic: string, description: string, body: { payloadSchema: JsonSchema; example: JsonObject }, answerSchema: JsonSchema): WebhookTopic {
  return { topic, description, deprecated: false, ...body, answerSchema };
}

/** The description of a deprecated topic opens with `Deprecated.` and names its replacement, by construction. */
function deprecated(
  topic: string,
  deprecation: { since: string; replacement: TopicReplacement; detail: string },
  body: { payloadSchema: JsonSchema; example: JsonObject },
): WebhookTopic {
  const { since, replacement, detail } = deprecation;
  return {
    topic,
    description: `Deprecated. Use ${replacement.operation} with the ${replacement.scope} scope instead. ${detail}`,
    deprecated: true,
    deprecatedSince: since,
    replacement,
    ...body,
  };
}

/**
 * Every topic a subscription may name: current topics first, deprecated ones last. New topics are a
 * compatible addition within v3 (spec, Versioning 2): add an entry here and it is listed, documented and
 * subscribable at once.
 */
export const WEBHOOK_TOPICS: readonly WebhookTopic[] = [
  current(
    'order:created',
    'A completed order was recorded for the store (POST /api/v3/orders). The body is {"order": …}, the order as delivered by webhook; answer 200 with {"ok": true}.',
    { payloadSchema: ORDER_CREATED_PAYLOAD, example: ORDER_CREATED_EXAMPLE },
    ORDER_CREATED_ANSWER,
  ),
  current(
    'product:created',
    'A customer finished a design on the storefront. Sent to the create-product URL of a custom integration; answer 200 with {"external_id": "<your product id>"}, which is then the product reference when creating orders. Product synchronisation (POST /api/v3/customisers/{customiser_id}/products) never emits it.',
    { payloadSchema: PRODUCT_CREATED_PAYLOAD, example: PRODUCT_CREATED_EXAMPLE },
    PRODUCT_CREATED_ANSWER,
  ),
  deprecated(
    'form:submitted',
    {
      since: '2026-08-24',
      replacement: { operation: 'GET /api/v3/quotes', scope: 'quotes:read' },
      detail:
        'Deprecated since 2026-08-24; it still fires on every new form submission, with the same payload, signature and retries, and has no removal date. Its payload carries no stable resource id: deduplicate against the id of each quote in the quotes listing.',
    },
    { payloadSchema: FORM_SUBMITTED_PAYLOAD, example: FORM_SUBMITTED_EXAMPLE },
  ),
];
