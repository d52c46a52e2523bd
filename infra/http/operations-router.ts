import { Router } from 'express';
import { sql } from 'kysely';
import type { RedisConnection } from '../redis/redis-connections';
import type { TransactionalDatabase } from '../database/transactional-database';
import type { Config } from '../config/config';
import type { Metrics } from '../metrics/metrics';
import { metricsRefusal } from '../metrics/metrics-access';
import { toYaml } from '../openapi/openapi-document';
import { z } from '../openapi/zod';
import type { RawOperation } from './raw-operation';

const openApiDocumentSchema = z.record(z.string(), z.unknown());

export interface OperationsDependencies {
  database: TransactionalDatabase;
  redis: RedisConnection | undefined;
  metrics: Metrics;
  config: Pick<Config, 'metricsToken' | 'environment'>;
  /** Reaches the object store holding uploaded bytes, when one is configured. */
  objectStore?: (() => Promise<unknown>) | undefined;
  openApiDocument: () => Record<string, unknown>;
}

/** Liveness, readiness, Prometheus metrics and the published OpenAPI contract. */
export function operationsRouter(deps: OperationsDependencies): Router {
  const router = Router();
  router.get('/healthz', (_request, response) => {
    response.locals.routeTemplate = '/healthz';
    response.json({ status: 'ok' });
  });
  router.get('/readyz', async (_request, response) => {
    response.locals.routeTemplate = '/readyz';
    const checks: Record<string, string> = { database: await check(() => sql`select 1`.execute(deps.database.root)), redis: 'not_configured' };
    if (deps.redis) checks.redis = await check(() => deps.redis!.ping());
    // Named only when configured: files under DATA_DIR need no check beyond the process being alive.
    if (deps.objectStore) checks.object_store = await check(deps.objectStore);
    const ready = Object.values(checks).every((outcome) => outcome !== 'failed');
    response.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', checks });
  });
  router.get('/metrics', async (request, response) => {
    response.locals.routeTemplate = '/metrics';
    const refused = metricsRefusal(deps.config, 'public', request.get('authorization'), request.path);
    if (refused) throw refused;
    response.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });
  // Each rendering on its first request: YAML costs over a second, and most readers want JSON.
  const rendered: { json?: string; yaml?: string } = {};
  const documents = {
    get json() {
      return (rendered.json ??= JSON.stringify(deps.openApiDocument(), null, 2));
    },
    get yaml() {
      return (rendered.yaml ??= toYaml(deps.openApiDocument()));
    },
  };
  router.get('/help/openapi.json', (_request, response) => {
    response.locals.routeTemplate = '/help/openapi.json';
    response.type('application/json').send(documents.json);
  });
  router.get('/help/openapi.yaml', (_request, response) => {
    response.locals.routeTemplate = '/help/openapi.yaml';
    response.type('application/yaml').send(documents.yaml);
  });
  return router;
}

/**
 * The contract documents where it is published (CONTRACT section 3). Health, readiness and metrics are
 * for operators, not clients, and stay out of it.
 */
export function contractOperations(docsUrl: string): RawOperation[] {
  const common = { method: 'get', tag: 'Contract', servers: [docsUrl], auth: 'public', problems: ['rate_limited'] } as const;
  const document = (mediaType: string) => ({ 200: { description: 'The OpenAPI 3.1 document of the service.', content: { mediaType, schema: openApiDocumentSchema } } });
  return [
    { ...common, path: '/help/openapi.json', operationId: 'getOpenApiJson', summary: 'The OpenAPI document as JSON', description: 'This document: every operation, parameter, body, response and problem code of the service, the webhook payloads and the security schemes.', responses: document('application/json') },
    { ...common, path: '/help/openapi.yaml', operationId: 'getOpenApiYaml', summary: 'The OpenAPI document as YAML', description: 'The same document as /help/openapi.json, in YAML.', responses: document('application/yaml') },
  ];
}

/** A dependency that does not answer within two seconds is as good as down for readiness. */
async function check(probe: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), 2000);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
