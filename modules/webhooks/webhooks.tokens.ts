/** Tokens of the webhooks context's ports and public services. */
export const WebhooksTokens = {
  ListWebhookEventTypes: Symbol.for('webhooks.ListWebhookEventTypesService'),
} as const;
