/** The webhooks context's public face: the only file other code imports. */
export { webhooksContainerModule } from './webhooks.container';
export { webhooksMigrations } from './adapters/persistence/webhooks.migrations';
export { WebhooksTokens } from './webhooks.tokens';
export type { WebhookSubscription } from './domain/subscription';
export { WEBHOOK_TOPICS, type WebhookTopic, type TopicReplacement } from './domain/topics';
export {
  generateWebhookSecret, signWebhook, verifyWebhook, WEBHOOK_SECRET_PREFIX, DEFAULT_TOLERANCE_SECONDS,
  type WebhookSignatureHeaders, type WebhookBody, type IncomingHeaders,
} from './domain/webhook-signature';
export { WebhookVerificationError, type WebhookVerificationFailure } from './domain/webhooks.errors';
