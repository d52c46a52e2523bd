import { CursorCodec } from '../../../shared-kernel/http/pagination';
import { actingForStore } from '../../../shared-kernel/request-context';
import { inMemoryWebhooks } from '../test-support/in-memory-webhooks';
import { ReadSubscriptionsService } from './read-subscriptions.service';

async function setUp() {
  const webhooks = inMemoryWebhooks();
  const mine = [await webhooks.subscribe(5), await webhooks.subscribe(6), await webhooks.subscribe(5), await webhooks.subscribe(5)];
  return { mine, service: new ReadSubscriptionsService(webhooks.subscriptions, new CursorCodec('test secret')) };
}

describe('reading webhook subscriptions', () => {
  it('reads a subscription of the current store, and answers 404 for another store’s', async () => {
    const { service, mine } = await setUp();
    await expect(actingForStore(5, () => service.get(mine[0]!.id))).resolves.toEqual(mine[0]);
    await expect(actingForStore(5, () => service.get(mine[1]!.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });

  it('lists the store’s subscriptions oldest first, page by page, on a cursor only it may use', async () => {
    const { service, mine } = await setUp();
    const first = await actingForStore(5, () => service.list({ limit: 2 }));
    expect(first.items.map((subscription) => subscription.id)).toEqual([mine[0]!.id, mine[2]!.id]);
    await expect(actingForStore(5, () => service.list({ limit: 2, cursor: first.nextCursor! }))).resolves.toEqual({ items: [mine[3]], nextCursor: null });
    await expect(actingForStore(6, () => service.list({ limit: 2, cursor: first.nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
  });
});
