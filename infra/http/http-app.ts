import express, { type NextFunction, type Request, type Response } from 'express';
import { runInRequestContext } from '../../shared-kernel/request-context';
import { Problems } from '../../shared-kernel/problems/problems';
import type { Logger } from '../logging/logger';
import { PROBLEM_MEDIA_TYPE, renderProblem, toProblem } from './problem-rendering';
import { OperationPipeline } from '../operations/operation-pipeline';
import { routeHandler, type PipelineDependencies } from './route-pipeline';
import { deprecationHeaders } from './deprecation';
import { storefrontPreflight } from './storefront-access';
import { expressPath, type AnyRoute } from './route';
import { mountOrder } from './mount-order';
import { guardedResourceOf } from './entity-tags';
import { requestIdSource } from './request-id';
import { jsonBodies } from './json-bodies';
import type { ActivityRecording } from '../../shared-kernel/activity-recording';

export interface HttpAppDependencies extends PipelineDependencies {
  logger: Logger;
  routes: readonly AnyRoute[];
  /** Routers that are not Store API operations (docs, health), mounted before the catch-all. */
  extraRouters?: express.Router[];
  /** Routers that read raw bodies themselves (upload targets), mounted before JSON parsing. */
  rawRouters?: express.Router[];
  /** Where the routes' writes are recorded in the store's activity, as the container's pipeline records the rest. */
  activity?: ActivityRecording;
}

const BODY_LIMIT = '2mb';
const JSON_TYPES = /^application\/([a-z.+-]*\+)?json$/i;

/** Builds the Express application: request context, body limits, every declared route, problems. */
export function createHttpApp(deps: HttpAppDependencies): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');
  // The API offers no conditional requests; Express would otherwise hash every answer's whole body.
  app.set('etag', false);
  app.use(requestContext(deps, routePatterns(deps.routes)));
  app.use(deprecationNotices(deps.routes));
  app.use(ipBackstop(deps));
  app.use(storefrontPreflight);
  for (const router of deps.rawRouters ?? []) app.use(router);
  app.use(requireJsonBodies);
  app.use(
    jsonBodies({
      limit: BODY_LIMIT,
      strict: false,
      type: () => true,
      verify: (request, _response, buffer) => {
        (request as unknown as { rawBody: Buffer }).rawBody = buffer;
      },
    }),
  );
  for (const router of deps.extraRouters ?? []) app.use(router);
  const operations = new OperationPipeline(deps);
  for (const route of mountOrder(deps.routes)) app[route.method](expressPath(route.path), routeHandler(route, deps, operations, guardedResourceOf(route, deps.routes)));
  app.use(unmatched(deps.routes));
  app.use(problemHandler(deps, routePatterns(deps.routes.filter((route) => route.invalidJsonCode))));
  return app;
}

/**
 * The route template a request is counted and logged under: the one its handler set, else the Express
 * route that answered it (pages, OAuth, .well-known), else the declared operation its method and path
 * name (a body refused before routing); `unmatched` only when no route has that path.
 */
function routeTemplateOf(request: Request, response: Response, declared: ReturnType<typeof routePatterns>): string {
  const set = response.locals.routeTemplate as string | undefined;
  if (set && set !== 'unmatched') return set;
  const answered = (request as Request & { route?: { path?: unknown } }).route?.path;
  if (typeof answered === 'string') return answered.replace(/:([A-Za-z_]+)/g, '{$1}');
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return declared.find((pattern) => pattern.method === method && pattern.regex.test(request.path))?.template ?? 'unmatched';
}

function requestContext(deps: HttpAppDependencies, declared: ReturnType<typeof routePatterns>) {
  const newRequestId = requestIdSource();
  return (request: Request, response: Response, next: NextFunction) => {
    const requestId = newRequestId();
    const started = process.hrtime.bigint();
    response.locals.requestId = requestId;
    response.set('X-Request-Id', requestId);
    response.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeTemplateOf(request, response, declared);
      deps.metrics.requestDuration.observe({ method: request.method, route, status: String(response.statusCode) }, seconds);
      deps.logger.info(
        {
          method: request.method,
          path: route,
          status: response.statusCode,
          code: response.locals.problemCode ?? null,
          request_id: requestId,
          key_id: response.locals.keyId ?? null,
          duration_ms: Math.round(seconds * 1000),
        },
        'request',
      );
    });
    runInRequestContext({ requestId }, () => next());
  };
}

/**
 * Every answer of a deprecated operation carries its deprecation headers, set before anything can fail
 * (a rate limit, a body that is not JSON, a refused key) so that problems carry them too.
 */
function deprecationNotices(routes: readonly AnyRoute[]) {
  const deprecated = routes.flatMap((route) => (route.deprecation ? [{ ...routePatterns([route])[0]!, headers: deprecationHeaders(route.deprecation) }] : []));
  return (request: Request, response: Response, next: NextFunction) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const match = deprecated.find((pattern) => pattern.method === method && pattern.regex.test(request.path));
    if (match) response.set(match.headers);
    next();
  };
}

const UNLIMITED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

function ipBackstop(deps: HttpAppDependencies) {
  return async (request: Request, _response: Response, next: NextFunction) => {
    if (UNLIMITED_PATHS.has(request.path)) return next();
    await deps.rateLimits.spendForIp(request.ip ?? 'unknown');
    next();
  };
}

function requireJsonBodies(request: Request, _response: Response, next: NextFunction) {
  const hasBody = Number(request.get('content-length') ?? 0) > 0 || request.get('transfer-encoding') !== undefined;
  const type = (request.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (hasBody && !JSON_TYPES.test(type)) return next(Problems.unsupportedMediaType());
  next();
}

function routePatterns(routes: readonly AnyRoute[]) {
  return routes.map((route) => ({
    method: route.method.toUpperCase(),
    template: route.path,
    regex: new RegExp(`^${route.path.replace(/\{[a-z_]+\}/g, '[^/]+')}/?$`),
  }));
}

function unmatched(routes: readonly AnyRoute[]) {
  const patterns = routePatterns(routes);
  return (request: Request, response: Response, next: NextFunction) => {
    const allowed = [...new Set(patterns.filter((p) => p.regex.test(request.path)).map((p) => p.method))];
    response.locals.routeTemplate = 'unmatched';
    next(allowed.length > 0 ? Problems.methodNotAllowed(allowed) : Problems.routeNotFound(request.method, request.path));
  };
}

function problemHandler(deps: HttpAppDependencies, invalidJsonRoutes: ReturnType<typeof routePatterns>) {
  return (error: unknown, request: Request, response: Response, _next: NextFunction) => {
    const converted = toProblem(error);
    let problem = converted.problem;
    const unexpected = converted.unexpected;
    if (problem.code === 'malformed_json' && invalidJsonRoutes.some((p) => p.method === request.method && p.regex.test(request.path))) {
      problem = Problems.invalidJson();
    }
    const requestId = (response.locals.requestId as string | undefined) ?? 'unknown';
    if (unexpected) deps.logger.error({ err: error, request_id: requestId, method: request.method }, 'unexpected failure');
    response.locals.problemCode = problem.code;
    if (response.headersSent) return response.end();
    response
      .status(problem.status)
      .set(problem.headers)
      .type(PROBLEM_MEDIA_TYPE)
      .send(JSON.stringify(renderProblem(problem, deps.config.docsUrl, requestId)));
  };
}
