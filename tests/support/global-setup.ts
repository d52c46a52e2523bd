// First: on another Node.js the modules below may not even load, so the reason is given before them.
import './pinned-runtime';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../../infra/config/config';
import { migrate } from '../../apps/composition/process';
import { startRunRedisCluster } from './run-redis-cluster';
import { ADMIN_DATABASE_URL, CONTRACT_CACHE_ENV, EMBEDDED_TEMPLATE_ENV, REDIS_CLUSTER_ENV, TEMPLATE_ENV, databaseUrl } from './test-environment';

/**
 * Migrates the run's template database on the PostgreSQL server, which every server-mode test file clones
 * into a database of its own, and names the place of the embedded one, made by the first file that needs
 * it (embedded-template.ts): PGlite's first start and migrations took most of every run's start, a run of
 * one unit test file included.
 */
export default async function globalSetup(): Promise<void> {
  const clusterDirectory = mkdtempSync(join(tmpdir(), 'sw-run-redis-cluster-'));
  process.env[REDIS_CLUSTER_ENV] = clusterDirectory;
  // Not awaited: the teardown stops it once it is up (globalThis: the teardown is a module of its own).
  (globalThis as RunGlobals).signwrightRunRedisCluster = startRunRedisCluster(clusterDirectory);
  const name = `sw_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  await migrate(loadConfig({ DATABASE_URL: databaseUrl(name) }));
  process.env[TEMPLATE_ENV] = name;
  process.env[EMBEDDED_TEMPLATE_ENV] = mkdtempSync(join(tmpdir(), 'sw-embedded-template-'));
  process.env[CONTRACT_CACHE_ENV] = mkdtempSync(join(tmpdir(), 'sw-contracts-'));
}

export interface RunGlobals {
  signwrightRunRedisCluster?: ReturnType<typeof startRunRedisCluster>;
}
