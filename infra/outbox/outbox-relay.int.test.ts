import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import type { EventRoute } from '../../shared-kernel/events/domain-event';
import type { JobQueue, JobToEnqueue } from '../../shared-kernel/jobs';
import { KyselyEventOutbox } from '../database/kysely-event-outbox';
import { BullmqJobQueue } from '../queue/bullmq-job-queue';
import { startTestService, type TestService } from '../../tests/support/test-service';
import { OutboxRelay } from './outbox-relay';
import { purgeRelayedEvents } from './purge-relayed-events.processor';

class CountingQueue implements JobQueue {
  readonly jobs: { queue: string; job: JobToEnqueue }[] = [];
  failOn: string | undefined;

  async enqueue(queue: string, job: JobToEnqueue): Promise<void> {
    if (job.id === this.failOn) throw new Error('the process died here');
    this.jobs.push({ queue, job });
  }
}

describe('the outbox relay', () => {
  let service: TestService;
  const routes: EventRoute[] = [
    { eventType: 'test.thing_happened', queue: 'test.first' },
    { eventType: 'test.thing_happened', queue: 'test.second' },
  ];
  const write = (type: string, count: number) =>
    service.runtime.database.run(() =>
      new KyselyEventOutbox(service.runtime.database).add(
        Array.from({ length: count }, () => ({ id: randomUUID(), type, storeId: 1, occurredAt: new Date(), payload: { n: 1 } })),
      ),
    );
  const pending = async (type: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from platform.outbox_events where type = ${type} and relayed_at is null`.execute(service.runtime.database.root)).rows[0]!.n;

  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());
  beforeEach(async () => {
    await sql`delete from platform.outbox_events`.execute(service.runtime.database.root);
  });

  it('enqueues every committed event once for each queue that consumes it, then marks it relayed', async () => {
    await write('test.thing_happened', 3);
    const queue = new CountingQueue();
    const relay = new OutboxRelay(service.runtime.database, queue, routes);
    expect(await relay.relayBatch()).toBe(3);
    expect(queue.jobs.map((entry) => entry.queue).sort()).toEqual(['test.first', 'test.first', 'test.first', 'test.second', 'test.second', 'test.second']);
    expect(queue.jobs[0]!.job).toMatchObject({ name: 'test.thing_happened', data: { type: 'test.thing_happened', storeId: 1, payload: { n: 1 } } });
    expect(await relay.relayBatch()).toBe(0);
    expect(queue.jobs).toHaveLength(6);
  });

  it('leaves events nobody consumes yet pending, for the consumer that will', async () => {
    await write('test.nobody_listens', 2);
    expect(await new OutboxRelay(service.runtime.database, new CountingQueue(), routes).relayBatch()).toBe(0);
    expect(await pending('test.nobody_listens')).toBe(2);
  });

  it('lets concurrent relays share the work without enqueueing any event twice', async () => {
    await write('test.thing_happened', 50);
    const queue = new CountingQueue();
    const relays = [1, 2, 3].map(() => new OutboxRelay(service.runtime.database, queue, routes));
    const drain = async (relay: OutboxRelay) => {
      while ((await relay.relayBatch(7)) > 0);
    };
    await Promise.all(relays.map(drain));
    const ids = queue.jobs.map((entry) => entry.job.id);
    expect(ids).toHaveLength(100);
    expect(new Set(ids).size).toBe(100);
    expect(await pending('test.thing_happened')).toBe(0);
  });

  it('never queues an event twice on BullMQ when the relay dies between enqueueing and committing', async () => {
    await write('test.thing_happened', 2);
    const prefix = `${service.config.redisKeyPrefix}bull`;
    const bullmq = new BullmqJobQueue(service.runtime.redis!, prefix);
    const [, second] = (await sql<{ id: string }>`select id from platform.outbox_events order by occurred_at, id`.execute(service.runtime.database.root)).rows;
    const dying: JobQueue = {
      enqueue: async (queue, job, options) => {
        if (job.id === `${second!.id}.test-second`) throw new Error('the process died here');
        await bullmq.enqueue(queue, job, options);
      },
    };
    await expect(new OutboxRelay(service.runtime.database, dying, routes).relayBatch()).rejects.toThrow('the process died here');
    expect(await pending('test.thing_happened')).toBe(2);
    expect(await new OutboxRelay(service.runtime.database, bullmq, routes).relayBatch()).toBe(2);
    const counts = await Promise.all(['test.first', 'test.second'].map(async (name) => {
      const queue = new Queue(name, { connection: service.runtime.redis!, prefix });
      const count = await queue.getJobCountByTypes('waiting', 'delayed', 'active', 'completed');
      await queue.close();
      return count;
    }));
    expect(counts).toEqual([2, 2]);
    await bullmq.close();
  });

  it('hands events to a recorder inside its own transaction: a failing recorder leaves them pending', async () => {
    await write('test.recorded', 3);
    const recorded: string[] = [];
    const failing: EventRoute = { eventType: 'test.recorded', recorder: 'test', record: async () => { throw new Error('the recorder failed'); } };
    await expect(new OutboxRelay(service.runtime.database, new CountingQueue(), [failing]).relayBatch()).rejects.toThrow('the recorder failed');
    expect(await pending('test.recorded')).toBe(3);
    const recorder: EventRoute = { eventType: 'test.recorded', recorder: 'test', record: async (event) => void recorded.push(event.eventId) };
    expect(await new OutboxRelay(service.runtime.database, new CountingQueue(), [recorder]).relayBatch()).toBe(3);
    expect(recorded).toHaveLength(3);
    expect(await pending('test.recorded')).toBe(0);
  });

  it('purges relayed events after a week, never pending ones', async () => {
    await write('test.thing_happened', 2);
    await write('test.nobody_listens', 1);
    await sql`update platform.outbox_events set occurred_at = now() - interval '30 days'`.execute(service.runtime.database.root);
    await sql`update platform.outbox_events set relayed_at = now() - interval '8 days' where id = (select id from platform.outbox_events where type = 'test.thing_happened' limit 1)`.execute(service.runtime.database.root);
    await sql`update platform.outbox_events set relayed_at = now() - interval '6 days' where type = 'test.thing_happened' and relayed_at is null`.execute(service.runtime.database.root);
    expect(await purgeRelayedEvents(service.runtime.database, new Date())).toBe(1);
    const { rows } = await sql<{ type: string; relayed: boolean }>`select type, relayed_at is not null as relayed from platform.outbox_events order by type`.execute(service.runtime.database.root);
    expect(rows).toEqual([{ type: 'test.nobody_listens', relayed: false }, { type: 'test.thing_happened', relayed: true }]);
  });
});
