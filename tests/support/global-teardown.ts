import { rmSync } from 'node:fs';
import { Client } from 'pg';
import type { RunGlobals } from './global-setup';
import { ADMIN_DATABASE_URL, CONTRACT_CACHE_ENV, EMBEDDED_TEMPLATE_ENV, REDIS_CLUSTER_ENV, TEMPLATE_ENV } from './test-environment';

export default async function globalTeardown(): Promise<void> {
  await (await (globalThis as RunGlobals).signwrightRunRedisCluster)?.stop();
  const cluster = process.env[REDIS_CLUSTER_ENV];
  if (cluster) rmSync(cluster, { recursive: true, force: true });
  const embedded = process.env[EMBEDDED_TEMPLATE_ENV];
  if (embedded) rmSync(embedded, { recursive: true, force: true });
  const contracts = process.env[CONTRACT_CACHE_ENV];
  if (contracts) rmSync(contracts, { recursive: true, force: true });
  const name = process.env[TEMPLATE_ENV];
  if (!name) return;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
