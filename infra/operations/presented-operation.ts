import type { z } from 'zod';
import { JsonText } from '../../shared-kernel/http/json-text';
import type { AnyRoute } from '../http/route';
import type { AnyOperation, OperationInput, OperationResult } from './operation';
import type { OperationDirectory } from './operation-directory';
import { parseBodyOf, parseParamsOf, parseQueryOf } from './operation-input';

/**
 * A request in the presented operation's own words, as its caller would send it: a route's path
 * parameters as URL text, an in-process operation's as the values its schema takes.
 */
export interface PresentedRequest {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** What the presenting operation's own input lends the presented one: the URL called and the headers. */
export type PresentingInput = Pick<OperationInput<unknown, unknown, unknown>, 'url' | 'headers'>;

/**
 * Runs the handler of an operation another one presents (a v2 route over v3's, the storefront answering
 * the catalogue's product). The pipeline has already run for the presenting operation (its key, budget,
 * idempotency, transaction), so only the handler runs here, on input parsed by the presented operation's
 * own schemas: it validates its input as it always does.
 */
export function runPresented(operation: AnyOperation, request: PresentedRequest, input: PresentingInput): Promise<OperationResult> {
  return operation.handler({
    params: parseParamsOf(operation, request.params ?? {}),
    query: parseQueryOf(operation, request.query ?? {}),
    // Every string of the body came from the presenting operation's body, already checked storable.
    body: parseBodyOf(operation, request.body, false),
    url: input.url,
    headers: input.headers,
  } as never);
}

/** What an operation run from inside another is lent for `url` and `headers`: no request of its own. */
const IN_PROCESS_INPUT: PresentingInput = { url: new URL('local:in-process'), headers: {} };

/**
 * Runs another context's operation from inside a running one (the storefront recording a quote of the
 * orders context): the running operation's pipeline has given it its credential, budget and transaction,
 * and the other operation's handler runs in that transaction on input its own schemas parse. Answers the
 * resource it answered, as JSON carries it.
 */
export async function runWithin<T>(directory: Pick<OperationDirectory, 'find'>, operationId: string, request: PresentedRequest): Promise<T> {
  return resourceOf<T>(await runPresented(directory.find(operationId), request, IN_PROCESS_INPUT));
}

/**
 * The resource an operation answered, as a value: a document answered as stored JSON text is read as the
 * value it holds. Its shape is the one the operation's declared response schema publishes.
 */
export function resourceOf<T>(result: OperationResult): T {
  if (result.kind !== 'resource') throw new Error(`A resource was expected, not a ${result.kind}`);
  return (result.data instanceof JsonText ? result.data.toJSON() : result.data) as T;
}

/** The route an operation presents: its HTTP declaration holds the schema of its answer, which the presenter publishes too. */
export function presentedRoute(directory: Pick<OperationDirectory, 'find'>, operationId: string): AnyRoute {
  const operation = directory.find(operationId);
  if (!('response' in operation)) throw new Error(`${operationId} is no route: only a route's answer can be presented`);
  return operation as AnyRoute;
}

/** The schema of what a route answers (a JSON resource or the items of a page). */
export function answerSchemaOf(route: AnyRoute): z.ZodType {
  if (route.response.kind === 'file') throw new Error(`${route.operationId} answers a file, not JSON`);
  return route.response.schema;
}
