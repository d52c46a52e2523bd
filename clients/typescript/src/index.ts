import { randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema';
import { retryingFetch } from './retrying-fetch';
import { paginate, type ListItem, type ListPath, type PaginateOptions } from './paginate';
import type { RetryEvent, RetryOptions } from './retry-policy';

export type { components, operations, paths, RetryEvent, RetryOptions };
export { PaginationError, type ListItem, type ListPath, type PaginateOptions } from './paginate';

/** openapi-fetch's typed client, and `paginate` over any list of it. */
export type SignwrightClient = Client<paths> & {
  /** Every item of a list, page after page: `for await (const order of client.paginate('/api/v3/orders', { query: { limit: 100 } }))`. */
  paginate<P extends ListPath>(path: P, options?: PaginateOptions<P>): AsyncGenerator<ListItem<P>>;
};

export interface SignwrightClientOptions {
  /** The API origin, `{base_url}`: paths start with `/api/v3`. */
  baseUrl: string;
  /** A Store API key, `svc_live_…` or `svc_test_…`; sent as a bearer, never in a URL. */
  apiKey: string;
  /** The recovery rules' settings, or false to send every request once. */
  retry?: RetryOptions | false;
  /** The fetch each attempt goes through (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * A typed Store API v3 client: every path, parameter, body and response comes from the published
 * OpenAPI document (`schema.d.ts`); requests are retried by the spec's recovery rules.
 */
export function createSignwrightClient(options: SignwrightClientOptions): SignwrightClient {
  const fetchOnce = options.fetch ?? ((request: Request) => fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}`, Accept: 'application/json' },
    fetch: options.retry === false ? fetchOnce : retryingFetch(options.retry ?? {}, fetchOnce),
  });
  return Object.assign(client, { paginate: <P extends ListPath>(path: P, paginateOptions?: PaginateOptions<P>) => paginate(client, path, paginateOptions) });
}

/** A fresh key for one logical write: reuse it for that write's retries, never for another write. */
export function newIdempotencyKey(): string {
  return randomUUID();
}
