import { randomBytes } from 'node:crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The contract asks at least 24 random bytes; 32 is the SHA-256 digest length, the least RFC 2104 advises for an HMAC key. */
const SECRET_BYTES = 32;

/** A new secret for webhook subscriptions and integration callbacks: `whsec_` and the base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}
