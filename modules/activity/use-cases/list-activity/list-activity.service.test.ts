import { CursorCodec } from '../../../../shared-kernel/http/pagination';
import { actingForStore } from '../../../../shared-kernel/request-context';
import { SettableClock } from '../../../../shared-kernel/test-support/settable-clock';
import { InMemoryActivityLog } from '../../test-support/in-memory-activity-log';
import { ListActivityService } from './list-activity.service';

async function setUp() {
  const clock = new SettableClock('2026-03-01T10:00:00Z');
  const log = new InMemoryActivityLog(clock);
  const actor = { type: 'api_key' as const, id: '7', name: 'Shop sync' };
  const write = async (storeId: number, action: string) => {
    await log.record({ storeId, action, resource: { type: action.split('.')[0]!, id: '1', customiserId: null }, actor, requestId: null });
    clock.advance(3_600_000);
  };
  for (const action of ['customiser.created', 'colour.created', 'customiser.updated', 'colour.deleted']) await write(5, action);
  await write(6, 'order.created');
  return { list: new ListActivityService(log, new CursorCodec('test secret')) };
}

const actions = (page: { items: { action: string }[] }) => page.items.map((item) => item.action);

describe('listing a store’s activity', () => {
  it('lists the calling store’s items newest first, page by page, until the last page has no cursor', async () => {
    const { list } = await setUp();
    const first = await actingForStore(5, () => list.list({}, { limit: 3 }));
    expect(actions(first)).toEqual(['colour.deleted', 'customiser.updated', 'colour.created']);
    const second = await actingForStore(5, () => list.list({}, { limit: 3, cursor: first.nextCursor! }));
    expect(second).toMatchObject({ items: [{ action: 'customiser.created' }], nextCursor: null });
    expect(actions(await actingForStore(6, () => list.list({}, { limit: 10 })))).toEqual(['order.created']);
  });

  it('filters by resource type, action and creation time, exclusive at both ends', async () => {
    const { list } = await setUp();
    expect(actions(await actingForStore(5, () => list.list({ resourceType: 'customiser' }, { limit: 10 })))).toEqual(['customiser.updated', 'customiser.created']);
    expect(actions(await actingForStore(5, () => list.list({ action: 'colour.created' }, { limit: 10 })))).toEqual(['colour.created']);
    const window = { createdAfter: new Date('2026-03-01T10:00:00Z'), createdBefore: new Date('2026-03-01T13:00:00Z') };
    expect(actions(await actingForStore(5, () => list.list(window, { limit: 10 })))).toEqual(['customiser.updated', 'colour.created']);
  });

  it('refuses a cursor used with other filters or by another store', async () => {
    const { list } = await setUp();
    const { nextCursor } = await actingForStore(5, () => list.list({ resourceType: 'colour' }, { limit: 1 }));
    await expect(actingForStore(5, () => list.list({ resourceType: 'customiser' }, { limit: 1, cursor: nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
    await expect(actingForStore(6, () => list.list({ resourceType: 'colour' }, { limit: 1, cursor: nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
  });
});
