import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { cookieOf, sameSecret } from '../../../../infra/http/cookies';
import { MERCHANT_SESSION_COOKIE as SESSION_COOKIE } from '../../../../shared-kernel/merchant-sessions';

export { sameSecret };
/** The login forms' double-submit CSRF token: no session exists yet to hold one. */
const LOGIN_CSRF_COOKIE = 'sw_login_csrf';

/**
 * A cookie's name where its origin is HTTPS (production): `__Host-`, which the browser only accepts
 * from a secure origin with `Secure`, `Path=/` and no `Domain`, so neither a sibling subdomain nor a
 * plain-HTTP page can set or shadow it. Development runs on plain HTTP, where browsers refuse a
 * `__Host-` cookie, so there the plain name is used (decision 0034).
 */
export function hostCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

export function sessionIdOf(request: Request): string | undefined {
  return cookieOf(request, SESSION_COOKIE);
}

/** HttpOnly, SameSite=Lax, and Secure everywhere but development. */
export function setSessionCookie(response: Response, id: string, secure: boolean): void {
  response.cookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 12 * 3600_000 });
}

/** Ends the browser's copy of the session; the session itself is deleted by whoever calls this. */
export function clearSessionCookie(response: Response, secure: boolean): void {
  response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/**
 * The token a login form carries: the browser's own when it has one (several open login pages all
 * keep working), a new one in a cookie otherwise. Another site can post the form but cannot read the
 * cookie to put the same value in it.
 */
export function loginCsrfToken(request: Request, response: Response, secure: boolean): string {
  const name = hostCookieName(LOGIN_CSRF_COOKIE, secure);
  const existing = cookieOf(request, name);
  if (existing && /^[A-Za-z0-9_-]{32}$/.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  response.cookie(name, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 12 * 3600_000 });
  return token;
}

/** Whether a login post carries the token of the browser's cookie. */
export function loginCsrfHolds(request: Request, secure: boolean): boolean {
  const cookie = cookieOf(request, hostCookieName(LOGIN_CSRF_COOKIE, secure));
  const posted = (request.body as Record<string, unknown> | undefined)?.csrf_token;
  return !!cookie && typeof posted === 'string' && sameSecret(cookie, posted);
}
