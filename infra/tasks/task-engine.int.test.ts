import { sql } from 'kysely';
import type { TaskKind, TaskRef } from '../../shared-kernel/tasks';
import { eventually } from '../../tests/support/eventually';
import { redisTopologies, type RedisUnderTest } from '../../tests/support/redis-topologies';
import { startTestRuntime, type TestRuntime } from '../../tests/support/test-runtime';
import { RedisLanes } from './lanes';

/** A kind whose tasks of one lane run at most `limit` at once; its `due` finds nothing, so only queued jobs run. */
function laneKind(name: string, options: { concurrency: number; limit: number }, attempt: TaskKind['attempt']): TaskKind {
  return { name, concurrency: options.concurrency, lanes: { limit: options.limit, leaseMs: 60_000 }, attempt, due: async () => [] };
}

/** The engine as the service runs it: task rows in PostgreSQL, jobs on BullMQ and lane slots in Redis. */
describe.each(redisTopologies)('the task engine on %s', (_topology, start) => {
  let redis: RedisUnderTest;
  let service: TestRuntime;

  beforeAll(async () => {
    redis = await start();
    service = await startTestRuntime({ redisUrl: redis.url });
  });
  afterAll(async () => {
    await service?.close();
    await redis?.stop();
  });

  const runWorkers = (kind: TaskKind) => service.runtime.jobs.startWorkers(service.runtime.tasks.processors([kind]), []);

  it('queues a committed task and runs it on a worker, which records it done', async () => {
    const performed: string[] = [];
    const kind = service.runtime.platformTasks.kind({
      name: 'test.engine',
      concurrency: 1,
      retry: { delaysMs: [], jitter: 0 },
      perform: async ({ subject }) => {
        performed.push(subject);
        return 'done';
      },
    });
    await runWorkers(kind);
    await service.runtime.database.run(() => service.runtime.platformTasks.schedule('test.engine', { storeId: 1, subject: 'order-1' }));
    const status = async () =>
      (await sql<{ status: string }>`select status from platform.tasks where kind = 'test.engine' and subject = 'order-1'`.execute(service.runtime.database.root)).rows[0]?.status;
    await eventually(async () => ((await status()) === 'done' ? true : undefined), 'the task to be done');
    expect(performed).toEqual(['order-1']);
  });

  it("runs at most a lane's limit of its tasks at once, however many workers could take them, holding the slots in Redis", async () => {
    const LIMIT = 2;
    let inFlight = 0;
    let mostAtOnce = 0;
    const finished = new Set<number>();
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const kind = laneKind('test.lanes', { concurrency: 4, limit: LIMIT }, async (task) => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      await gate;
      inFlight -= 1;
      finished.add(task.id);
      return undefined;
    });
    await runWorkers(kind);
    const tasks: TaskRef[] = [1, 2, 3, 4, 5].map((id) => ({ id, attempts: 0, lane: 'receiver' }));
    // Five commits, five jobs: more jobs of the lane than it has slots.
    for (const task of tasks) await service.runtime.database.run(() => service.runtime.tasks.afterCommit(kind.name, [task]));

    await eventually(() => (inFlight === LIMIT ? true : undefined), 'the lane to be full');
    // A third task was tried while the lane was full, and put off rather than run.
    await eventually(async () => ((await deferred('test.lanes')) > 0 ? true : undefined), 'a task to be deferred');
    // The slots are the shared ones: another instance finds the lane full too.
    expect(await new RedisLanes(service.runtime.redis!, service.config.redisKeyPrefix).take('test.lanes:receiver', LIMIT, 60_000)).toBeUndefined();

    openGate();
    await eventually(() => (finished.size === tasks.length ? true : undefined), 'every task to finish');
    expect(mostAtOnce).toBe(LIMIT);
  });

  it("queues a lane's tasks committed together as one job per slot of the lane, which still run as many at once as the lane allows", async () => {
    const LIMIT = 3;
    const TASKS = 30;
    let inFlight = 0;
    let mostAtOnce = 0;
    const attempted: number[] = [];
    let lanesFilled = false;
    const kind = laneKind('test.together', { concurrency: 8, limit: LIMIT }, async (task) => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      if (inFlight === LIMIT) lanesFilled = true;
      // The first attempts wait for each other until the lane is full, so that "at once" is certain, not timed.
      await eventually(() => (lanesFilled ? true : undefined), 'the lane to fill');
      attempted.push(task.id);
      inFlight -= 1;
      return undefined;
    });
    service.runtime.tasks.processors([kind]);
    const tasks: TaskRef[] = Array.from({ length: TASKS }, (_, index) => ({ id: index + 1, attempts: 0, lane: 'one-receiver' }));
    await service.runtime.database.run(() => service.runtime.tasks.afterCommit(kind.name, tasks));
    // Queued before any worker runs: the queue holds one job per slot, not one per task.
    expect((await service.runtime.jobs.depth(kind.name)).waiting).toBe(LIMIT);

    await runWorkers(kind);
    await eventually(() => (attempted.length === TASKS ? true : undefined), 'every task to be attempted');
    expect([...attempted].sort((a, b) => a - b)).toEqual(tasks.map((task) => task.id));
    expect(mostAtOnce).toBe(LIMIT);
  });

  it("queues a lane's tasks that are due now (a new delivery is due at its recording) together, and a retry still alone at its time", async () => {
    const LIMIT = 2;
    const kind = laneKind('test.due-now', { concurrency: 1, limit: LIMIT }, async () => undefined);
    service.runtime.tasks.processors([kind]);
    const dueNow = new Date(Date.now() - 1);
    const tasks: TaskRef[] = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, attempts: 0, lane: 'receiver', runAt: dueNow }));
    const retry: TaskRef = { id: 11, attempts: 1, lane: 'receiver', runAt: new Date(Date.now() + 60_000) };
    await service.runtime.database.run(() => service.runtime.tasks.afterCommit(kind.name, [...tasks, retry]));

    expect(await service.runtime.jobs.depth(kind.name)).toEqual({ waiting: LIMIT, delayed: 1, active: 0 });
  });

  it('queues each late task the recovery pass finds alone, under its first job’s name, so a task whose job still waits is queued once', async () => {
    const late = new Date(Date.now() - 60_000);
    const lost: TaskRef[] = [1, 2, 3, 4].map((id) => ({ id, attempts: 0, lane: 'receiver', runAt: late }));
    const kind: TaskKind = { ...laneKind('test.recovered', { concurrency: 1, limit: 2 }, async () => undefined), due: async () => lost };
    service.runtime.tasks.processors([kind]);
    await service.runtime.jobs.queue.enqueue(kind.name, { id: '1-0', name: 'attempt', data: { tasks: [{ id: 1, attempts: 0 }], lane: 'receiver' } });

    const recovery = service.runtime.tasks.recovery();
    await recovery.runOnce();
    await recovery.runOnce();

    // One job a task, the first task's the job already waiting: not one job per slot of the lane.
    expect((await service.runtime.jobs.depth(kind.name)).waiting).toBe(4);
  });

  it("hands a job's lane slot to its next task once an attempt's outside part is over, and ends the job only when every record is written", async () => {
    const tasks: TaskRef[] = [1, 2, 3].map((id) => ({ id, attempts: 0, lane: 'receiver' }));
    const begun: number[] = [];
    const records = new Map<number, () => void>();
    const inTurnOf: TaskRef[][] = [];
    const kind: TaskKind = {
      ...laneKind('test.in-turn', { concurrency: 1, limit: 1 }, async () => {
        throw new Error('a job of several tasks is attempted in turn');
      }),
      attemptInTurn: (job) => {
        inTurnOf.push([...job]);
        return async (task) => {
          begun.push(task.id);
          // The record of this attempt is left unwritten until the test lets it through.
          return { recorded: new Promise((resolve) => records.set(task.id, () => resolve(undefined))) };
        };
      },
    };
    service.runtime.tasks.processors([kind]);
    await service.runtime.database.run(() => service.runtime.tasks.afterCommit(kind.name, tasks));
    await runWorkers(kind);

    // With one slot in the lane, the three attempts began while none of their records was written.
    await eventually(() => (begun.length === 3 ? true : undefined), 'every attempt to begin');
    expect(inTurnOf).toEqual([tasks]);
    records.get(1)!();
    records.get(2)!();
    // One record still unwritten: the job is not done.
    expect((await service.runtime.jobs.depth(kind.name)).active).toBe(1);
    records.get(3)!();
    await eventually(async () => ((await service.runtime.jobs.depth(kind.name)).active === 0 ? true : undefined), 'the job to end once every record is written');
  });

  it('still runs a job of one task queued as jobs were before tasks were queued together (an upgrade with jobs waiting)', async () => {
    const attempted: TaskRef[] = [];
    const kind = laneKind('test.upgrade', { concurrency: 1, limit: 2 }, async (task) => void attempted.push(task));
    await runWorkers(kind);
    await service.runtime.jobs.queue.enqueue(kind.name, { id: '7-1', name: 'attempt', data: { id: 7, attempts: 1, lane: 'receiver' } });
    await eventually(() => (attempted.length > 0 ? true : undefined), 'the task to be attempted');
    expect(attempted).toEqual([{ id: 7, attempts: 1, lane: 'receiver' }]);
  });

  it("lets a stopping process finish the task a job is running and leaves the job's other tasks for another run", async () => {
    const stopping = await startTestRuntime({ redisUrl: redis.url });
    const attempted: number[] = [];
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const kind = laneKind('test.stopping', { concurrency: 1, limit: 1 }, async (task) => {
      attempted.push(task.id);
      await gate;
      return undefined;
    });
    await stopping.runtime.jobs.startWorkers(stopping.runtime.tasks.processors([kind]), []);
    await stopping.runtime.database.run(() => stopping.runtime.tasks.afterCommit(kind.name, [1, 2, 3].map((id) => ({ id, attempts: 0, lane: 'receiver' }))));
    await eventually(() => (attempted.length > 0 ? true : undefined), 'the first task to start');

    // The task is let go only once the process has begun to stop.
    stopping.runtime.onClose(async () => openGate());
    await stopping.close();

    expect(attempted).toEqual([1]);
    // The job was put off, its other tasks with it, for a worker of another process (or of this one, started again).
    expect(await deferred(kind.name, stopping)).toBe(1);
  });

  async function deferred(queue: string, of: TestRuntime = service): Promise<number> {
    const counter = (await of.runtime.metrics.registry.getSingleMetric('task_jobs_total')?.get())?.values ?? [];
    return counter.filter((value) => value.labels.queue === queue && value.labels.outcome === 'deferred').reduce((sum, value) => sum + value.value, 0);
  }
});
