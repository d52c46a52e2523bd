import type { Request } from 'express';
import type { BucketDefinition, RateLimiters } from '../../../../infra/rate-limit/rate-limiters';
import { normaliseEmail } from '../../domain/person';
import type { WebSessionsService } from '../../application/web-sessions.service';

/**
 * Wrong passwords spend these, per address and per email (so that neither many addresses nor many
 * emails get past): ten in fifteen minutes, then the login forms answer 429 until the window ends.
 * Successful logins spend nothing. Shared through Redis when it is configured.
 */
export const LOGIN_FAILURES_PER_ADDRESS: BucketDefinition = { name: 'login-failures-ip', points: 10, durationSeconds: 900 };
export const LOGIN_FAILURES_PER_EMAIL: BucketDefinition = { name: 'login-failures-email', points: 10, durationSeconds: 900 };

const DETAIL = 'Too many failed logins; try again later.';

/** Logs in through the admin or the consent form, refusing with 429 `rate_limited` once failures used the budget. */
export async function logInThrottled(limiters: RateLimiters, sessions: WebSessionsService, request: Request, email: string, password: string): Promise<string | undefined> {
  const budgets: [BucketDefinition, string][] = [
    [LOGIN_FAILURES_PER_ADDRESS, request.ip ?? 'unknown'],
    [LOGIN_FAILURES_PER_EMAIL, normaliseEmail(email).slice(0, 320)],
  ];
  for (const [budget, key] of budgets) await limiters.refuseWhenSpent(budget, key, DETAIL);
  const sessionId = await sessions.logIn(email, password);
  if (!sessionId) for (const [budget, key] of budgets) await limiters.spend(budget, key, DETAIL);
  return sessionId;
}
