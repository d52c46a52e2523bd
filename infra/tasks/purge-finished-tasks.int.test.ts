import { sql } from 'kysely';
import { startTestRuntime, type TestRuntime } from '../../tests/support/test-runtime';
import { purgeFinishedTasks } from './purge-finished-tasks.processor';

describe('purging finished tasks', () => {
  let service: TestRuntime;

  beforeAll(async () => {
    service = await startTestRuntime();
  });
  afterAll(() => service.close());

  const task = (subject: string, status: string, finishedDaysAgo: number) =>
    sql`insert into platform.tasks (kind, store_id, subject, status, attempts, run_at, updated_at)
        values ('test.purge', 1, ${subject}, ${status}, 1, now(), now() - make_interval(days => ${finishedDaysAgo}))`.execute(service.runtime.database.root);

  it('removes done tasks after a week and failed ones after thirty days, and never a pending one however old', async () => {
    await task('done-recently', 'done', 6);
    await task('done-long-ago', 'done', 8);
    await task('failed-within-a-month', 'failed', 20);
    await task('failed-long-ago', 'failed', 31);
    await task('pending-for-ages', 'pending', 400);

    expect(await purgeFinishedTasks(service.runtime.database, new Date())).toBe(2);

    const { rows } = await sql<{ subject: string }>`select subject from platform.tasks where kind = 'test.purge' order by subject`.execute(service.runtime.database.root);
    expect(rows.map((row) => row.subject)).toEqual(['done-recently', 'failed-within-a-month', 'pending-for-ages']);
  });
});
