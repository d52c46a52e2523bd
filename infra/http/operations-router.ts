import { Router } from 'express';
import { sql } from 'kysely';
import type Redis from 'ioredis';
import type { TransactionalDatabase } from '../database/transactional-database';
import type { Metrics } from '../metrics/metrics';
import { toYaml } from '../openapi/openapi-document';

export interface OperationsDependencies {
  database: TransactionalDatabase;
  redis: Redis | undefined;
  metrics: Metrics;
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
    const checks = { database: await check(() => sql`select 1`.execute(deps.database.root)), redis: 'not_configured' };
    if (deps.redis) checks.redis = await check(() => deps.redis!.ping());
    const ready = checks.database === 'ok' && checks.redis !== 'failed';
    response.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', checks });
  });
  router.get('/metrics', async (_request, response) => {
    response.locals.routeTemplate = '/metrics';
    response.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });
  let cached: { json: string; yaml: string } | undefined;
  const documents = () => {
    if (!cached) {
      const document = deps.openApiDocument();
      cached = { json: JSON.stringify(document, null, 2), yaml: toYaml(document) };
    }
    return cached;
  };
  router.get('/help/openapi.json', (_request, response) => {
    response.locals.routeTemplate = '/help/openapi.json';
    response.type('application/json').send(documents().json);
  });
  router.get('/help/openapi.yaml', (_request, response) => {
    response.locals.routeTemplate = '/help/openapi.yaml';
    response.type('application/yaml').send(documents().yaml);
  });
  return router;
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
