import type { AnyRoute } from '../../../infra/http/route';
import type { OperationResult } from '../../../infra/operations/operation';
import { JsonText } from '../../../shared-kernel/http/json-text';
import { actingForStore } from '../../../shared-kernel/request-context';

/** The configuration a pricing write's budget is read from. */
export const OPTION_WRITES = { rateLimits: { optionWritesPerMinute: 30 } } as never;

/**
 * Runs a pricing route's handler as a store, on input its schemas already parsed (more path parameters
 * and a query where the route has them); answers the resource as a value.
 */
export async function runPricingRoute(
  route: AnyRoute,
  storeId: number,
  customiserId: number,
  body?: unknown,
  more: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): Promise<{ status: number; data: Record<string, unknown> }> {
  const result = await runPricingOperation(route, storeId, customiserId, body, more);
  if (result.kind !== 'resource') throw new Error(`${route.operationId} answers a resource`);
  return { status: result.status, data: (result.data instanceof JsonText ? result.data.toJSON() : result.data) as Record<string, unknown> };
}

/** The same, answering what the handler answered (a page, say). */
export function runPricingOperation(
  route: AnyRoute,
  storeId: number,
  customiserId: number,
  body?: unknown,
  more: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): Promise<OperationResult> {
  const input = { params: { customiser_id: customiserId, ...more.params }, query: more.query ?? {}, body, url: new URL('http://service.test'), headers: {} };
  return actingForStore(storeId, () => route.handler(input as never));
}
