import { sql, type Kysely } from 'kysely';
import { openTestDatabase, type OpenTestDatabase } from '../../tests/support/test-database';
import { migrateToLatest, type SchemaMigrations } from './migrator';

const table = (name: string) => ({ up: async (db: Kysely<unknown>) => void (await sql`create table ${sql.table(name)} (id int)`.execute(db)) });

describe('migrating the schemas of the modules', () => {
  let opened: OpenTestDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    opened = await openTestDatabase();
    db = opened.db;
  });
  afterAll(() => opened.close());

  it('applies what is pending, nothing once all is applied, and refuses a database with a migration the code does not know', async () => {
    const first: SchemaMigrations = { schema: 'first', migrations: { '0001-a': table('first.a') } };
    const second: SchemaMigrations = { schema: 'second', migrations: { '0001-b': table('second.b') } };
    expect(await migrateToLatest(db, [first, second])).toEqual(['first/0001-a', 'second/0001-b']);
    expect(await migrateToLatest(db, [first, second])).toEqual([]);

    const grown: SchemaMigrations = { schema: 'second', migrations: { ...second.migrations, '0002-c': table('second.c') } };
    expect(await migrateToLatest(db, [first, grown])).toEqual(['second/0002-c']);
    await expect(migrateToLatest(db, [first, second])).rejects.toThrow(/0002-c/);
  });
});
