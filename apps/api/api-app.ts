import type { Container } from 'inversify';
import type express from 'express';
import { SCOPE_DESCRIPTIONS } from '../../modules/identity';
import { WEBHOOK_TOPICS } from '../../modules/webhooks';
import type { Config } from '../../infra/config/config';
import { API_KEY_AUTHENTICATOR, STOREFRONT_KEY_AUTHENTICATOR, type ApiKeyAuthenticator, type StorefrontKeyAuthenticator } from '../../infra/http/authentication';
import { createHttpApp } from '../../infra/http/http-app';
import { contractOperations, operationsRouter } from '../../infra/http/operations-router';
import { RequestRateLimits } from '../../infra/http/request-rate-limits';
import { HTTP_ROUTES, PRESENTING_HTTP_ROUTES, RAW_HTTP_ROUTES, type AnyRoute, type RawRouteSource, type RouteSource } from '../../infra/http/route';
import { buildOpenApiDocument } from '../../infra/openapi/openapi-document';
import { helpSiteRouter } from '../../infra/docs/help-site.router';
import { adminAssetsRouter } from '../../infra/admin/admin-assets.router';
import type { Runtime } from '../../infra/runtime';
import { DEPRECATED_USAGE_RECORDER, type DeprecatedUsageRecorder } from '../../shared-kernel/deprecated-usage';
import { ACTIVITY_RECORDING, type ActivityRecording } from '../../shared-kernel/activity-recording';

export function collectRoutes(container: Container): AnyRoute[] {
  return [...container.getAll<RouteSource>(HTTP_ROUTES), ...container.getAll<RouteSource>(PRESENTING_HTTP_ROUTES, { optional: true })].flatMap((source) => source.routes());
}

export function collectRawRouteSources(container: Container): RawRouteSource[] {
  return container.isBound(RAW_HTTP_ROUTES) ? container.getAll<RawRouteSource>(RAW_HTTP_ROUTES) : [];
}

/**
 * The published contract of this container's service: every declared route, the raw routes their
 * routers document, the webhook topics, and both ways to authenticate. `order` is the order the routes
 * and the raw routes are registered in, which must not change a component: two presenters that publish
 * one component (the storefront and the Store API their Upload and Product) must define it alike, since
 * the first registered definition is the one the document shows (tests/e2e/platform/published-contract).
 */
export function publishedContract(container: Container, config: Config, order: <T>(items: T[]) => T[] = (items) => items): Record<string, unknown> {
  return buildOpenApiDocument(order(collectRoutes(container)), {
    baseUrl: config.baseUrl,
    docsUrl: config.docsUrl,
    authUrl: config.authUrl,
    connectorScopes: SCOPE_DESCRIPTIONS,
    rawOperations: order([...collectRawRouteSources(container).flatMap((source) => source.operations()), ...contractOperations(config.docsUrl)]),
    webhooks: WEBHOOK_TOPICS,
  });
}

/** The HTTP service: every module's declared routes, the operations endpoints, the contract and its documentation site. */
export function createApiApp(container: Container, runtime: Runtime): express.Express {
  const routes = collectRoutes(container);
  let contract: Record<string, unknown> | undefined;
  const openApiDocument = () => (contract ??= publishedContract(container, runtime.config));
  return createHttpApp({
    config: runtime.config,
    logger: runtime.logger,
    metrics: runtime.metrics,
    database: runtime.database,
    idempotency: runtime.idempotency,
    authenticator: container.get<ApiKeyAuthenticator>(API_KEY_AUTHENTICATOR),
    storefrontAuthenticator: container.get<StorefrontKeyAuthenticator>(STOREFRONT_KEY_AUTHENTICATOR),
    rateLimits: new RequestRateLimits(runtime.rateLimiters, runtime.config),
    ...(container.isBound(DEPRECATED_USAGE_RECORDER) ? { deprecatedUsage: container.get<DeprecatedUsageRecorder>(DEPRECATED_USAGE_RECORDER) } : {}),
    ...(container.isBound(ACTIVITY_RECORDING) ? { activity: container.get<ActivityRecording>(ACTIVITY_RECORDING) } : {}),
    routes,
    rawRouters: container.isBound(RAW_HTTP_ROUTES) ? container.getAll<RawRouteSource>(RAW_HTTP_ROUTES).map((source) => source.router()) : [],
    extraRouters: [
      operationsRouter({
        database: runtime.database,
        redis: runtime.redis,
        metrics: runtime.metrics,
        config: runtime.config,
        objectStore: runtime.objectStoreProbe,
        openApiDocument,
      }),
      adminAssetsRouter(),
      helpSiteRouter({ docsUrl: runtime.config.docsUrl, baseUrl: runtime.config.baseUrl, mcpUrl: runtime.config.mcpUrl, authUrl: runtime.config.authUrl, openApiDocument }),
    ],
  });
}
