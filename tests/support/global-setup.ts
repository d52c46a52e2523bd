import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../../infra/config/config';
import { migrate } from '../../apps/composition/process';
import { ADMIN_DATABASE_URL, CONTRACT_CACHE_ENV, EMBEDDED_TEMPLATE_ENV, TEMPLATE_ENV, databaseUrl } from './test-environment';

/**
 * Migrates one template database per run, on the PostgreSQL server and embedded; every test file clones
 * one into a database of its own.
 */
export default async function globalSetup(): Promise<void> {
  assertPinnedRuntime();
  const name = `sw_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  await migrate(loadConfig({ DATABASE_URL: databaseUrl(name) }));
  process.env[TEMPLATE_ENV] = name;
  const embedded = mkdtempSync(join(tmpdir(), 'sw-embedded-template-'));
  await migrate(loadConfig({ DATA_DIR: embedded }));
  process.env[EMBEDDED_TEMPLATE_ENV] = embedded;
  process.env[CONTRACT_CACHE_ENV] = mkdtempSync(join(tmpdir(), 'sw-contracts-'));
}

/**
 * The suite runs on the Node.js that .node-version pins and nothing else: Jest's workers and every child
 * process the tests start (process.execPath, bin/signwright) then run on it too. `make test` and
 * `scripts/node-runtime.sh run npx jest <file>` put it first on PATH.
 */
function assertPinnedRuntime(): void {
  const pinned = `v${readFileSync(resolve(__dirname, '..', '..', '.node-version'), 'utf8').trim().replace(/^v/, '')}`;
  if (process.version !== pinned) {
    throw new Error(`the tests run on Node.js ${pinned} (.node-version), not ${process.version}: run them with make test or scripts/node-runtime.sh run npx jest <files>`);
  }
}
