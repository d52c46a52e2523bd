import type { Clock } from '../../../shared-kernel/clock';
import { DeprecatedUsageCounter } from './deprecated-usage-counter';
import { InMemoryDeprecatedUsageRepository } from '../test-support/in-memory-deprecated-usage.repository';

describe('deprecated usage counter', () => {
  let now = new Date('2026-08-01T10:00:00Z');
  const clock: Clock = { now: () => now };
  const use = (storeId: number, route = '/api/v2/customisers') => ({ storeId, method: 'GET', route });

  it('adds uses up per store, day and operation, and writes them in one batch', async () => {
    const usage = new InMemoryDeprecatedUsageRepository();
    const counter = new DeprecatedUsageCounter(usage, clock);
    counter.record(use(1));
    counter.record(use(1));
    counter.record(use(2));
    counter.record(use(1, '/api/v2/webhooks'));
    now = new Date('2026-08-02T00:00:01Z');
    counter.record(use(1));
    await counter.flush();
    expect(usage.batches).toHaveLength(1);
    expect(usage.batches[0]).toEqual([
      { storeId: 1, method: 'GET', route: '/api/v2/customisers', day: '2026-08-01', requests: 2 },
      { storeId: 2, method: 'GET', route: '/api/v2/customisers', day: '2026-08-01', requests: 1 },
      { storeId: 1, method: 'GET', route: '/api/v2/webhooks', day: '2026-08-01', requests: 1 },
      { storeId: 1, method: 'GET', route: '/api/v2/customisers', day: '2026-08-02', requests: 1 },
    ]);
    await counter.flush();
    expect(usage.batches).toHaveLength(1);
  });

  it('keeps the counts of a failed write for the next one', async () => {
    const usage = new InMemoryDeprecatedUsageRepository();
    const counter = new DeprecatedUsageCounter(usage, clock);
    counter.record(use(3));
    usage.failNextWrite();
    await counter.flush();
    counter.record(use(3));
    await counter.flush();
    expect(usage.batches).toEqual([[expect.objectContaining({ storeId: 3, requests: 2 })]]);
  });
});
