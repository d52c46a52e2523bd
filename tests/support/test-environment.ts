/** Where the tests find the machine's PostgreSQL and Redis (CI and developers' machines alike). */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEMPLATE_ENV = 'SIGNWRIGHT_TEST_TEMPLATE_DATABASE';
/** A DATA_DIR holding a migrated embedded database, copied by every embedded-mode test service. */
export const EMBEDDED_TEMPLATE_ENV = 'SIGNWRIGHT_TEST_EMBEDDED_TEMPLATE';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
/** A directory of the run's own where test services keep the contracts they published (see published-contract-cache.ts). */
export const CONTRACT_CACHE_ENV = 'SIGNWRIGHT_TEST_CONTRACT_CACHE';

/**
 * The key that seals the tests' secrets at rest, given to every service, worker and command a test starts,
 * so that what one of them sealed in a shared database the others open (production requires one).
 */
export const TEST_SECRETS_KEY = 'c2lnbndyaWdodC10ZXN0LXNlY3JldHMta2V5LTMyYnk';

/** A directory where the run's Redis Cluster, started by the global set-up, marks itself ready (see run-redis-cluster.ts). */
export const REDIS_CLUSTER_ENV = 'SIGNWRIGHT_TEST_REDIS_CLUSTER';
