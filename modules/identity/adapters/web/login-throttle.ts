import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { inject, injectable } from 'inversify';
import type { Config } from '../../../../infra/config/config';
import { InfraTokens } from '../../../../infra/infra.tokens';
import { cookieOf, sameSecret } from '../../../../infra/http/cookies';
import type { BucketDefinition, RateLimiters } from '../../../../infra/rate-limit/rate-limiters';
import { isProblem } from '../../../../shared-kernel/problems/problem';
import { holdsUnstorable } from '../../../../shared-kernel/validation/storable-strings';
import { normaliseEmail } from '../../domain/person';
import { WebSessionsService } from '../../application/web-sessions.service';
import { hostCookieName, setSessionCookie } from './session-cookie';

/*
 * Throttling of the login forms (decision 0034), after OWASP's advice on account lockout:
 * stop guessing without letting a guesser lock the owner out. Only wrong passwords spend; each budget
 * refuses with 429 and Retry-After until its window ends, the right password included.
 */

/** The four budgets, each of wrong passwords in 15 minutes; how many each allows is configuration (10, 30, 50 and 10 by default). */
export function loginBudgets(limits: Config['rateLimits']['loginFailures']) {
  const window = 900;
  return {
    /** One address guessing one account. */
    perAddressAndEmail: { name: 'login-failures-ip-email', points: limits.perAddressAndEmail, durationSeconds: window },
    /** One address guessing many accounts (password spraying). */
    perAddress: { name: 'login-failures-ip', points: limits.perAddress, durationSeconds: window },
    /**
     * Many addresses guessing one account. Once spent, only browsers holding that account's device cookie
     * (a browser that logged in as it before) may still try; every other browser gets 429.
     */
    perEmailUntrusted: { name: 'login-failures-email', points: limits.perEmail, durationSeconds: window },
    /** A trusted browser's own budget: a stolen device cookie buys no more guesses than an address does. */
    perDevice: { name: 'login-failures-device', points: limits.perDevice, durationSeconds: window },
  } satisfies Record<string, BucketDefinition>;
}

const DETAIL = 'Too many failed logins; try again later.';
const DEVICE_COOKIE = 'sw_device';
const DEVICE_COOKIE_LIFETIME_MS = 180 * 86_400_000;

export type LoginOutcome =
  | { kind: 'logged-in' }
  /** The email or the password is wrong. */
  | { kind: 'wrong' }
  /** A NUL character or an unpaired surrogate: no account can have it, and no database can look it up. */
  | { kind: 'unusable' };

/**
 * The login of the admin and consent forms, throttled. A success sets the session cookie, then marks the
 * browser as a device of that account (a cookie after the session's: simple clients keep the first).
 */
@injectable()
export class LoginThrottle {
  private readonly budgets: ReturnType<typeof loginBudgets>;

  constructor(
    @inject(WebSessionsService) private readonly sessions: WebSessionsService,
    @inject(InfraTokens.RateLimiters) private readonly limiters: RateLimiters,
    @inject(InfraTokens.ServerSecret) private readonly secret: string,
    @inject(InfraTokens.Config) config: Config,
  ) {
    this.budgets = loginBudgets(config.rateLimits.loginFailures);
  }

  /** Throws 429 `rate_limited` while a budget the attempt falls under is spent. */
  async logIn(request: Request, response: Response, email: string, password: string, secure: boolean): Promise<LoginOutcome> {
    if (holdsUnstorable(email) || holdsUnstorable(password)) return { kind: 'unusable' };
    const account = normaliseEmail(email).slice(0, 320);
    const address = request.ip ?? 'unknown';
    const device = await this.trustedDevice(request, account, secure);
    const budgets: [BucketDefinition, string][] = [
      [this.budgets.perAddress, address],
      [this.budgets.perAddressAndEmail, `${address}|${account}`],
      device ? [this.budgets.perDevice, device] : [this.budgets.perEmailUntrusted, account],
    ];
    for (const [budget, key] of budgets) await this.limiters.refuseWhenSpent(budget, key, DETAIL);
    const sessionId = await this.sessions.logIn(email, password);
    if (!sessionId) {
      for (const [budget, key] of budgets) await this.limiters.spend(budget, key, DETAIL).catch(ignoreRateLimited);
      return { kind: 'wrong' };
    }
    setSessionCookie(response, sessionId, secure);
    this.markDevice(response, account, secure);
    return { kind: 'logged-in' };
  }

  /** The nonce of the browser's device cookie when it was issued for this account and its own budget is not spent. */
  private async trustedDevice(request: Request, account: string, secure: boolean): Promise<string | undefined> {
    const [nonce, signature] = (cookieOf(request, hostCookieName(DEVICE_COOKIE, secure)) ?? '').split('.');
    if (!nonce || !signature || !sameSecret(this.sign(account, nonce), signature)) return undefined;
    const spent = await this.limiters.refuseWhenSpent(this.budgets.perDevice, nonce).then(() => false, (error: unknown) => {
      if (isRateLimited(error)) return true;
      throw error;
    });
    return spent ? undefined : nonce;
  }

  private markDevice(response: Response, account: string, secure: boolean): void {
    const nonce = randomBytes(18).toString('base64url');
    response.cookie(hostCookieName(DEVICE_COOKIE, secure), `${nonce}.${this.sign(account, nonce)}`, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: DEVICE_COOKIE_LIFETIME_MS });
  }

  /** Binds a nonce to one account without naming the account in the cookie. */
  private sign(account: string, nonce: string): string {
    const accountDigest = createHash('sha256').update(account).digest('base64url');
    return createHmac('sha256', this.secret).update(`login-device|${accountDigest}|${nonce}`).digest('base64url');
  }
}

const isRateLimited = (error: unknown) => isProblem(error) && error.code === 'rate_limited';

/** A failure spent by a concurrent attempt just now: this one is answered as wrong all the same. */
function ignoreRateLimited(error: unknown): void {
  if (!isRateLimited(error)) throw error;
}
