import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Container } from 'inversify';
import type { Config } from '../../infra/config/config';
import { publishedContract } from '../../apps/api/api-app';
import { CONTRACT_CACHE_ENV } from './test-environment';

/**
 * The settings that leave the published document as it is: where the service keeps its data, its servers
 * and secrets, its timings and its limits (the document states no number of them), and the mode it runs
 * in. Test services differ in these far more often than in anything else (an embedded data directory, a
 * mail or Redis server on a free port, a short lease, a small budget), and each such difference cost a
 * build of the document and a check of its schemas. published-contract-cache.int.test.ts proves that a
 * service differing in every one of them publishes the same document; a setting missing here (a new one)
 * is part of the key, so it can only cost a build, never share a document it does not publish.
 */
export const SETTINGS_OUTSIDE_THE_DOCUMENT = [
  'port',
  'host',
  'http',
  'metricsPort',
  'databaseUrl',
  'redisUrl',
  'dataDir',
  'blobStorage',
  'smtpUrl',
  'testMailTo',
  'environment',
  'logLevel',
  'serverSecret',
  'secretsKeys',
  'metricsToken',
  'redisKeyPrefix',
  'jobLockMs',
  'taskRecoveryIntervalMs',
  'webhooks',
  'rateLimits',
  'idempotencyRetentionHours',
  'uploadTargetsPerMinute',
  'uploads',
] as const satisfies readonly (keyof Config)[];

/** What names a document in the run's cache: every setting but those above (the service's URLs, chiefly). */
export function publishedContractKey(config: Config): string {
  const outside = new Set<string>(SETTINGS_OUTSIDE_THE_DOCUMENT);
  const shaping = Object.fromEntries(Object.entries(config).filter(([setting]) => !outside.has(setting)).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(shaping)).digest('hex');
}

/**
 * The OpenAPI document a test service publishes, as text. Building it takes about a second and the
 * code cannot change during a run, so each document is built once per run and shared by every test file
 * through the run's cache directory, under the key above.
 */
export function publishedContractText(container: Container, config: Config): string {
  const directory = process.env[CONTRACT_CACHE_ENV];
  const build = () => JSON.stringify(publishedContract(container, config));
  if (!directory) return build();
  const file = join(directory, `${publishedContractKey(config)}.json`);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const text = build();
  // Written aside and renamed: a file another worker reads is always whole.
  writeFileSync(`${file}.${process.pid}`, text);
  renameSync(`${file}.${process.pid}`, file);
  return text;
}
