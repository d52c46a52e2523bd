import type { Client } from 'openapi-fetch';
import type { paths } from './schema';

/** A page as every Store API list answers it. */
interface Page<T> {
  data: T[];
  pagination: { has_more: boolean; next_cursor: string | null };
}

/** The paths whose GET answers a page: the lists `paginate` walks. */
export type ListPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: { 200: { content: { 'application/json': Page<unknown> } } } } } ? P : never;
}[keyof paths];

/** One item of a list path's pages. */
export type ListItem<P extends ListPath> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': Page<infer T> } } } } } ? T : never;

type ListQuery<P extends ListPath> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? Omit<NonNullable<Q>, 'cursor'> : never;
type ListPathParameters<P extends ListPath> = paths[P] extends { get: { parameters: { path?: infer A } } } ? A : never;

export interface PaginateOptions<P extends ListPath> {
  /** The list's filters and page size (`limit`); the cursor is the iterator's. */
  query?: ListQuery<P>;
  /** The ids a nested list's path names (`{subscription_id}` …). */
  path?: ListPathParameters<P>;
}

/** A list answered a problem: its status and document, as the failed page was answered. */
export class PaginationError extends Error {
  constructor(
    readonly status: number,
    readonly problem: unknown,
  ) {
    super(`the list answered ${status}`);
  }
}

/**
 * Every item of a list, page after page, following `next_cursor` until `has_more` is false: for await
 * over it reads the whole list, fetching a page only when the previous one is used up.
 */
export async function* paginate<P extends ListPath>(client: Client<paths>, path: P, options: PaginateOptions<P> = {}): AsyncGenerator<ListItem<P>> {
  let cursor: string | undefined;
  do {
    const query = { ...(options.query as object | undefined), ...(cursor ? { cursor } : {}) };
    // openapi-fetch checks each literal path's parameters; a generic path is one the types above already checked.
    const get = client.GET as unknown as (path: string, init: unknown) => Promise<{ data?: Page<ListItem<P>>; error?: unknown; response: Response }>;
    const { data, error, response } = await get(path, { params: { query, ...(options.path ? { path: options.path } : {}) } });
    if (!data) throw new PaginationError(response.status, error);
    yield* data.data;
    cursor = data.pagination.has_more ? (data.pagination.next_cursor ?? undefined) : undefined;
  } while (cursor);
}
