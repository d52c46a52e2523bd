import { actingForStore } from '../../../../shared-kernel/request-context';
import { SettableClock } from '../../../../shared-kernel/test-support/settable-clock';
import { anOrder } from '../../test-support/an-order';
import { InMemoryOrderRepository } from '../../test-support/in-memory-order.repository';
import { GetOrderService } from './get-order.service';

async function setUp() {
  const clock = new SettableClock('2026-03-01T00:00:00Z');
  const orders = new InMemoryOrderRepository(clock);
  const record = async (storeId: number, day: string) => {
    clock.set(`2026-03-${day}T10:00:00Z`);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...order } = anOrder({ storeId });
    return orders.create({ ...order, orderNumber: await orders.nextOrderNumber(storeId) });
  };
  const mine = [await record(5, '01'), await record(5, '02'), await record(6, '02'), await record(5, '03'), await record(5, '04')];
  return { mine, get: new GetOrderService(orders) };
}

describe('reading an order', () => {
  it('finds an order of the current store by id, and answers 404 for another store’s', async () => {
    const { get, mine } = await setUp();
    await expect(actingForStore(5, () => get.get(mine[0]!.id))).resolves.toMatchObject({ id: mine[0]!.id, orderNumber: 1001 });
    await expect(actingForStore(5, () => get.get(mine[2]!.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
