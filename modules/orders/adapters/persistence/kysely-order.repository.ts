import { inject, injectable } from 'inversify';
import { sql, type Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Page, PageRequest } from '../../../../shared-kernel/http/pagination';
import { FIRST_ORDER_NUMBER, type NewOrder, type Order, type OrderLine } from '../../domain/order';
import type { OrderFilters, OrderRepository } from '../../application/ports';
import { fromJson, toJson, type OrdersTables } from './orders.tables';

type OrderRow = Selectable<OrdersTables['orders.orders']>;
type LineRow = Selectable<OrdersTables['orders.order_lines']>;

@injectable()
export class KyselyOrderRepository implements OrderRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<OrdersTables>();
  }

  async nextOrderNumber(storeId: number): Promise<number> {
    const row = await this.db
      .insertInto('orders.order_numbers')
      .values({ store_id: storeId, last_number: FIRST_ORDER_NUMBER })
      .onConflict((conflict) => conflict.column('store_id').doUpdateSet({ last_number: sql`orders.order_numbers.last_number + 1` }))
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return row.last_number;
  }

  async findByExternalId(storeId: number, integrationId: number, externalId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('orders.orders')
      .select('id')
      .where('store_id', '=', storeId)
      .where('integration_id', '=', integrationId)
      .where('external_id', '=', externalId)
      .orderBy('id')
      .executeTakeFirst();
    return row?.id;
  }

  async create(order: NewOrder): Promise<Order> {
    const row = await this.db
      .insertInto('orders.orders')
      .values({
        store_id: order.storeId,
        integration_id: order.integrationId,
        order_number: order.orderNumber,
        external_id: order.externalId,
        external_order_number: order.externalOrderNumber,
        currency: order.currency,
        order_total: order.orderTotal,
        app_total: order.appTotal,
        shipping_line: order.shippingLine,
        customer: toJson(order.customer),
        billing_address: toJson(order.billingAddress),
        shipping_address: toJson(order.shippingAddress),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const lines = order.lines.map((line, position) => ({
      order_id: row.id,
      position,
      product_id: line.productId,
      quantity: line.quantity,
      price: line.price,
      product: toJson(line.product),
    }));
    if (lines.length > 0) await this.db.insertInto('orders.order_lines').values(lines).execute();
    return toOrder(row, order.lines);
  }

  async find(storeId: number, id: number): Promise<Order | undefined> {
    const row = await this.db.selectFrom('orders.orders').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    return toOrder(row, (await this.linesOf([row.id])).get(row.id) ?? []);
  }

  async list(storeId: number, filters: OrderFilters, page: PageRequest<number>): Promise<Page<Order, number>> {
    let query = this.db.selectFrom('orders.orders').selectAll().where('store_id', '=', storeId);
    if (filters.createdAfter) query = query.where('created_at', '>', filters.createdAfter);
    if (filters.createdBefore) query = query.where('created_at', '<', filters.createdBefore);
    if (page.after !== undefined) query = query.where('id', '>', page.after);
    const rows = await query.orderBy('id').limit(page.limit + 1).execute();
    const shown = rows.slice(0, page.limit);
    const lines = await this.linesOf(shown.map((row) => row.id));
    const items = shown.map((row) => toOrder(row, lines.get(row.id) ?? []));
    return { items, nextPosition: rows.length > page.limit ? items[items.length - 1]!.id : undefined };
  }

  async summarise(storeId: number, from: Date, to: Date): Promise<{ orders: number; revenue: number }> {
    const row = await this.db
      .selectFrom('orders.orders')
      .select((eb) => [eb.fn.countAll<number>().as('orders'), eb.fn.coalesce(eb.fn.sum<number>('order_total'), sql<number>`0`).as('revenue')])
      .where('store_id', '=', storeId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow();
    return { orders: Number(row.orders), revenue: Number(row.revenue) };
  }

  private async linesOf(orderIds: number[]): Promise<Map<number, OrderLine[]>> {
    const byOrder = new Map<number, OrderLine[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await this.db.selectFrom('orders.order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('position').execute();
    for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), toLine(row)]);
    return byOrder;
  }
}

function toLine(row: LineRow): OrderLine {
  return { productId: row.product_id, quantity: row.quantity, price: Number(row.price), product: fromJson(row.product) };
}

function toOrder(row: OrderRow, lines: OrderLine[]): Order {
  return {
    id: row.id,
    storeId: row.store_id,
    integrationId: row.integration_id,
    orderNumber: row.order_number,
    externalId: row.external_id,
    externalOrderNumber: row.external_order_number,
    currency: row.currency,
    orderTotal: Number(row.order_total),
    appTotal: Number(row.app_total),
    shippingLine: row.shipping_line,
    customer: fromJson(row.customer),
    billingAddress: fromJson(row.billing_address),
    shippingAddress: fromJson(row.shipping_address),
    lines,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
