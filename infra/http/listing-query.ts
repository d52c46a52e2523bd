import { z } from '../openapi/zod';

/** `limit` and `cursor`, the query of every listing; filters are added beside them. */
export const listingQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ description: '1 to 100, default 20' }),
  cursor: z.string().min(1).max(2000).optional().openapi({ description: 'Opaque; from pagination.next_cursor, sent back unchanged' }),
};

const LARGEST_INTEGER_ID = 2_147_483_647;

/**
 * A path parameter holding an id; anything else names no resource (404). Ids of `serial` columns stop
 * at PostgreSQL's integer range: a larger one names nothing, rather than failing the query. Documented
 * as the integer it names, so that a client generated from the document passes ids as numbers.
 */
export const idParam = () =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((id) => id <= LARGEST_INTEGER_ID)
    .openapi({ type: 'integer', minimum: 1, maximum: LARGEST_INTEGER_ID });

/** A path parameter holding a `bigserial` id (webhook deliveries). */
export const bigIdParam = () =>
  z.string().regex(/^[1-9]\d{0,14}$/).transform(Number).openapi({ type: 'integer', minimum: 1 });
