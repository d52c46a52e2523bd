import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { ADMIN_DATABASE_URL } from '../../tests/support/test-environment';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { openDatabase } from './database';

describe('the PostgreSQL connection pool', () => {
  let database: TestDatabase;
  let db: Kysely<unknown>;
  const lost: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openDatabase({ databaseUrl: database.url, dataDir: '' }, (error) => lost.push(error));
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('survives the server killing its idle connections (a restart, a failover): it reports them and reconnects', async () => {
    await sql`select 1`.execute(db);
    const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database.name]);
    } finally {
      await admin.end();
    }
    for (let waited = 0; lost.length === 0 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));

    expect(lost.map((error) => (error as Error & { code?: string }).code)).toContain('57P01');
    const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(db);
    expect(rows).toEqual([{ answer: 42 }]);
  });
});
