import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Container } from 'inversify';
import type { Config } from '../../infra/config/config';
import { publishedContract } from '../../apps/api/api-app';
import { CONTRACT_CACHE_ENV } from './test-environment';

/**
 * The OpenAPI document a test service publishes, as text. Building it takes about a second and the
 * code cannot change during a run, so each configuration's document is built once per run and shared
 * by every test file through the run's cache directory. What makes one test service differ from
 * another of the same configuration (its database, data directory, Redis key prefix) is left out of
 * the key; everything else is in it, so a setting that could change the document never shares one.
 */
export function publishedContractText(container: Container, config: Config): string {
  const directory = process.env[CONTRACT_CACHE_ENV];
  const build = () => JSON.stringify(publishedContract(container, config));
  if (!directory) return build();
  const { databaseUrl, dataDir: _dataDir, redisKeyPrefix: _redisKeyPrefix, ...shared } = config;
  const key = createHash('sha256').update(JSON.stringify({ ...shared, mode: databaseUrl === undefined ? 'embedded' : 'server' })).digest('hex');
  const file = join(directory, `${key}.json`);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const text = build();
  // Written aside and renamed: a file another worker reads is always whole.
  writeFileSync(`${file}.${process.pid}`, text);
  renameSync(`${file}.${process.pid}`, file);
  return text;
}
