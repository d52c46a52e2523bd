import { z } from '../openapi/zod';

/** `limit` and `cursor`, the query of every listing; filters are added beside them. */
export const listingQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ description: '1 to 100, default 20' }),
  cursor: z.string().min(1).max(2000).optional().openapi({ description: 'Opaque; from pagination.next_cursor, sent back unchanged' }),
};

const isoDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((value) => new Date(value));

/**
 * The creation-time filters of a listing (orders, quotes, activity): one parsing, one wording, one set of
 * problems (`invalid_parameter` for a value that is no ISO 8601 date or date-time with an offset).
 */
export function createdWindowQuery(records: string) {
  return {
    'filter[created_after]': isoDate.optional().openapi({ description: `Only ${records} created strictly after this ISO 8601 timestamp (with an offset) or date (midnight UTC).` }),
    'filter[created_before]': isoDate.optional().openapi({ description: `Only ${records} created strictly before this ISO 8601 timestamp (with an offset) or date (midnight UTC).` }),
  };
}

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
