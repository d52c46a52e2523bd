import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { EventRoute, RelayedEvent } from '../../shared-kernel/events/domain-event';
import { KyselyEventOutbox } from '../database/kysely-event-outbox';
import { startTestRuntime, type TestRuntime } from '../../tests/support/test-runtime';
import { OutboxRelay } from './outbox-relay';
import { purgeRelayedEvents } from './purge-relayed-events.processor';

/** A consumer that records what it was handed, as deliveries and tasks are recorded. */
function recorder(eventType: string, name: string, seen: { route: string; event: RelayedEvent }[]): EventRoute {
  return { eventType, recorder: name, record: async (events) => void seen.push(...events.map((event) => ({ route: name, event }))) };
}

describe('the outbox relay', () => {
  let service: TestRuntime;
  let seen: { route: string; event: RelayedEvent }[] = [];
  const routes = () => [recorder('test.thing_happened', 'first', seen), recorder('test.thing_happened', 'second', seen)];
  const write = (type: string, count: number) =>
    service.runtime.database.run(() =>
      new KyselyEventOutbox(service.runtime.database).add(
        Array.from({ length: count }, () => ({ id: randomUUID(), type, storeId: 1, occurredAt: new Date(), payload: { n: 1 } })),
      ),
    );
  const pending = async (type: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from platform.outbox_events where type = ${type} and relayed_at is null`.execute(service.runtime.database.root)).rows[0]!.n;

  beforeAll(async () => {
    service = await startTestRuntime();
  });
  afterAll(() => service.close());
  beforeEach(async () => {
    await sql`delete from platform.outbox_events`.execute(service.runtime.database.root);
    seen = [];
  });

  it('hands every committed event once to each route that consumes it, then marks it relayed', async () => {
    await write('test.thing_happened', 3);
    const relay = new OutboxRelay(service.runtime.database, routes());
    expect(await relay.relayBatch()).toBe(3);
    expect(seen.map((entry) => entry.route).sort()).toEqual(['first', 'first', 'first', 'second', 'second', 'second']);
    expect(seen[0]!.event).toMatchObject({ type: 'test.thing_happened', storeId: 1, payload: { n: 1 } });
    expect(await relay.relayBatch()).toBe(0);
    expect(seen).toHaveLength(6);
  });

  it('leaves events nobody consumes yet pending, for the consumer that will', async () => {
    await write('test.nobody_listens', 2);
    expect(await new OutboxRelay(service.runtime.database, routes()).relayBatch()).toBe(0);
    expect(await pending('test.nobody_listens')).toBe(2);
  });

  it('lets concurrent relays share the work without handing any event over twice', async () => {
    await write('test.thing_happened', 50);
    const relays = [1, 2, 3].map(() => new OutboxRelay(service.runtime.database, routes()));
    const drain = async (relay: OutboxRelay) => {
      while ((await relay.relayBatch(7)) > 0);
    };
    await Promise.all(relays.map(drain));
    const handed = seen.map((entry) => `${entry.route}.${entry.event.eventId}`);
    expect(handed).toHaveLength(100);
    expect(new Set(handed).size).toBe(100);
    expect(await pending('test.thing_happened')).toBe(0);
  });

  it('hands events to a recorder inside its own transaction: a failing recorder leaves them pending', async () => {
    await write('test.recorded', 3);
    const recorded: string[] = [];
    const failing: EventRoute = { eventType: 'test.recorded', recorder: 'test', record: async () => { throw new Error('the recorder failed'); } };
    await expect(new OutboxRelay(service.runtime.database, [failing]).relayBatch()).rejects.toThrow('the recorder failed');
    expect(await pending('test.recorded')).toBe(3);
    const counting: EventRoute = { eventType: 'test.recorded', recorder: 'test', record: async (events) => void recorded.push(...events.map((event) => event.eventId)) };
    expect(await new OutboxRelay(service.runtime.database, [counting]).relayBatch()).toBe(3);
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
