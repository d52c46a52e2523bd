import type { AnyOperation, OperationInput, OperationResult } from '../../../../infra/operations/operation';
import { parseBodyOf, parseParamsOf, parseQueryOf } from '../../../../infra/operations/operation-input';
import { JsonText } from '../../../../shared-kernel/http/json-text';

/** A request in v3's words, as a client would send it: path parameters as the text of the URL. */
export interface V3Request {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** What the presenting operation's own input lends the v3 one: the URL called and the headers. */
export type PresentingInput = Pick<OperationInput<unknown, unknown, unknown>, 'url' | 'headers'>;

/**
 * Runs a v3 operation's handler for a previous-generation request translated into v3's words. The
 * pipeline has already run for the presenting operation (its key, budget, idempotency, transaction),
 * so only the handler runs here, on input parsed by the v3 operation's own schemas: v3 validates it.
 */
export function runV3(operation: AnyOperation, request: V3Request, input: PresentingInput): Promise<OperationResult> {
  return operation.handler({
    params: parseParamsOf(operation, request.params ?? {}),
    query: parseQueryOf(operation, request.query ?? {}),
    // Every string of the body came from the presenting operation's body, already checked storable.
    body: parseBodyOf(operation, request.body, false),
    url: input.url,
    headers: input.headers,
  } as never);
}

/** A path parameter as the URL carried it: parsed ids go back to v3 as text, for its own schema to parse. */
export const pathText = (id: unknown): string => String(id);

/**
 * The resource a v3 operation answered, as a value: a document v3 answers as stored JSON text is read as
 * the value it holds. Its shape is the one the v3 declaration's response schema publishes.
 */
export function resourceOf<T>(result: OperationResult): T {
  if (result.kind !== 'resource') throw new Error(`A resource was expected, not a ${result.kind}`);
  return (result.data instanceof JsonText ? result.data.toJSON() : result.data) as T;
}

/** Every item of a v3 listing, page after page: the previous generation's listings were single answers. */
export async function everyItemOf<T>(listing: AnyOperation, input: PresentingInput): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const result = await runV3(listing, { query: { limit: 100, ...(cursor ? { cursor } : {}) } }, input);
    if (result.kind !== 'collection') throw new Error(`${listing.operationId} answered a ${result.kind}, not a page`);
    items.push(...(result.items as T[]));
    cursor = result.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return items;
}
