import { z } from '../openapi/zod';

/** `limit` and `cursor`, the query of every listing; filters are added beside them. */
export const listingQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ description: '1 to 100, default 20' }),
  cursor: z.string().min(1).max(2000).optional().openapi({ description: 'Opaque; from pagination.next_cursor, sent back unchanged' }),
};

/**
 * A path parameter holding an id; anything else names no resource (404). Documented as the integer it
 * names, as resources carry it, so that a client generated from the document passes ids as numbers.
 */
export const idParam = () =>
  z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).openapi({ type: 'integer', minimum: 1, maximum: 9_999_999_999 });
