import { CursorCodec } from '../../../../shared-kernel/http/pagination';
import { actingForStore } from '../../../../shared-kernel/request-context';
import { ordersOverFourDays } from '../../test-support/orders-over-days';
import { ListOrdersService } from './list-orders.service';

async function setUp() {
  const { orders, mine } = await ordersOverFourDays();
  const cursors = new CursorCodec('test secret');
  return { mine, list: new ListOrdersService(orders, cursors) };
}

describe('listing orders', () => {
  it('lists the store’s orders oldest first, page by page, until the last page has no cursor', async () => {
    const { list } = await setUp();
    const first = await actingForStore(5, () => list.list({}, { limit: 3 }));
    expect(first.items.map((order) => order.orderNumber)).toEqual([1001, 1002, 1003]);
    const second = await actingForStore(5, () => list.list({}, { limit: 3, cursor: first.nextCursor! }));
    expect(second).toMatchObject({ items: [{ orderNumber: 1004 }], nextCursor: null });
  });

  it('filters by creation time, exclusive at both ends', async () => {
    const { list } = await setUp();
    const filters = { createdAfter: new Date('2026-03-01T10:00:00Z'), createdBefore: new Date('2026-03-04T10:00:00Z') };
    const listed = await actingForStore(5, () => list.list(filters, { limit: 10 }));
    expect(listed.items.map((order) => order.orderNumber)).toEqual([1002, 1003]);
  });

  it('refuses a cursor used with other filters or by another store', async () => {
    const { list } = await setUp();
    const { nextCursor } = await actingForStore(5, () => list.list({}, { limit: 1 }));
    await expect(actingForStore(5, () => list.list({ createdAfter: new Date('2026-03-01') }, { limit: 1, cursor: nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
    await expect(actingForStore(6, () => list.list({}, { limit: 1, cursor: nextCursor! }))).rejects.toMatchObject({ status: 422, code: 'invalid_cursor' });
  });
});
