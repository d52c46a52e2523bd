import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrate } from '../../apps/composition/process';
import { loadConfig } from '../../infra/config/config';

const ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(statement: string): Promise<void> {
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A migrated database of this run's own, so figures never depend on what an earlier run left behind. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `sw_bench_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = {
    url: url.toString(),
    // `with (force)`: a pool a failed benchmark left open must not keep the database alive.
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
  try {
    await migrate(loadConfig({ DATABASE_URL: database.url }));
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}
