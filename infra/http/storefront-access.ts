import type { NextFunction, Request, Response } from 'express';
import { Problems } from '../../shared-kernel/problems/problems';
import { setRequestCredential, type RequestCredential } from '../../shared-kernel/request-context';
import type { StorefrontKeyAuthenticator } from './authentication';
import type { RequestRateLimits } from './request-rate-limits';

export const STOREFRONT_PATH_PREFIX = '/storefront/v1';
export const STOREFRONT_KEY_HEADER = 'x-storefront-key';

const EXPOSED_HEADERS = 'X-Request-Id, Idempotency-Replay, Retry-After, Location, RateLimit, RateLimit-Policy';

/**
 * CORS preflights of the storefront API. A preflight carries no key, so it cannot tell whose storefront
 * it is for: it lets any page of a web origin ask, and the request itself is then refused (403
 * `origin_not_allowed`, no CORS headers) unless its origin is one the store allows. `Origin: null`
 * (sandboxed frames, `file:` pages, data URLs, redirects across origins) is never allowed: any page can
 * send it, so allowing it would be allowing every page.
 */
export function storefrontPreflight(request: Request, response: Response, next: NextFunction): void {
  if (request.method !== 'OPTIONS' || !request.path.startsWith(`${STOREFRONT_PATH_PREFIX}/`)) return next();
  const origin = request.get('origin');
  response.set('Vary', 'Origin');
  if (origin && isWebOrigin(origin)) {
    response.set({
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Allow-Headers': 'Content-Type, X-Storefront-Key, Idempotency-Key',
      'Access-Control-Max-Age': '600',
    });
  }
  response.status(204).end();
}

/** An origin as browsers serialise one of an http or https page: never `null`, never a path. */
function isWebOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin;
  } catch {
    return false;
  }
}

/**
 * Who a storefront request is for: the store its publishable key names, from a page of an origin the
 * store allows (or the service's own pages), within the per-address limit. CORS headers are set before
 * the limit and the operation run, so a browser can read their problems too.
 */
export async function authenticateStorefront(
  request: Request,
  response: Response,
  deps: { authenticator: StorefrontKeyAuthenticator; rateLimits: RequestRateLimits; ownOrigin: string },
): Promise<RequestCredential> {
  response.set('Vary', 'Origin');
  const key = request.get(STOREFRONT_KEY_HEADER);
  if (!key) throw Problems.missingStorefrontKey();
  const { credential, allowedOrigins } = await deps.authenticator.authenticateStorefront(key.trim());
  setRequestCredential(credential);
  const origin = request.get('origin');
  if (origin !== undefined) {
    if (origin !== deps.ownOrigin && !allowedOrigins.includes(origin)) throw Problems.originNotAllowed(origin);
    response.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSED_HEADERS });
  }
  await deps.rateLimits.spendForStorefront(request.ip ?? 'unknown');
  return credential;
}
