import type { Router } from 'express';
import type { z } from 'zod';
import type { AnyOperation, Operation } from '../operations/operation';
import { answersLivemode } from '../operations/livemode';
import type { HttpPresentation } from './http-presentation';
import type { RawOperation } from './raw-operation';
import type { ToolPresentation } from '../../shared-kernel/connector-tools';

// Routes files build their results with these; they belong to the operation, whatever presents it.
export { ok, created, accepted, page, download, showingOnce, type OperationResult as RouteResult, type FileAnswer } from '../operations/operation';

/**
 * An operation and its HTTP presentation, declared as one object: the same declaration mounts the
 * Express route, runs through the operation pipeline and feeds the OpenAPI document. A connector tool
 * may present the same operation by its `operationId`.
 */
export type RouteDefinition<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> = Operation<P, Q, B> & HttpPresentation & AssistantPresentation;

export type AnyRoute = AnyOperation & HttpPresentation & AssistantPresentation;

/** The same operation offered to assistants as a connector tool, declared with the route (`presentAsTool`). */
interface AssistantPresentation {
  tool?: ToolPresentation;
}

/**
 * Keeps the handler's input typed from the schemas while storing every route as one type; a GET is safe.
 * Holds every declaration to the conventions that belong to its method rather than to its author: a
 * Store API DELETE requires an Idempotency-Key and takes no body at all, and a v3 create says where its
 * resource is read (for `Location` and `links.self`).
 */
export function defineRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(route: RouteDefinition<P, Q, B>): AnyRoute {
  const declared = route as unknown as AnyRoute;
  if (declared.auth === 'operator' || declared.auth === 'person') {
    throw new Error(`${declared.operationId}: an operator's or a person's operation is run from the command line or the admin, never presented as a route`);
  }
  const storeApiDelete = isStoreApiDelete(declared);
  if (storeApiDelete && (declared.idempotency !== 'required' || declared.body)) {
    throw new Error(`${declared.operationId}: a Store API DELETE requires an Idempotency-Key and takes no body (idempotency: 'required', no body schema)`);
  }
  if (declared.response.status === 201 && declared.envelope !== 'none' && !declared.createdResource) {
    throw new Error(`${declared.operationId}: a create (201) declares createdResource, the path its resource is read at`);
  }
  return { ...declared, safe: route.safe ?? route.method === 'get', ...(storeApiDelete ? { refusesAnyBody: true } : {}) };
}

/** The one idempotency rule of every DELETE of `/api/v3`: a key is required, so a lost answer is replayed, never a 404. */
export function isStoreApiDelete(route: Pick<AnyRoute, 'method' | 'auth'>): boolean {
  return route.method === 'delete' && route.auth === 'api_key';
}

/**
 * Whether a route's resources carry `livemode` (test mode): every enveloped Store API answer to a key.
 * The pipeline adds the member to each resource and the published contract declares it, both by this.
 */
export function carriesLivemode(route: Pick<AnyRoute, 'auth' | 'envelope'>): boolean {
  return answersLivemode(route) && route.envelope !== 'none';
}

/** Multi-injected: every module binds the routes it serves to this token. */
export const HTTP_ROUTES = Symbol.for('signwright.HttpRoutes');

/**
 * Multi-injected: routes that present an operation another route declares (the previous generation's,
 * over the Store API's): mounted and published like every route, but not read by the operation
 * directory, which they themselves read.
 */
export const PRESENTING_HTTP_ROUTES = Symbol.for('signwright.PresentingHttpRoutes');

export interface RouteSource {
  routes(): AnyRoute[];
}

export function expressPath(template: string): string {
  return template.replace(/\{([a-z_]+)\}/g, ':$1');
}

/**
 * Routes that are not JSON operations (a signed upload target taking raw bytes, a published font file,
 * the OAuth endpoints, the connector, pages for people): mounted before body parsing, with their own
 * checks, answering problems through the same handler. `operations()` documents the ones that belong
 * to the API surface; pages for people document none.
 */
export interface RawRouteSource {
  router(): Router;
  operations(): RawOperation[];
}

export const RAW_HTTP_ROUTES = Symbol.for('signwright.RawHttpRoutes');
