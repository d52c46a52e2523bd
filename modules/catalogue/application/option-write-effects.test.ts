import type { QueuedEventRoute } from '../../../shared-kernel/events/domain-event';
import { aCatalogue, STORE } from '../test-support/a-catalogue';
import { LANGUAGE_SYNC_QUEUE, LANGUAGE_SYNC_ROUTE, OPTION_WRITTEN } from './option-write-effects';

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

  it('routes the event to the language sync, one pending sync per customiser', () => {
    const event = { eventId: 'e1', type: OPTION_WRITTEN, storeId: STORE, occurredAt: '2026-05-04T09:00:00Z', payload: { customiser_id: 7 } };
    const route = LANGUAGE_SYNC_ROUTE as QueuedEventRoute;
    expect(route).toMatchObject({ eventType: OPTION_WRITTEN, queue: LANGUAGE_SYNC_QUEUE });
    expect(route.deduplicationId!(event)).toBe('customiser-7');
  });
});
