import type { Container } from 'inversify';
import type express from 'express';
import { API_KEY_AUTHENTICATOR, type ApiKeyAuthenticator } from '../../infra/http/authentication';
import { createHttpApp } from '../../infra/http/http-app';
import { operationsRouter } from '../../infra/http/operations-router';
import { RequestRateLimits } from '../../infra/http/request-rate-limits';
import { HTTP_ROUTES, RAW_HTTP_ROUTES, type AnyRoute, type RawRouteSource, type RouteSource } from '../../infra/http/route';
import { buildOpenApiDocument } from '../../infra/openapi/openapi-document';
import type { Runtime } from '../../infra/runtime';

export function collectRoutes(container: Container): AnyRoute[] {
  return container.getAll<RouteSource>(HTTP_ROUTES).flatMap((source) => source.routes());
}

/** The contract `/help/openapi.json` publishes (tests validate responses against this very document). */
export function publishedOpenApiDocument(routes: readonly AnyRoute[], runtime: Runtime): Record<string, unknown> {
  return buildOpenApiDocument(routes, { baseUrl: runtime.config.baseUrl });
}

/** The HTTP service: every module's declared routes, the operations endpoints and the contract. */
export function createApiApp(container: Container, runtime: Runtime): express.Express {
  const routes = collectRoutes(container);
  return createHttpApp({
    config: runtime.config,
    logger: runtime.logger,
    metrics: runtime.metrics,
    database: runtime.database,
    idempotency: runtime.idempotency,
    authenticator: container.get<ApiKeyAuthenticator>(API_KEY_AUTHENTICATOR),
    rateLimits: new RequestRateLimits(runtime.rateLimiters, runtime.config),
    routes,
    rawRouters: container.isBound(RAW_HTTP_ROUTES) ? container.getAll<RawRouteSource>(RAW_HTTP_ROUTES).map((source) => source.router()) : [],
    extraRouters: [
      operationsRouter({
        database: runtime.database,
        redis: runtime.redis,
        metrics: runtime.metrics,
        openApiDocument: () => publishedOpenApiDocument(routes, runtime),
      }),
    ],
  });
}
