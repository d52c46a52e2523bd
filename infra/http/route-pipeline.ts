import type { Request, Response } from 'express';
import { Problems } from '../../shared-kernel/problems/problems';
import { collectionEnvelope, resourceEnvelope } from '../../shared-kernel/http/envelope';
import { JsonText } from '../../shared-kernel/http/json-text';
import { mayHoldUnstorable } from '../../shared-kernel/validation/storable-strings';
import { currentRequestContext, setRequestCredential, type RequestCredential } from '../../shared-kernel/request-context';
import type { DeprecatedUsageRecorder } from '../../shared-kernel/deprecated-usage';
import type { IdempotentExecution, RecordedResponse } from '../idempotency/idempotent-execution';
import { RequestsInFlight } from '../idempotency/requests-in-flight';
import type { TransactionalDatabase } from '../database/transactional-database';
import type { Config } from '../config/config';
import type { Metrics } from '../metrics/metrics';
import type { ApiKeyAuthenticator, StorefrontKeyAuthenticator } from './authentication';
import { authenticateStorefront } from './storefront-access';
import { downloadHeaders } from './download-headers';
import type { RequestRateLimits } from './request-rate-limits';
import { rateLimitFields, type QuotaState } from '../rate-limit/rate-limiters';
import type { OperationCall, OperationPipeline, OperationPresenter } from '../operations/operation-pipeline';
import { withLivemode } from '../operations/livemode';
import { carriesLivemode, type AnyRoute, type FileAnswer, type RouteResult } from './route';
import type { CreatedResource } from './http-presentation';
import { answersTaggedResource, entityTagOf, namesEntityTag } from './entity-tags';
import { requireIfMatch } from './if-match';

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

/**
 * A declared route as an Express handler: HTTP's part of the work (the bearer or storefront key, the
 * request's pieces, the envelope and the answer) around the one operation pipeline.
 */
export function routeHandler(route: AnyRoute, deps: PipelineDependencies, operations: OperationPipeline, guardedResource?: AnyRoute) {
  const presenter = httpPresenter(route, deps, guardedResource);
  const inFlight = new RequestsInFlight();
  return async (request: Request, response: Response): Promise<void> => {
    response.locals.routeTemplate = route.path;
    // A duplicate of an idempotent request still running here is answered before it waits for anything.
    const running = inFlightKeyOf(request, route);
    if (running) inFlight.refuseIfRunning(running);
    const credential = await credentialOf(request, response, route, deps);
    response.locals.keyId = credential?.id;
    const call = new HttpOperationCall(request, credential, route, deps.config, (quota) => response.set(rateLimitFields(quota)));
    const run = () => operations.run(route, presenter, call);
    const { response: recorded, replayed } = running ? await inFlight.hold(running, run) : await run();
    if (route.method === 'get' && unmodifiedFor(request, recorded)) sendNotModified(response, recorded);
    else send(response, recorded, replayed);
  };
}

/** The in-flight key of an idempotent request: the credential it presents, its method, path and Idempotency-Key. */
function inFlightKeyOf(request: Request, route: AnyRoute): string | undefined {
  if (route.idempotency === 'none' || route.auth === 'public') return undefined;
  const idempotencyKey = request.get('idempotency-key');
  const credential = request.get(route.auth === 'storefront_key' ? 'x-storefront-key' : 'authorization');
  if (!idempotencyKey || !credential) return undefined;
  return RequestsInFlight.keyOf({ credential, method: request.method, path: request.path, idempotencyKey });
}

/** The charset a body was sent in, where the Content-Type names one (JSON bodies are read as UTF-8 otherwise). */
const charsetOf = (request: Request) => /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.get('content-type') ?? '')?.[1];

/** The request's pieces as the pipeline reads them; the idempotency scope is computed only when a key was sent. */
class HttpOperationCall implements OperationCall {
  readonly quotaSpent: boolean;
  readonly diagnostic: boolean;
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: unknown;
  readonly bodyMayHoldUnstorable: boolean;
  readonly idempotencyKey: string | undefined;
  readonly url: URL;
  readonly headers: Record<string, string | string[] | undefined>;

  constructor(
    private readonly request: Request,
    readonly credential: RequestCredential | undefined,
    route: AnyRoute,
    config: Config,
    readonly quotaLeft: (quota: QuotaState) => void,
  ) {
    // The storefront's limit is per shopper address, spent while its key was read.
    this.quotaSpent = route.auth === 'storefront_key';
    this.diagnostic = route.diagnosticRateLimit === true && request.get('x-service-rate-limit-test') === 'true';
    this.params = request.params as Record<string, unknown>;
    this.query = request.query as Record<string, unknown>;
    const bytes = (request as Request & { rawBody?: Buffer }).rawBody;
    // Zero bytes are no body, whatever the Content-Type said (the JSON parser makes `{}` of them).
    this.body = !route.body && bytes?.length === 0 ? undefined : request.body;
    this.bodyMayHoldUnstorable = bytes === undefined || mayHoldUnstorable(bytes, charsetOf(request));
    this.idempotencyKey = request.get('idempotency-key');
    this.url = new URL(request.originalUrl, config.baseUrl);
    this.headers = request.headers;
  }

  // Read only by a per-address budget: resolving the address through the trusted proxies costs a little.
  get ip(): string | undefined {
    return this.request.ip;
  }

  idempotencyScope() {
    return { method: this.request.method, path: this.request.path, body: (this.request as Request & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0) };
  }
}

async function credentialOf(request: Request, response: Response, route: AnyRoute, deps: PipelineDependencies): Promise<RequestCredential | undefined> {
  if (route.auth === 'public') return undefined;
  if (route.auth !== 'storefront_key') return authenticate(request, deps);
  if (!deps.storefrontAuthenticator) throw new Error(`${route.operationId} is a storefront route, but nothing authenticates storefront keys`);
  return authenticateStorefront(request, response, {
    authenticator: deps.storefrontAuthenticator,
    rateLimits: deps.rateLimits,
    ownOrigin: new URL(deps.config.baseUrl).origin,
  });
}

async function authenticate(request: Request, deps: PipelineDependencies): Promise<RequestCredential> {
  const header = request.get('authorization');
  if (!header) throw Problems.missingApiKey();
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  if (!match?.[1]) throw Problems.invalidApiKey();
  const credential = await deps.authenticator.authenticate(match[1]);
  setRequestCredential(credential);
  return credential;
}

function httpPresenter(route: AnyRoute, deps: PipelineDependencies, guardedResource: AnyRoute | undefined): OperationPresenter {
  const present = (result: RouteResult, call: OperationCall) => recordable(call.credential && carriesLivemode(route) ? withLivemode(result, call.credential) : result, route, call, deps.config);
  const precondition = guardedResource && ((call: OperationCall) => requireIfMatch(guardedResource, call, deps.database));
  if (!route.deprecation) return { present, ...(precondition ? { precondition } : {}) };
  const method = route.method.toUpperCase();
  // A use is counted once the caller is known and allowed, whatever the operation then answers.
  const admitted = (credential: RequestCredential) => {
    deps.metrics.deprecatedRequests.inc({ method, route: route.path });
    deps.deprecatedUsage?.record({ storeId: credential.storeId, method, route: route.path });
  };
  return { present, admitted, ...(precondition ? { precondition } : {}) };
}

function recordable(result: RouteResult, route: AnyRoute, call: OperationCall, config: Config): RecordedResponse {
  if (result.kind === 'file') return fileResponse(result.file);
  // A create answers where its resource now lives; recorded with the answer, so a replay says it too.
  const location = result.kind === 'resource' && result.status === 201 && route.createdResource
    ? createdResourceUrl(route.createdResource, call.params, result.data, config.baseUrl)
    : undefined;
  // An answer showing something its reads never show (a new secret, an upload's target) is tagged as the resource reads.
  const etag = result.kind === 'resource' && result.status < 300 && answersTaggedResource(route) ? entityTagOf(result.readsAs ?? result.replayData ?? result.data) : undefined;
  const headers = { ...(result.kind === 'resource' ? result.headers : {}), ...(location ? { Location: location } : {}), ...(etag ? { ETag: etag } : {}) };
  if (route.envelope === 'none') {
    if (result.kind === 'collection') return { status: 200, headers: {}, body: result.items };
    return { status: result.status, headers, body: result.data, ...(result.replayData !== undefined ? { replayBody: result.replayData } : {}) };
  }
  const requestId = currentRequestContext()?.requestId ?? 'unknown';
  const context = {
    selfUrl: location ?? selfLink(call.url),
    documentationUrl: `${config.docsUrl}/help/reference#operation/${route.operationId}`,
    requestId,
  };
  if (result.kind === 'collection') {
    return { status: 200, headers: {}, body: collectionEnvelope(result.items, result.nextCursor, context) };
  }
  const envelope = resourceEnvelope(result.data, context);
  return {
    status: result.status,
    headers,
    // Data already serialised is spliced into the envelope's text, not parsed to be serialised again.
    body: result.data instanceof JsonText ? JsonText.object(Object.entries(envelope)) : envelope,
    ...(result.replayData !== undefined ? { replayBody: resourceEnvelope(result.replayData, context) } : {}),
  };
}

/**
 * The absolute URL of a created resource: its read operation's path, each placeholder filled from the
 * resource's field the declaration names for it, else from the request's path parameter of that name.
 */
function createdResourceUrl(declared: CreatedResource, params: Record<string, unknown>, data: unknown, baseUrl: string): string {
  // A create answered as serialised text is parsed here, once, only for the fields its URL names.
  const fields = (data instanceof JsonText ? data.toJSON() : data) as Record<string, unknown>;
  const path = declared.path.replace(/\{([a-z_]+)\}/g, (_placeholder, name: string) => {
    const field = declared.resourceFields[name];
    const value = field !== undefined ? fields[field] : params[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`The created resource's URL ${declared.path} has no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  return new URL(path, baseUrl).toString();
}

function fileResponse(file: FileAnswer): RecordedResponse {
  return { status: 200, headers: downloadHeaders(file), body: file.bytes };
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

/** A GET whose If-None-Match names the resource's ETag: the client's copy is current. */
function unmodifiedFor(request: Request, recorded: RecordedResponse): boolean {
  const etag = recorded.headers.ETag;
  const ifNoneMatch = request.get('if-none-match');
  return recorded.status === 200 && typeof etag === 'string' && ifNoneMatch !== undefined && namesEntityTag(ifNoneMatch, etag, 'weak');
}

function sendNotModified(response: Response, recorded: RecordedResponse): void {
  response.status(304).set(recorded.headers).end();
}

function send(response: Response, recorded: RecordedResponse, replayed: boolean): void {
  response.status(recorded.status).set(recorded.headers);
  if (replayed) response.set('Idempotency-Replay', 'true');
  if (recorded.body === undefined) response.end();
  else if (Buffer.isBuffer(recorded.body)) response.send(recorded.body);
  else if (recorded.body instanceof JsonText) response.type('json').send(recorded.body.bytes());
  else response.json(recorded.body);
}
