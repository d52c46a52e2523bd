import type { AnyOperation } from '../../../../infra/operations/operation';
import { runPresented, type PresentingInput } from '../../../../infra/operations/presented-operation';

/** A path parameter as the URL carried it: parsed ids go back to v3 as text, for its own schema to parse. */
export const pathText = (id: unknown): string => String(id);

/** Every item of a v3 listing, page after page: the previous generation's listings were single answers. */
export async function everyItemOf<T>(listing: AnyOperation, input: PresentingInput): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const result = await runPresented(listing, { query: { limit: 100, ...(cursor ? { cursor } : {}) } }, input);
    if (result.kind !== 'collection') throw new Error(`${listing.operationId} answered a ${result.kind}, not a page`);
    items.push(...(result.items as T[]));
    cursor = result.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return items;
}
