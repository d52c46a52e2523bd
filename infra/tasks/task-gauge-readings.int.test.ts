import { sql } from 'kysely';
import { SettableClock } from '../../shared-kernel/test-support/settable-clock';
import type { TaskWork } from '../../shared-kernel/tasks';
import { startTestRuntime, type TestRuntime } from '../../tests/support/test-runtime';

const work = (name: string): TaskWork => ({ name, concurrency: 1, retry: { delaysMs: [], jitter: 0 }, perform: async () => 'done' });

/**
 * What the task gauges read on a scrape, against the real PostgreSQL and BullMQ on Redis: the oldest due
 * task from the platform's task rows, and the queue's jobs by state. No worker runs, so nothing moves.
 */
describe('the readings behind the task gauges', () => {
  // A minute behind the real time: the tasks' times have come for BullMQ too, which delays by the real clock.
  const clock = new SettableClock(new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000));
  let service: TestRuntime;
  let subjects = 0;
  /** Schedules a task of `kind` at the clock's time (or `coalesceMs` later); answers that time. */
  const schedule = async (kind: string, coalesceMs?: number) => {
    await service.runtime.database.run(() => service.runtime.platformTasks.schedule(kind, { storeId: 1, subject: `subject-${(subjects += 1)}`, ...(coalesceMs ? { coalesceMs } : {}) }));
    return new Date(clock.now().getTime() + (coalesceMs ?? 0));
  };

  beforeAll(async () => {
    service = await startTestRuntime({ clock });
  });
  afterAll(() => service.close());

  it("give the due time of the kind's oldest pending task whose time has come: not another kind's, not one still to come", async () => {
    const kind = service.runtime.platformTasks.kind(work('test.oldest'));
    await schedule('test.another-kind');
    clock.advance(1_000);
    const oldest = await schedule('test.oldest');
    clock.advance(1_000);
    await schedule('test.oldest');
    await schedule('test.oldest', 600_000);
    await expect(kind.oldestPending!(clock.now())).resolves.toEqual(oldest);
    await expect(kind.oldestPending!(new Date(oldest.getTime() - 1))).resolves.toBeUndefined();
  });

  it('leave out tasks no longer pending', async () => {
    const kind = service.runtime.platformTasks.kind(work('test.finished'));
    const done = await schedule('test.finished');
    clock.advance(1_000);
    const pending = await schedule('test.finished');
    await sql`update platform.tasks set status = 'done' where kind = 'test.finished' and run_at = ${done}`.execute(service.runtime.database.root);
    await expect(kind.oldestPending!(clock.now())).resolves.toEqual(pending);
  });

  it("count the queue's jobs by state as BullMQ holds them", async () => {
    await schedule('test.depth');
    await schedule('test.depth');
    await schedule('test.depth', 600_000);
    await expect(service.runtime.jobs.depth('test.depth')).resolves.toEqual({ waiting: 2, delayed: 1, active: 0 });
    await expect(service.runtime.jobs.depth('test.no-such-queue')).resolves.toEqual({ waiting: 0, delayed: 0, active: 0 });
  });
});
