import type { Router } from 'express';
import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import type { ProblemCode } from '../../shared-kernel/problems/problem-catalogue';
import type { BucketDefinition } from '../rate-limit/rate-limiters';
import type { RouteDeprecation } from './deprecation';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a handler returns; the pipeline wraps it in the spec's envelope. */
export type RouteResult =
  | {
      kind: 'resource';
      status: number;
      data: unknown;
      headers?: Record<string, string>;
      /** What an idempotent replay answers instead of `data`, where the first answer holds something once-only. */
      replayData?: unknown;
    }
  | { kind: 'collection'; items: unknown[]; nextCursor: string | null }
  | { kind: 'file'; file: FileAnswer };

/** Bytes a person downloads: never rendered by the browser that fetched them, never cached by others. */
export interface FileAnswer {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

export const ok = (data: unknown): RouteResult => ({ kind: 'resource', status: 200, data });
export const created = (data: unknown, replayData?: unknown): RouteResult => ({ kind: 'resource', status: 201, data, ...(replayData !== undefined ? { replayData } : {}) });
export const accepted = (data: unknown): RouteResult => ({ kind: 'resource', status: 202, data });
export const page = (items: unknown[], nextCursor: string | null): RouteResult => ({ kind: 'collection', items, nextCursor });
export const download = (file: FileAnswer): RouteResult => ({ kind: 'file', file });

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The absolute URL the client called, for cursors and links. */
  url: URL;
  headers: Record<string, string | string[] | undefined>;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One operation, declared once: the same declaration mounts the Express route, checks credentials and
 * scopes, parses the request strictly, applies idempotency and feeds the OpenAPI document.
 */
export interface RouteDefinition<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI-style template: `/api/v3/customisers/{customiser_id}`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /**
   * `api_key` for the Store API; `legacy_api_key` for previous-generation operations, which only legacy
   * wildcard keys may call (403 `legacy_key_required` for any other key); `storefront_key` for shoppers'
   * browsers, known by the store's publishable key (X-Storefront-Key) and limited per address, with CORS
   * for the store's allowed origins; `public` for documentation and health.
   */
  auth: 'api_key' | 'legacy_api_key' | 'storefront_key' | 'public';
  /**
   * `v3` wraps answers in the spec's envelope; `none` answers the handler's data as it is (a collection as
   * a plain array): the previous generation's plain JSON. Problems are RFC 9457 documents either way.
   */
  envelope?: 'v3' | 'none';
  scopes: readonly string[];
  idempotency: 'required' | 'optional' | 'none';
  params?: P;
  query?: Q;
  body?: B;
  /**
   * What the OpenAPI document shows as the body when `body` only pre-checks it (a document whose shape
   * depends on the resource, such as a pricing document of one of three models).
   */
  bodyDocumentation?: z.ZodType;
  /** The code a body that is not JSON gets on this operation (the spec gives order resend `invalid_json`). */
  invalidJsonCode?: 'invalid_json';
  /** A merge patch body must be a JSON object before the schema even looks at it. */
  bodyIsMergePatch?: boolean;
  /** A JSON answer in the envelope, or (GET only) a file: its bytes as the body, with the media types it can have. */
  response: { status: number; kind: 'resource' | 'collection'; schema: z.ZodType; description: string } | { status: 200; kind: 'file'; mediaTypes: readonly string[]; description: string };
  /** Problem codes this operation can answer besides the ones every authenticated route can. */
  problems: readonly ProblemCode[];
  /**
   * A budget this operation spends one unit of when it runs (never on an idempotent replay), per
   * credential or per caller address as the bucket says; the unit is given back when the operation fails.
   */
  budget?: BucketDefinition;
  /** Lets test keys use the diagnostic rate-limit bucket on a non-production origin. */
  diagnosticRateLimit?: boolean;
  /**
   * A deprecated operation: every answer carries the Deprecation, Sunset and Link headers (behaviour is
   * otherwise unchanged), the OpenAPI document marks it, and each authenticated use is counted per store.
   */
  deprecation?: RouteDeprecation;
  handler(input: RouteInput<Output<P>, Output<Q>, Output<B>>): Promise<RouteResult>;
}

export type AnyRoute = RouteDefinition<z.ZodObject | undefined, z.ZodObject | undefined, z.ZodType | undefined>;

/** Keeps the handler's input typed from the schemas while storing every route as one type. */
export function defineRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(route: RouteDefinition<P, Q, B>): AnyRoute {
  return route as unknown as AnyRoute;
}

/** Multi-injected: every module binds the routes it serves to this token. */
export const HTTP_ROUTES = Symbol.for('signwright.HttpRoutes');

export interface RouteSource {
  routes(): AnyRoute[];
}

export function expressPath(template: string): string {
  return template.replace(/\{([a-z_]+)\}/g, ':$1');
}

/**
 * A raw route as the published contract shows it: an OpenAPI operation written beside the router that
 * serves it (its path in OpenAPI form, `servers` when it is served on another origin than {base_url}),
 * plus the problem codes it can answer, documented as the declared routes' are.
 */
export type RawOperation = RouteConfig & { problems?: readonly ProblemCode[] };

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
