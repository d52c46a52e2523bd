import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import { openDatabase } from '../../infra/database/database';
import { embeddedTemplate } from './embedded-template';
import { ADMIN_DATABASE_URL, TEMPLATE_ENV, databaseUrl } from './test-environment';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A migrated database of this test file's own, cloned from the run's template and dropped after. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error('The test template database is missing: run the tests through jest (global setup)');
  const name = `sw_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (admin) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        // Two clones of one template at the same instant can collide; a moment later they don't.
        if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return {
    name,
    url: databaseUrl(name),
    drop: () => withAdmin(async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))),
  };
}

/**
 * A DATA_DIR of this test's own holding a migrated embedded database, copied from the run's template.
 * `name` is the directory; it has no `url`, since an embedded database is reached through its files only.
 */
export async function createEmbeddedDataDir(): Promise<TestDatabase> {
  const template = await embeddedTemplate();
  const directory = mkdtempSync(join(tmpdir(), 'sw-embedded-'));
  cpSync(template, directory, { recursive: true });
  return {
    name: directory,
    get url(): string {
      throw new Error('An embedded test service has no DATABASE_URL: give commands its DATA_DIR');
    },
    drop: async () => rmSync(directory, { recursive: true, force: true }),
  };
}

export interface OpenTestDatabase {
  database: TestDatabase;
  /** Kysely on the database, as the service opens it. */
  db: Kysely<unknown>;
  /** Ends the pool, then drops the database. */
  close(): Promise<void>;
}

/** A migrated PostgreSQL database of this test file's own, opened as the service opens its database. */
export async function openTestDatabase(onIdleConnectionLost?: (error: Error) => void): Promise<OpenTestDatabase> {
  const database = await createTestDatabase();
  const db = await openDatabase({ databaseUrl: database.url, dataDir: '' }, onIdleConnectionLost);
  return {
    database,
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
