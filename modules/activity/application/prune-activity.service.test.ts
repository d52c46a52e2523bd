import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { ACTIVITY_RETENTION_DAYS } from '../domain/activity-item';
import { InMemoryActivityLog } from '../test-support/in-memory-activity-log';
import { PruneActivityService } from './prune-activity.service';
import { ActivityTestStoreData } from './test-store-data';

const DAY = 86_400_000;
const actor = { type: 'cli' as const, id: null, name: 'keys create' };
const entry = (storeId: number, action: string) => ({ storeId, action, resource: { type: 'api_key', id: '1', customiserId: null }, actor, requestId: null });

describe('keeping the activity log', () => {
  it('keeps every item for ninety days, and prunes older ones of every store', async () => {
    const clock = new SettableClock('2026-01-01T00:00:00Z');
    const log = new InMemoryActivityLog(clock);
    await log.record(entry(1, 'api_key.created'));
    await log.record(entry(2, 'api_key.created'));
    clock.advance(DAY);
    await log.record(entry(1, 'api_key.revoked'));
    clock.advance((ACTIVITY_RETENTION_DAYS - 1) * DAY);
    const prune = new PruneActivityService(log, clock);
    await expect(prune.prune()).resolves.toBe(0);
    clock.advance(1);
    await expect(prune.prune()).resolves.toBe(2);
    expect(log.items.map((item) => item.action)).toEqual(['api_key.revoked']);
  });

  it('drops a test store’s items when its data is reset, and no other store’s', async () => {
    const log = new InMemoryActivityLog(new SettableClock());
    await log.record(entry(1, 'api_key.created'));
    await log.record(entry(9, 'colour.created'));
    await expect(new ActivityTestStoreData(log).drop(9)).resolves.toBeUndefined();
    expect(log.items.map((item) => item.storeId)).toEqual([1]);
  });
});
