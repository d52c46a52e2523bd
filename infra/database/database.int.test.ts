import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { ADMIN_DATABASE_URL } from '../../tests/support/test-environment';
import { openTestDatabase, type OpenTestDatabase } from '../../tests/support/test-database';

describe('the PostgreSQL connection pool', () => {
  let opened: OpenTestDatabase;
  let db: Kysely<unknown>;
  const lost: Error[] = [];

  beforeAll(async () => {
    opened = await openTestDatabase((error) => lost.push(error));
    db = opened.db;
  });
  afterAll(() => opened.close());

  it('survives the server killing its idle connections (a restart, a failover): it reports them and reconnects', async () => {
    await sql`select 1`.execute(db);
    const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [opened.database.name]);
    } finally {
      await admin.end();
    }
    for (let waited = 0; lost.length === 0 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));

    expect(lost.map((error) => (error as Error & { code?: string }).code)).toContain('57P01');
    const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(db);
    expect(rows).toEqual([{ answer: 42 }]);
  });
});
