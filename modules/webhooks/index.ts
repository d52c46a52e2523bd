/** The webhooks context's public face: the only file other code imports. */
export { webhooksContainerModule } from './webhooks.container';
export { webhooksMigrations } from './adapters/persistence/webhooks.migrations';
export { WebhooksTokens } from './webhooks.tokens';
export type { ListWebhookEventTypesService } from './application/list-webhook-event-types.service';
export type { CreateSubscriptionService, CreateSubscriptionCommand } from './application/create-subscription.service';
export type { ReadSubscriptionsService } from './application/read-subscriptions.service';
export type { UpdateSubscriptionService, SubscriptionPatch } from './application/update-subscription.service';
export type { DeleteSubscriptionService } from './application/delete-subscription.service';
export type { WebhookSubscription } from './domain/subscription';
export { WEBHOOK_TOPICS, type WebhookTopic, type TopicReplacement } from './domain/topics';
export {
  generateWebhookSecret, signWebhook, verifyWebhook, WEBHOOK_SECRET_PREFIX, DEFAULT_TOLERANCE_SECONDS,
  type WebhookSignatureHeaders, type WebhookBody, type IncomingHeaders,
} from './domain/webhook-signature';
export { WebhookVerificationError, type WebhookVerificationFailure } from './domain/webhooks.errors';
