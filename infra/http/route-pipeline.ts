import { create as contentDisposition } from 'content-disposition';
import type { Request, Response } from 'express';
import { Problems } from '../../shared-kernel/problems/problems';
import { assertMergePatchDocument, isJsonObject } from '../../shared-kernel/merge-patch';
import { parseBody, parseQuery } from '../../shared-kernel/validation/strict-parsing';
import { collectionEnvelope, resourceEnvelope } from '../../shared-kernel/http/envelope';
import { currentRequestContext, setRequestCredential, type RequestCredential } from '../../shared-kernel/request-context';
import type { DeprecatedUsageRecorder } from '../../shared-kernel/deprecated-usage';
import { readIdempotencyKey } from '../idempotency/idempotency-key';
import type { IdempotentExecution, RecordedResponse } from '../idempotency/idempotent-execution';
import type { TransactionalDatabase } from '../database/transactional-database';
import type { Config } from '../config/config';
import type { Metrics } from '../metrics/metrics';
import type { ApiKeyAuthenticator, StorefrontKeyAuthenticator } from './authentication';
import { authenticateStorefront } from './storefront-access';
import type { RequestRateLimits } from './request-rate-limits';
import type { AnyRoute, FileAnswer, RouteResult } from './route';

export interface PipelineDependencies {
  config: Config;
  authenticator: ApiKeyAuthenticator;
  /** Absent where no module serves the storefront (a storefront route then cannot be declared). */
  storefrontAuthenticator?: StorefrontKeyAuthenticator;
  idempotency: IdempotentExecution;
  database: TransactionalDatabase;
  rateLimits: RequestRateLimits;
  metrics: Metrics;
  /** Where uses of deprecated operations are counted per store; absent, only the metric counts them. */
  deprecatedUsage?: DeprecatedUsageRecorder;
}

/** The one way every declared route handles a request, from credential to envelope. */
export function routeHandler(route: AnyRoute, deps: PipelineDependencies) {
  return async (request: Request, response: Response): Promise<void> => {
    response.locals.routeTemplate = route.path;
    const credential = await credentialOf(request, response, route, deps);
    response.locals.keyId = credential?.id;
    if (route.deprecation && credential) countDeprecatedUse(route, credential, deps);
    const key = readIdempotencyKey(request.get('idempotency-key'), route.idempotency);
    const input: Parameters<AnyRoute['handler']>[0] = {
      params: parseParams(route, request.params as Record<string, string>) as Record<string, unknown>,
      query: parseQueryString(route, request.query as Record<string, unknown>) as Record<string, unknown>,
      body: parseRequestBody(route, request.body),
      url: new URL(request.originalUrl, deps.config.baseUrl),
      headers: request.headers,
    };
    const budgetKey = route.budget?.per === 'ip' ? `ip:${request.ip ?? 'unknown'}` : credential && `${credential.kind}:${credential.id}`;
    const execute = () => spendingBudget(route, budgetKey, deps, async () => recordable(await route.handler(input), route, input.url, deps.config));
    if (key !== undefined && credential) {
      const body = (request as Request & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
      const scope = { credentialId: `${credential.kind}:${credential.id}`, method: request.method, path: request.path, key, body };
      const { response: recorded, replayed } = await deps.idempotency.run(scope, execute);
      send(response, recorded, replayed);
    } else if (route.method === 'get') {
      send(response, await execute(), false);
    } else {
      send(response, await deps.database.run(execute), false);
    }
  };
}

async function credentialOf(request: Request, response: Response, route: AnyRoute, deps: PipelineDependencies): Promise<RequestCredential | undefined> {
  if (route.auth === 'public') return undefined;
  if (route.auth !== 'storefront_key') return authenticate(request, route, deps);
  if (!deps.storefrontAuthenticator) throw new Error(`${route.operationId} is a storefront route, but nothing authenticates storefront keys`);
  return authenticateStorefront(request, response, {
    authenticator: deps.storefrontAuthenticator,
    rateLimits: deps.rateLimits,
    ownOrigin: new URL(deps.config.baseUrl).origin,
  });
}

async function authenticate(request: Request, route: AnyRoute, deps: PipelineDependencies): Promise<RequestCredential> {
  const header = request.get('authorization');
  if (!header) throw Problems.missingApiKey();
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  if (!match?.[1]) throw Problems.invalidApiKey();
  const credential = await deps.authenticator.authenticate(match[1]);
  setRequestCredential(credential);
  await deps.rateLimits.spendForCredential(credential, {
    diagnostic: route.diagnosticRateLimit === true && request.get('x-service-rate-limit-test') === 'true',
  });
  if (route.auth === 'legacy_api_key' && !(credential.kind === 'api_key' && credential.wildcard)) throw Problems.legacyKeyRequired();
  const missing = credential.wildcard ? [] : route.scopes.filter((scope) => !credential.scopes.includes(scope));
  if (missing.length > 0) throw Problems.insufficientScope(route.scopes, credential.scopes);
  return credential;
}

/** A use is counted once the caller is known and allowed, whatever the operation then answers. */
function countDeprecatedUse(route: AnyRoute, credential: RequestCredential, deps: PipelineDependencies): void {
  const method = route.method.toUpperCase();
  deps.metrics.deprecatedRequests.inc({ method, route: route.path });
  deps.deprecatedUsage?.record({ storeId: credential.storeId, method, route: route.path });
}

async function spendingBudget<T>(route: AnyRoute, key: string | undefined, deps: PipelineDependencies, work: () => Promise<T>): Promise<T> {
  if (!route.budget || key === undefined) return work();
  await deps.rateLimits.spendBudget(route.budget, key);
  try {
    return await work();
  } catch (error) {
    // A refund that fails (Redis went away meanwhile) costs the caller one unit; what they must be
    // told is why the work failed, not that the refund did.
    await deps.rateLimits.refundBudget(route.budget, key).catch(() => undefined);
    throw error;
  }
}

function parseParams(route: AnyRoute, params: Record<string, string>): unknown {
  if (!route.params) return {};
  const result = route.params.safeParse(params);
  // Path parameters are ids: one that cannot name a resource is simply an unknown resource.
  if (!result.success) throw Problems.resourceNotFound();
  return result.data;
}

function parseQueryString(route: AnyRoute, query: Record<string, unknown>): unknown {
  if (route.query) return parseQuery(route.query, query);
  const names = Object.keys(query);
  if (names.length > 0) {
    throw Problems.unknownParameter(
      names.map((parameter) => ({ parameter, code: 'unknown_parameter', detail: `${parameter} is not accepted here.` })),
    );
  }
  return {};
}

function parseRequestBody(route: AnyRoute, body: unknown): unknown {
  if (!route.body) {
    // Operations without a body accept none; the spec names each offending field as a `parameter`.
    if (body === undefined || (isJsonObject(body) && Object.keys(body).length === 0)) return undefined;
    if (!isJsonObject(body)) throw Problems.unknownField([{ parameter: '', code: 'unknown_field', detail: 'This operation takes no body.' }]);
    throw Problems.unknownField(
      Object.keys(body).map((parameter) => ({ parameter, code: 'unknown_field', detail: `${parameter} is not accepted here.` })),
    );
  }
  if (route.bodyIsMergePatch) {
    assertMergePatchDocument(body);
    return parseBody(route.body, body);
  }
  return parseBody(route.body, body ?? {});
}

function recordable(result: RouteResult, route: AnyRoute, url: URL, config: Config): RecordedResponse {
  if (result.kind === 'file') return fileResponse(result.file);
  if (route.envelope === 'none') {
    if (result.kind === 'collection') return { status: 200, headers: {}, body: result.items };
    return { status: result.status, headers: result.headers ?? {}, body: result.data, ...(result.replayData !== undefined ? { replayBody: result.replayData } : {}) };
  }
  const requestId = currentRequestContext()?.requestId ?? 'unknown';
  const context = {
    selfUrl: selfLink(url),
    documentationUrl: `${config.docsUrl}/help/api#operation/${route.operationId}`,
    requestId,
  };
  if (result.kind === 'collection') {
    return { status: 200, headers: {}, body: collectionEnvelope(result.items, result.nextCursor, context) };
  }
  return {
    status: result.status,
    headers: result.headers ?? {},
    body: resourceEnvelope(result.data, context),
    ...(result.replayData !== undefined ? { replayBody: resourceEnvelope(result.replayData, context) } : {}),
  };
}

/**
 * A download: saved, never displayed (an SVG or PDF a shopper sent cannot run script in the service's
 * origin: attachment, nosniff, and a sandboxing policy for the browser that opens it anyway), and kept
 * by no shared cache.
 */
function fileResponse(file: FileAnswer): RecordedResponse {
  const headers = {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(file.filename),
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
  return { status: 200, headers, body: file.bytes };
}

/**
 * The URL the client called as an RFC 3986 URI: WHATWG URLs leave brackets and a few other characters
 * raw in the query (`?filter[active]=true`), which a URI may not contain; `links.next` already encodes them.
 */
function selfLink(url: URL): string {
  const link = new URL(url);
  link.search = link.search.replace(/[[\]{}|\\^`]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return link.toString();
}

function send(response: Response, recorded: RecordedResponse, replayed: boolean): void {
  response.status(recorded.status).set(recorded.headers);
  if (replayed) response.set('Idempotency-Replay', 'true');
  if (recorded.body === undefined) response.end();
  else if (Buffer.isBuffer(recorded.body)) response.send(recorded.body);
  else response.json(recorded.body);
}
