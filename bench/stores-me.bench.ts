import { createHash } from 'node:crypto';
import type express from 'express';
import { Pool } from 'pg';
import type { Benchmark, BenchResult } from './support/bench-result';
import { startBareApp } from './support/bare-app';
import { startServiceOnFreshDatabase } from './support/bench-service';
import { WARM_UP_SECONDS, benchSeconds, measureInterleaved, type LoadFigures } from './support/load';
import { Teardown } from './support/teardown';

/**
 * Issue "Foundation", item 11: GET /api/v3/stores/me of the real service in server mode against a
 * bare Express 5 handler doing the same key lookup and store read with `pg`, on the same database.
 * The bare handler is the ceiling; the ratio says what the service's layers cost. Issue 15 asks for
 * 0.8: the service reads the key, its store and integrations in one statement and spends the per-key
 * quota in Redis, where the bare handler runs three statements and spends nothing.
 */
const PATH = '/api/v3/stores/me';
const GOAL = 0.8;
const REQUIRED_SCOPE = 'store:read';

interface KeyRow {
  store_id: number;
  scopes: string[];
  revoked_at: Date | null;
  expires_at: Date | null;
}

interface StoreRow {
  id: number;
  name: string;
  platform: string;
  plan: string;
  currency: string | null;
  created_at: Date;
}

interface IntegrationRow {
  id: number;
  type: string;
  name: string;
  enabled: boolean;
}

const refuse = (response: express.Response) => void response.status(401).json({ error: 'invalid_api_key' });

/** The same work as the service's route and nothing else: no context, limits, logging, metrics or envelope links. */
async function answerStoresMe(pool: Pool, request: express.Request, response: express.Response): Promise<void> {
  const secret = /^Bearer (\S+)$/i.exec(request.get('authorization') ?? '')?.[1];
  if (!secret) return refuse(response);
  const digest = createHash('sha256').update(secret).digest('hex');
  const { rows: [key] } = await pool.query<KeyRow>(
    'select store_id, scopes, revoked_at, expires_at from identity.api_keys where digest = $1',
    [digest],
  );
  if (!key || key.revoked_at || (key.expires_at && key.expires_at <= new Date())) return refuse(response);
  if (!key.scopes.includes(REQUIRED_SCOPE)) return void response.status(403).json({ error: 'insufficient_scope' });
  const { rows: [store] } = await pool.query<StoreRow>(
    'select id, name, platform, plan, currency, created_at from identity.stores where id = $1',
    [key.store_id],
  );
  if (!store) return refuse(response);
  const { rows: integrations } = await pool.query<IntegrationRow>(
    'select id, type, name, enabled from identity.integrations where store_id = $1 order by id',
    [store.id],
  );
  response.json({
    data: {
      object: 'store',
      ...store,
      integrations: integrations.map((integration) => ({
        object: 'integration',
        ...integration,
        accepts_writes: integration.enabled && integration.type === 'custom',
      })),
      scopes: key.scopes,
      created_at: store.created_at.toISOString(),
    },
  });
}

/** A target that answers fast but wrong is no result: both must name the seeded store before the load starts. */
async function expectStore(url: string, headers: Record<string, string>, storeId: number): Promise<void> {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { data?: { id?: number } };
  if (response.status !== 200 || body.data?.id !== storeId) {
    throw new Error(`${url} answered ${response.status} ${JSON.stringify(body)} instead of store ${storeId}`);
  }
}

function resultOf(target: string, figures: LoadFigures, comparison?: BenchResult['comparison']): BenchResult {
  return { benchmark: 'stores-me', target, ...figures, ...(comparison ? { comparison } : {}) };
}

async function runStoresMe(): Promise<BenchResult[]> {
  const seconds = benchSeconds();
  const teardown = new Teardown();
  try {
    const { databaseUrl, service } = await startServiceOnFreshDatabase(teardown);
    const store = (await service.seed()).stores[0]!;
    const headers = { authorization: `Bearer ${store.keys[REQUIRED_SCOPE]!}` };

    // As many connections as the service's pool, so the comparison is of code paths, not of pools.
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    teardown.add(() => pool.end());
    const bareUrl = `${await startBareApp(teardown, PATH, (request, response) => answerStoresMe(pool, request, response))}${PATH}`;
    const serviceUrl = `${service.baseUrl}${PATH}`;

    await expectStore(serviceUrl, headers, store.id);
    await expectStore(bareUrl, headers, store.id);

    console.log(`stores-me: service ${serviceUrl} and bare Express + pg ${bareUrl}, interleaved rounds after a ${WARM_UP_SECONDS}s warm-up each`);
    const [serviceFigures, bareFigures] = await measureInterleaved({ url: serviceUrl, headers, seconds }, { url: bareUrl, headers, seconds });

    const ratio = serviceFigures.requestsPerSecond / bareFigures.requestsPerSecond;
    return [
      resultOf('service', serviceFigures, { baseline: 'bare', ratio, goal: GOAL }),
      resultOf('bare', bareFigures),
    ];
  } finally {
    await teardown.run();
  }
}

export const storesMeBenchmark: Benchmark = { name: 'stores-me', run: runStoresMe };
