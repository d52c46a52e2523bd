/**
 * A previous-generation webhook is a v3 webhook subscription seen through the older vocabulary: one
 * `topic` instead of `topics`, and a `status` instead of `enabled` (decision 0013).
 */
export const WEBHOOK_STATUSES = ['active', 'disabled'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** Whatever turned a subscription off (the merchant, a 410, days of failures), the webhook is `disabled`. */
export function statusOf(enabled: boolean): WebhookStatus {
  return enabled ? 'active' : 'disabled';
}

export function enabledOf(status: WebhookStatus): boolean {
  return status === 'active';
}

/** The one topic a webhook shows: its subscription's first (a subscription made through v3 may have several). */
export function topicOf(topics: readonly string[]): string {
  return topics[0] ?? '';
}

/**
 * The topics after a previous-generation write names the webhook's topic: it replaces the first topic,
 * the one the webhook shows, and leaves any others a v3 client added.
 */
export function topicsAfterWrite(topics: readonly string[], topic: string): string[] {
  if (topics[0] === topic) return [...topics];
  return [...new Set([topic, ...topics.slice(1)])];
}
