import type { QuotaState } from './rate-limiters';

/**
 * A quota as the IETF RateLimit header fields draft writes it (structured fields): the policy with its
 * quota and window, and what is left of it with the seconds until the window restarts. Every answer that
 * spent from a quota says so, the 429 of the one that ran out included.
 */
export function rateLimitFields(quota: QuotaState): Record<string, string> {
  return {
    'RateLimit-Policy': `"${quota.name}";q=${quota.limit};w=${quota.windowSeconds}`,
    RateLimit: `"${quota.name}";r=${quota.remaining};t=${quota.resetSeconds}`,
  };
}
