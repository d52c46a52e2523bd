import { actingForStore } from '../../../../shared-kernel/request-context';
import { ordersOverFourDays } from '../../test-support/orders-over-days';
import { GetOrderService } from './get-order.service';

async function setUp() {
  const { orders, mine } = await ordersOverFourDays();
  return { mine, get: new GetOrderService(orders) };
}

describe('reading an order', () => {
  it('finds an order of the current store by id, and answers 404 for another store’s', async () => {
    const { get, mine } = await setUp();
    await expect(actingForStore(5, () => get.get(mine[0]!.id))).resolves.toMatchObject({ id: mine[0]!.id, orderNumber: 1001 });
    await expect(actingForStore(5, () => get.get(mine[2]!.id))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
