import { z } from '../../../../infra/openapi/zod';
import type { CreatedWindow } from '../../application/ports';

const isoDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((value) => new Date(value));

/**
 * The creation-time filters of a listing (orders, quotes): one parsing, one wording, one set of
 * problems (`invalid_parameter` for a value that is no ISO 8601 date or date-time with an offset).
 */
export function createdWindowQuery(records: string) {
  return {
    'filter[created_after]': isoDate.optional().openapi({ description: `Only ${records} created strictly after this ISO 8601 timestamp (with an offset) or date (midnight UTC).` }),
    'filter[created_before]': isoDate.optional().openapi({ description: `Only ${records} created strictly before this ISO 8601 timestamp (with an offset) or date (midnight UTC).` }),
  };
}

/** The same filters as a connector tool's arguments, named without `filter[…]`. */
export function createdWindowToolInput(records: string) {
  const query = createdWindowQuery(records);
  return {
    created_after: query['filter[created_after]'].describe(`ISO 8601 date or date-time: ${records} created strictly after it.`),
    created_before: query['filter[created_before]'].describe(`ISO 8601 date or date-time: ${records} created strictly before it.`),
  };
}

/** A tool's arguments as the listing's query parameters. */
export function createdWindowToolQuery(input: { created_after?: Date; created_before?: Date }) {
  return { 'filter[created_after]': input.created_after, 'filter[created_before]': input.created_before };
}

export function createdWindowOf(query: { 'filter[created_after]'?: Date; 'filter[created_before]'?: Date }): CreatedWindow {
  return {
    ...(query['filter[created_after]'] ? { createdAfter: query['filter[created_after]'] } : {}),
    ...(query['filter[created_before]'] ? { createdBefore: query['filter[created_before]'] } : {}),
  };
}
