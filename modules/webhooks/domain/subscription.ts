/** A store's request to be told of some topics at a URL, signed with a secret of its own. */
export interface WebhookSubscription {
  id: number;
  storeId: number;
  url: string;
  topics: string[];
  description: string | null;
  enabled: boolean;
  disabledReason: DisabledReason | null;
  disabledAt: Date | null;
  secret: string;
  /** During a rotation, the secret being replaced still signs every delivery until this time. */
  previousSecret: { secret: string; expiresAt: Date } | null;
  /** Since when every attempt has failed; cleared by any delivered attempt. */
  failingSince: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Why a subscription stopped receiving: the merchant turned it off, the receiver answered 410 Gone,
 * or every attempt failed for too long. Expected to grow.
 */
export type DisabledReason = 'disabled_by_merchant' | 'receiver_gone' | 'failing_for_days';

/** How long the old secret keeps signing after a rotation, so receivers can switch without losing a delivery. */
export const ROTATION_OVERLAP_MS = 24 * 3600_000;

/** The secrets a delivery is signed with now: the current one, and the previous one during an overlap. */
export function signingSecrets(subscription: Pick<WebhookSubscription, 'secret' | 'previousSecret'>, now: Date): string[] {
  const previous = subscription.previousSecret;
  return previous && previous.expiresAt > now ? [subscription.secret, previous.secret] : [subscription.secret];
}

/** A subscription whose deliveries keep failing for this long is disabled and reported to the store. */
export const FAILING_TOO_LONG_MS = 3 * 24 * 3600_000;

/**
 * What one attempt's result does to its subscription: a delivered attempt ends a failing streak; a
 * failed one starts it, or disables the subscription once the streak has lasted too long; a 410 Gone
 * disables it at once.
 */
export function subscriptionAfterAttempt(
  failingSince: Date | null,
  result: 'delivered' | 'failed' | 'gone',
  now: Date,
): { failingSince: Date | null; disable: DisabledReason | null } {
  if (result === 'delivered') return { failingSince: null, disable: null };
  if (result === 'gone') return { failingSince: failingSince ?? now, disable: 'receiver_gone' };
  const since = failingSince ?? now;
  return { failingSince: since, disable: now.getTime() - since.getTime() >= FAILING_TOO_LONG_MS ? 'failing_for_days' : null };
}
