import type { AnyRoute } from '../../../infra/http/route';
import type { OperationResult } from '../../../infra/operations/operation';
import { JsonText } from '../../../shared-kernel/http/json-text';
import { actingForStore } from '../../../shared-kernel/request-context';

/** The configuration a pricing write's budget is read from. */
export const OPTION_WRITES = { rateLimits: { optionWritesPerMinute: 30 } } as never;

/** Runs a pricing route's handler as a store, on input its schemas already parsed; answers the resource as a value. */
export async function runPricingRoute(route: AnyRoute, storeId: number, customiserId: number, body?: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const input = { params: { customiser_id: customiserId }, query: {}, body, url: new URL('http://service.test'), headers: {} };
  const result: OperationResult = await actingForStore(storeId, () => route.handler(input as never));
  if (result.kind !== 'resource') throw new Error(`${route.operationId} answers a resource`);
  return { status: result.status, data: (result.data instanceof JsonText ? result.data.toJSON() : result.data) as Record<string, unknown> };
}
