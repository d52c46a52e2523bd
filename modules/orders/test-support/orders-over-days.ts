import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { anOrder } from './an-order';
import { InMemoryOrderRepository } from './in-memory-order.repository';

/** Five orders on four days of March: four of store 5 (one each day) and one of store 6 on the second. */
export async function ordersOverFourDays() {
  const clock = new SettableClock('2026-03-01T00:00:00Z');
  const orders = new InMemoryOrderRepository(clock);
  const record = async (storeId: number, day: string) => {
    clock.set(`2026-03-${day}T10:00:00Z`);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...order } = anOrder({ storeId });
    return orders.create({ ...order, orderNumber: await orders.nextOrderNumber(storeId) });
  };
  const mine = [await record(5, '01'), await record(5, '02'), await record(6, '02'), await record(5, '03'), await record(5, '04')];
  return { orders, mine };
}
