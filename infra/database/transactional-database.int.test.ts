import { sql, type Kysely } from 'kysely';
import { openTestDatabase, type OpenTestDatabase } from '../../tests/support/test-database';
import { TransactionalDatabase } from './transactional-database';

/** A promise with its resolver, for letting two transactions meet without waiting a fixed time. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a unit of work on PostgreSQL', () => {
  let opened: OpenTestDatabase;
  let root: Kysely<unknown>;
  let units: TransactionalDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase(() => undefined);
    root = opened.db;
    units = new TransactionalDatabase(root);
    await sql`create table counters (id int primary key, value int not null)`.execute(root);
    await sql`insert into counters values (1, 0), (2, 0)`.execute(root);
  });
  afterAll(() => opened.close());

  it('runs again a transaction PostgreSQL aborted to break a deadlock, so two writes locking rows in opposite orders both take effect once', async () => {
    const bothHoldTheirFirstRow = [signal(), signal()];
    let attempts = 0;
    const write = (first: number, second: number, mine: (typeof bothHoldTheirFirstRow)[number], theirs: (typeof bothHoldTheirFirstRow)[number]) =>
      units.run(async () => {
        attempts++;
        const db = units.current<unknown>();
        await sql`update counters set value = value + 1 where id = ${first}`.execute(db);
        mine.resolve();
        await theirs.promise;
        await sql`update counters set value = value + 1 where id = ${second}`.execute(db);
      });

    await Promise.all([write(1, 2, bothHoldTheirFirstRow[0]!, bothHoldTheirFirstRow[1]!), write(2, 1, bothHoldTheirFirstRow[1]!, bothHoldTheirFirstRow[0]!)]);

    const { rows } = await sql<{ id: number; value: number }>`select id, value from counters order by id`.execute(root);
    expect(rows).toEqual([{ id: 1, value: 2 }, { id: 2, value: 2 }]);
    // At least one of the two ran again. On a busy machine the one run again can take its first row before
    // the survivor does and deadlock once more: how many times is timing, that each took effect once is not.
    expect(attempts).toBeGreaterThanOrEqual(3);
  });

  it('runs the rolled-back callbacks of the last attempt only, and throws, when the work fails for any other reason', async () => {
    const rolledBack: number[] = [];
    let attempts = 0;
    await expect(
      units.run(async () => {
        attempts++;
        await units.afterRollback(() => void rolledBack.push(attempts));
        await sql`insert into counters values (1, 0)`.execute(units.current());
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
    expect(rolledBack).toEqual([1]);
  });
});
