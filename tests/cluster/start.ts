import { Client } from 'pg';
import { deleteKeysByPrefix } from '../../infra/redis/delete-keys-by-prefix';
import { runCliJson } from '../support/run-cli';
import { startS3Server } from '../support/s3-server';
import { ADMIN_DATABASE_URL, TEST_REDIS_URL, databaseUrl } from '../support/test-environment';
import { startTopology } from './topology';

/**
 * `make cluster`: two API instances and two workers over a fresh database, one Redis key prefix and the
 * object store, seeded with the demo data, until Ctrl-C. The topology the multi-instance tests start,
 * for a person to try and to measure (docs/deployment.md).
 */
const DATABASE = process.env.CLUSTER_DATABASE ?? 'signwright_cluster';
const PORTS = (process.env.CLUSTER_PORTS ?? '8081,8082').split(',').map(Number);
const PREFIX = 'signwright-cluster:';
/** Settings a person trying the cluster may change, passed on to every process when set. */
const PASSED_ON = /^(RATE_LIMIT_|OPTION_WRITE_|STOREFRONT_|UPLOAD_TARGETS_|WEBHOOK_|JOB_LOCK_|SMTP_URL$|SIGNWRIGHT_ENV$|SECRETS_KEY$|SECRETS_KEY_PREVIOUS$)/;

async function freshDatabase(): Promise<string> {
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(DATABASE);
}

async function main(): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`CLUSTER_DATABASE must be a plain database name, got "${DATABASE}"`);
  // A local S3-compatible server, unless the object store is given (BLOB_STORAGE_URL and the AWS variables).
  const s3 = process.env.BLOB_STORAGE_URL ? undefined : await startS3Server();
  const env: Record<string, string> = {
    BLOB_STORAGE_URL: s3?.url('cluster') ?? process.env.BLOB_STORAGE_URL!,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? '',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? '',
    DATABASE_URL: await freshDatabase(),
    REDIS_URL: process.env.REDIS_URL ?? TEST_REDIS_URL,
    REDIS_KEY_PREFIX: PREFIX,
    BASE_URL: `http://127.0.0.1:${PORTS[0]}`,
    ...Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => PASSED_ON.test(entry[0]) && entry[1] !== undefined)),
  };
  await deleteKeysByPrefix(env.REDIS_URL!, PREFIX);
  await runCliJson(['migrate'], env);
  const seed = await runCliJson<{ stores: { id: number; name: string; keys: Record<string, string> }[] }>(['demo', 'seed'], env);
  const topology = await startTopology(env, { ports: PORTS, logLevel: process.env.LOG_LEVEL ?? 'warn' });
  const lines = [
    `cluster: ${topology.api.length} API instances and ${topology.workers.length} workers over database ${DATABASE}, Redis prefix ${PREFIX}, objects in ${env.BLOB_STORAGE_URL}`,
    ...topology.api.map((instance) => `  api     ${topology.urlOf(instance)}`),
    ...topology.workers.map((worker) => `  worker  ${worker.metricsUrl}/metrics`),
    ...seed.stores.flatMap((store) => (store.keys.all ? [`  store ${store.id} (${store.name}): key ${store.keys.all}`] : [])),
    'Ctrl-C stops every process.',
  ];
  console.log(lines.join('\n'));
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await topology.stop();
  await s3?.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
