import type { z } from 'zod';
import type { ProblemCode } from '../../shared-kernel/problems/problem-catalogue';
import type { Scope } from '../../shared-kernel/scopes';
import type { BucketDefinition } from '../rate-limit/rate-limiters';

/** What a handler returns; each transport presents it (the v3 envelope, plain JSON, a tool result). */
export type OperationResult =
  | {
      kind: 'resource';
      status: number;
      data: unknown;
      headers?: Record<string, string>;
      /** What an idempotent replay answers instead of `data`, where the first answer holds something once-only. */
      replayData?: unknown;
      /**
       * The resource as its read answers it, where this answer shows more of it, every time it is given
       * (a new secret, replayed too): what its ETag is computed from.
       */
      readsAs?: unknown;
    }
  | { kind: 'collection'; items: unknown[]; nextCursor: string | null }
  | { kind: 'file'; file: FileAnswer };

/** Bytes a person downloads: never rendered by the browser that fetched them, never cached by others. */
export interface FileAnswer {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

export const ok = (data: unknown): OperationResult => ({ kind: 'resource', status: 200, data });
export const created = (data: unknown, replayData?: unknown): OperationResult => ({ kind: 'resource', status: 201, data, ...(replayData !== undefined ? { replayData } : {}) });
export const accepted = (data: unknown): OperationResult => ({ kind: 'resource', status: 202, data });
export const page = (items: unknown[], nextCursor: string | null): OperationResult => ({ kind: 'collection', items, nextCursor });
export const download = (file: FileAnswer): OperationResult => ({ kind: 'file', file });
/** A resource answered with something its reads never show (a new secret): `readsAs` is the resource as read. */
export const showingOnce = (result: OperationResult, readsAs: unknown): OperationResult => (result.kind === 'resource' ? { ...result, readsAs } : result);

export interface OperationInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The absolute URL the client called, for cursors and links. */
  url: URL;
  headers: Record<string, string | string[] | undefined>;
}

/** The members of an answer a declaration reads: the resource answered, as plain JSON. */
export type AnswerData = Readonly<Record<string, unknown>>;

/** What a declaration says was written, where the answer does not. */
export interface ActivitySubject {
  id?: string | number | null;
  customiserId?: number | null;
  /** The store it belongs to, where the credential acts for none (the operator's command line names it). */
  storeId?: number;
}

/** How an operation's activity is declared where `operation-activity.ts` cannot derive it (CONTRACT section 8). */
export type ActivityDeclaration<P = unknown, B = unknown> =
  | {
      /** Where the answer's `object` does not name it: a receipt, an answer of the previous generation, a person's or the operator's. */
      resourceType?: string;
      /** The verb, past tense, where the operation id's first word does not give it (`secret_rotated`). */
      verb?: string;
      /** What was written, where the answer's `id` and `customiser_id` do not say it. */
      subject?(run: { params: P; body: B; data: AnswerData }): ActivitySubject;
    }
  /** A write that changes nothing a merchant looks for (a check), with why: never recorded. */
  | { unrecorded: string };

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One operation, whatever carries it: who may call it, what it costs, how it repeats, what it accepts
 * and what it does. The pipeline (`operation-pipeline.ts`) runs it the same way for every transport;
 * an Express route (`RouteDefinition`) adds its HTTP presentation, an MCP tool names it and maps its
 * arguments onto `params`, `query` and `body`, which are then parsed by these same strict schemas.
 */
export interface Operation<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> {
  operationId: string;
  /**
   * `api_key` for the Store API (and the connector's tokens, which carry the same scopes);
   * `legacy_api_key` for previous-generation operations, which only legacy wildcard keys may call (403
   * `legacy_key_required` for any other key); `storefront_key` for shoppers' browsers, known by the
   * store's publishable key and limited per address; `public` for documentation and health; `operator`
   * for what only the people running the service do, from its command line (create a store, a key): no
   * route or tool presents such an operation, and only the service's own credential may run it;
   * `person` for what a person logged in to the merchant admin does to their store's own settings (its
   * keys, connections, test data): only the admin presents it, for that person's session.
   */
  auth: 'api_key' | 'legacy_api_key' | 'storefront_key' | 'public' | 'operator' | 'person';
  scopes: readonly Scope[];
  idempotency: 'required' | 'optional' | 'none';
  /**
   * Reads only: runs outside a transaction, which saves a round trip on every read. A route derives it
   * from its method (GET); an operation without a route says it.
   */
  safe?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * Takes no body at all: any body sent, even `{}`, is refused with 422 `unknown_field` (every DELETE
   * of the Store API). Without it, an operation that declares no `body` still accepts an empty object.
   */
  refusesAnyBody?: boolean;
  /** A merge patch body must be a JSON object before the schema even looks at it. */
  bodyIsMergePatch?: boolean;
  /** Problem codes this operation can answer besides the ones every authenticated operation can. */
  problems: readonly ProblemCode[];
  /**
   * A budget this operation spends one unit of when it runs (never on an idempotent replay), per
   * credential or per caller address as the bucket says; the unit is given back when the operation fails.
   */
  budget?: BucketDefinition;
  /** Lets test keys use the diagnostic rate-limit bucket on a non-production origin. */
  diagnosticRateLimit?: boolean;
  /**
   * What a successful run leaves in the store's activity, where `operation-activity.ts` cannot derive it
   * from the answer's `object` and the operation id's verb; or why a write leaves none.
   */
  activity?: ActivityDeclaration<Output<P>, Output<B>>;
  handler(input: OperationInput<Output<P>, Output<Q>, Output<B>>): Promise<OperationResult>;
}

export type AnyOperation = Operation<z.ZodObject | undefined, z.ZodObject | undefined, z.ZodType | undefined>;

/** Keeps the handler's input typed from the schemas while storing every operation as one type. */
export function defineOperation<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(operation: Operation<P, Q, B>): AnyOperation {
  return operation as unknown as AnyOperation;
}

/**
 * Multi-injected: operations no route presents (a connector tool's own, such as `get_store`; the merchant
 * admin's and the operator's), each bound as one operation or as a module's several.
 */
export const OPERATIONS = Symbol.for('signwright.Operations');
