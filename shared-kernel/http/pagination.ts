import { createHmac, timingSafeEqual, createHash } from 'node:crypto';
import { Problems } from '../problems/problems';
import { currentStoreId } from '../request-context';

/** What a cursor is valid for: the same collection, store, filters and sort it was issued with. */
export interface CursorBinding {
  collection: string;
  storeId: number;
  filters: Record<string, string | number | boolean | undefined>;
  sort: string;
}

export interface PageRequest<Position> {
  limit: number;
  after: Position | undefined;
}

export interface Page<T, Position> {
  items: T[];
  /** Where the next page starts; undefined when this page is the last. */
  nextPosition: Position | undefined;
}

/**
 * Opaque cursors: the position and a digest of the binding, authenticated with the server secret, so
 * any alteration, or use with another collection, store, filter set or sort, is `invalid_cursor`.
 */
export class CursorCodec {
  constructor(private readonly secret: string) {}

  encode(position: unknown, binding: CursorBinding): string {
    const payload = Buffer.from(JSON.stringify({ p: position, b: bindingDigest(binding) })).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  decode<Position>(cursor: string, binding: CursorBinding): Position {
    const [payload, signature, ...rest] = cursor.split('.');
    if (!payload || !signature || rest.length > 0) throw Problems.invalidCursor();
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw Problems.invalidCursor();
    const decoded = parseJson(Buffer.from(payload, 'base64url').toString('utf8'));
    if (decoded?.b !== bindingDigest(binding) || decoded.p === undefined) throw Problems.invalidCursor();
    return decoded.p as Position;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

function bindingDigest(binding: CursorBinding): string {
  const filters = Object.keys(binding.filters)
    .sort()
    .filter((name) => binding.filters[name] !== undefined)
    .map((name) => `${name}=${String(binding.filters[name])}`);
  const canonical = JSON.stringify([binding.collection, binding.storeId, filters, binding.sort]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
}

function parseJson(text: string): { p?: unknown; b?: unknown } | undefined {
  try {
    return JSON.parse(text) as { p?: unknown; b?: unknown };
  } catch {
    return undefined;
  }
}

export const CURSOR_CODEC = Symbol.for('signwright.CursorCodec');

export interface ListingRequest {
  limit: number;
  cursor?: string | undefined;
}

/**
 * The one way a listing pages: decode the cursor against its binding, fetch a page, and issue the
 * next cursor bound the same way.
 */
export async function paginate<T, Position>(
  codec: CursorCodec,
  binding: CursorBinding,
  request: ListingRequest,
  fetch: (page: PageRequest<Position>) => Promise<Page<T, Position>>,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const after = request.cursor === undefined ? undefined : codec.decode<Position>(request.cursor, binding);
  const page = await fetch({ limit: request.limit, after });
  return {
    items: page.items,
    nextCursor: page.nextPosition === undefined ? null : codec.encode(page.nextPosition, binding),
  };
}

/** A listing of the calling store's: what its cursors are bound to besides the store. */
export interface StoreListing {
  collection: string;
  filters?: CursorBinding['filters'];
  sort: string;
}

/**
 * A page of a listing of the calling store's, as every list operation pages: cursors bound to the
 * request's store and the listing's collection, filters and sort; `fetch` reads the page of that store.
 */
export function pageOfStore<T, Position>(
  codec: CursorCodec,
  listing: StoreListing,
  request: ListingRequest,
  fetch: (storeId: number, page: PageRequest<Position>) => Promise<Page<T, Position>>,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const storeId = currentStoreId();
  const binding: CursorBinding = { collection: listing.collection, storeId, filters: listing.filters ?? {}, sort: listing.sort };
  return paginate<T, Position>(codec, binding, request, (page) => fetch(storeId, page));
}
