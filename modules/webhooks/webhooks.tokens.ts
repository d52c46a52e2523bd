/** Tokens of the webhooks context's ports and public services. */
export const WebhooksTokens = {
  SubscriptionRepository: Symbol.for('webhooks.SubscriptionRepository'),
  WebhooksTestData: Symbol.for('webhooks.WebhooksTestData'),
  DeliveryRepository: Symbol.for('webhooks.DeliveryRepository'),
  ProductCallbacks: Symbol.for('webhooks.ProductCallbacks'),
  StoreModes: Symbol.for('webhooks.StoreModes'),
  ProductExternalIds: Symbol.for('webhooks.ProductExternalIds'),
  DeliveryQueue: Symbol.for('webhooks.DeliveryQueue'),
  DeliveryTimings: Symbol.for('webhooks.DeliveryTimings'),
  ManualSendBudget: Symbol.for('webhooks.ManualSendBudget'),
  DeliveryMetrics: Symbol.for('webhooks.DeliveryMetrics'),
} as const;
