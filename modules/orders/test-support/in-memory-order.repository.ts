import { systemClock, type Clock } from '../../../shared-kernel/clock';
import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { pageById } from '../../../shared-kernel/test-support/page-by-id';
import { FIRST_ORDER_NUMBER, type NewOrder, type Order } from '../domain/order';
import type { OrderFilters, OrderRepository } from '../application/ports';

/**
 * Orders in memory: each store numbers its own from 1001 up (the counter rolls back with its
 * transaction), another store's orders are never found, listings are oldest first by id.
 */
export class InMemoryOrderRepository implements OrderRepository, Transactional {
  readonly orders = new Map<number, Order>();
  readonly lastNumbers = new Map<number, number>();
  private nextId = 1;

  constructor(private readonly clock: Clock = systemClock) {}

  async nextOrderNumber(storeId: number): Promise<number> {
    const next = (this.lastNumbers.get(storeId) ?? FIRST_ORDER_NUMBER - 1) + 1;
    this.lastNumbers.set(storeId, next);
    return next;
  }

  async create(order: NewOrder): Promise<Order> {
    const now = this.clock.now();
    const created: Order = { ...copyOf(order), id: this.nextId++, createdAt: now, updatedAt: now };
    this.orders.set(created.id, created);
    return copyOf(created);
  }

  async findByExternalId(storeId: number, integrationId: number, externalId: string): Promise<number | undefined> {
    return [...this.orders.values()].find((order) => order.storeId === storeId && order.integrationId === integrationId && order.externalId === externalId)?.id;
  }

  async find(storeId: number, id: number): Promise<Order | undefined> {
    const order = this.orders.get(id);
    return order?.storeId === storeId ? copyOf(order) : undefined;
  }

  async list(storeId: number, filters: OrderFilters, page: PageRequest<number>): Promise<Page<Order, number>> {
    const matching = [...this.orders.values()].filter(
      (order) => order.storeId === storeId && (!filters.createdAfter || order.createdAt > filters.createdAfter) && (!filters.createdBefore || order.createdAt < filters.createdBefore),
    );
    return pageById(matching.map(copyOf), page);
  }

  async summarise(storeId: number, from: Date, to: Date): Promise<{ orders: number; revenue: number }> {
    const inWindow = [...this.orders.values()].filter((order) => order.storeId === storeId && order.createdAt >= from && order.createdAt < to);
    return { orders: inWindow.length, revenue: inWindow.reduce((sum, order) => sum + order.orderTotal, 0) };
  }

  checkpoint(): () => void {
    return checkpointOf(this.orders, this.lastNumbers);
  }
}
