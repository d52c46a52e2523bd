import { Problems } from '../../../shared-kernel/problems/problems';
import type { WebhookSubscription } from './subscription';
import { WEBHOOK_TOPICS } from './topics';
import type { JsonObject } from './topic-examples';

/**
 * What a test event sends: the published example of one of the subscription's own topics. A topic it does
 * not subscribe to (or none the catalogue knows) is refused, naming the topics it may send.
 */
export function exampleOfSubscribedTopic(subscription: Pick<WebhookSubscription, 'topics'>, topic: string): JsonObject {
  const example = WEBHOOK_TOPICS.find((entry) => entry.topic === topic)?.example;
  if (!example || !subscription.topics.includes(topic)) {
    throw Problems.validationFailed([{ pointer: '/topic', code: 'unsupported_value', detail: 'Not a topic of this subscription.', allowed_values: subscription.topics }]);
  }
  return example;
}
