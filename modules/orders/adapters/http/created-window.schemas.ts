import { createdWindowQuery } from '../../../../infra/http/listing-query';
import type { CreatedWindow } from '../../application/ports';

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
