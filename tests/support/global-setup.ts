// First: on another Node.js the modules below may not even load, so the reason is given before them.
import './pinned-runtime';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../../infra/config/config';
import { migrate } from '../../apps/composition/process';
import { ADMIN_DATABASE_URL, CONTRACT_CACHE_ENV, EMBEDDED_TEMPLATE_ENV, TEMPLATE_ENV, databaseUrl } from './test-environment';

/**
 * Migrates one template database per run, on the PostgreSQL server and embedded; every test file clones
 * one into a database of its own.
 */
export default async function globalSetup(): Promise<void> {
  const name = `sw_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const embedded = mkdtempSync(join(tmpdir(), 'sw-embedded-template-'));
  // Side by side: the server's migrations run in PostgreSQL's process while PGlite's keep this one busy,
  // and no worker starts before both are done.
  await Promise.all([migrate(loadConfig({ DATABASE_URL: databaseUrl(name) })), migrate(loadConfig({ DATA_DIR: embedded }))]);
  process.env[TEMPLATE_ENV] = name;
  process.env[EMBEDDED_TEMPLATE_ENV] = embedded;
  process.env[CONTRACT_CACHE_ENV] = mkdtempSync(join(tmpdir(), 'sw-contracts-'));
}
