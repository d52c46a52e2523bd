import { sql, type Kysely, type Transaction } from 'kysely';
import { openTestDatabase, type OpenTestDatabase } from '../../tests/support/test-database';
import { PreparedStatement } from './prepared-statements';

const SQUARE = new PreparedStatement<{ square: number }>('test_square', 'select ($1::int * $1::int) as square');
const NAMED_COLUMN = new PreparedStatement<{ label: string }>('test_label_by_id', 'select l.label from test_labels l where l.id = $1');

const preparedOn = async (connection: Transaction<unknown>) =>
  (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(connection)).rows;

describe('prepared statements on the PostgreSQL pool', () => {
  let opened: OpenTestDatabase;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    opened = await openTestDatabase();
    db = opened.db;
    await sql`create table test_labels (id int primary key, label text not null)`.execute(db);
    await sql`insert into test_labels values (1, 'one'), (2, 'two')`.execute(db);
  });
  afterAll(() => opened.close());

  it('prepares a declared statement once on a connection under its name and binds it on every later run', async () => {
    await db.transaction().execute(async (connection) => {
      expect((await connection.executeQuery(SQUARE.with([3]))).rows).toEqual([{ square: 9 }]);
      expect((await connection.executeQuery(SQUARE.with([4]))).rows).toEqual([{ square: 16 }]);
      expect(await preparedOn(connection)).toEqual([{ name: 'test_square', statement: SQUARE.sql }]);
    });
  });

  it('sends every other statement unprepared, as before', async () => {
    await db.transaction().execute(async (connection) => {
      await sql`select ${5}::int as five`.execute(connection);
      const statements = (await preparedOn(connection)).map((row) => row.statement);
      expect(statements.some((statement) => statement.includes('five'))).toBe(false);
    });
  });

  it('keeps answering after an expand migration adds a column to a table it reads (its columns are named)', async () => {
    await db.transaction().execute(async (connection) => {
      expect((await connection.executeQuery(NAMED_COLUMN.with([1]))).rows).toEqual([{ label: 'one' }]);
      await sql`alter table test_labels add column colour text`.execute(connection);
      expect((await connection.executeQuery(NAMED_COLUMN.with([2]))).rows).toEqual([{ label: 'two' }]);
    });
  });

  it('refuses one name declared for two different texts, which would run the wrong statement', () => {
    expect(() => new PreparedStatement('test_square', 'select 1')).toThrow(/declared twice/);
  });
});
