import { aCatalogue, STORE } from '../test-support/a-catalogue';
import { LANGUAGE_SYNC, languageSyncRoute, OPTION_WRITTEN } from './option-write-effects';

const WRITE = { storeId: STORE, customiserId: 7, subject: 'colours', subjectId: 12, action: 'updated' as const };

describe('the side effects of an option write', () => {
  it('adds catalogue.option_written to the outbox in the writer’s unit of work', async () => {
    const { as, effects, outbox, clock } = aCatalogue();
    await as(STORE, () => effects.written(WRITE));
    expect(outbox.events).toEqual([
      { id: expect.any(String), type: OPTION_WRITTEN, storeId: STORE, occurredAt: clock.now(), payload: { customiser_id: 7, subject: 'colours', subject_id: 12, action: 'updated' } },
    ]);
  });

  it('clears the customiser’s storefront configuration only once the unit of work has committed', async () => {
    const { as, effects, cache } = aCatalogue();
    const generations: number[] = [];
    await as(STORE, async () => {
      await effects.written(WRITE);
      generations.push(await cache.generation(7));
    });
    generations.push(await cache.generation(7));
    expect(generations).toEqual([0, 1]);
  });

  it('leaves neither event nor cleared configuration when the unit of work rolls back', async () => {
    const { as, effects, cache, outbox } = aCatalogue();
    await expect(
      as(STORE, async () => {
        await effects.written(WRITE);
        throw new Error('a later rule refused the write');
      }),
    ).rejects.toThrow('refused');
    expect(outbox.events).toEqual([]);
    expect(await cache.generation(7)).toBe(0);
  });

  it('has the relay schedule a language sync of the written customiser, coalescing a burst of writes', async () => {
    const scheduled: unknown[] = [];
    const route = languageSyncRoute({ schedule: async (kind, task) => void scheduled.push({ kind, ...task }) });
    await route.record([{ eventId: 'e1', type: OPTION_WRITTEN, storeId: STORE, occurredAt: '2026-05-04T09:00:00Z', payload: { customiser_id: 7 } }]);
    expect(route.eventType).toBe(OPTION_WRITTEN);
    expect(scheduled).toEqual([{ kind: LANGUAGE_SYNC, storeId: STORE, subject: '7', coalesceMs: expect.any(Number) }]);
  });

  it('schedules one sync per customiser for a relay batch of several writes to it', async () => {
    const scheduled: unknown[] = [];
    const route = languageSyncRoute({ schedule: async (kind, task) => void scheduled.push({ kind, ...task }) });
    const written = (eventId: string, customiser: number) => ({ eventId, type: OPTION_WRITTEN, storeId: STORE, occurredAt: '2026-05-04T09:00:00Z', payload: { customiser_id: customiser } });
    await route.record([written('e1', 7), written('e2', 8), written('e3', 7)]);
    expect(scheduled).toEqual([
      { kind: LANGUAGE_SYNC, storeId: STORE, subject: '7', coalesceMs: expect.any(Number) },
      { kind: LANGUAGE_SYNC, storeId: STORE, subject: '8', coalesceMs: expect.any(Number) },
    ]);
  });
});
