import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { EVENT_OUTBOX, type EventOutbox } from '../../../../shared-kernel/events/domain-event';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { OrdersTokens } from '../../orders.tokens';
import { appTotal, type Order, type OrderLine } from '../../domain/order';
import type { RecordOrderCommand } from '../../model/order-submission';
import { ORDER_CREATED, orderCreatedPayload } from '../../domain/order-created';
import { assertOrderAcceptable } from '../../domain/order-rules';
import type { NewOrderEmail, OrderEmail } from '../../domain/order-email';
import type { OrderRepository, OrderStores, ProductCatalogue } from '../../application/ports';
import type { QueueEmailService } from '../../application/queue-email.service';

/**
 * Records a completed order of the current store: numbers it, writes `order:created` to the outbox and
 * queues the first order email, all in the caller's transaction (the operation's: it begins none).
 */
@injectable()
export class RecordOrderService {
  constructor(
    @inject(OrdersTokens.OrderRepository) private readonly orders: OrderRepository,
    @inject(OrdersTokens.OrderStores) private readonly stores: OrderStores,
    @inject(OrdersTokens.ProductCatalogue) private readonly catalogue: ProductCatalogue,
    @inject(OrdersTokens.QueueOrderEmail) private readonly emails: QueueEmailService<OrderEmail, NewOrderEmail>,
    @inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(command: RecordOrderCommand): Promise<Order> {
    const storeId = currentStoreId();
    const { currency: storeCurrency } = await this.stores.profile(storeId);
    const integrationAcceptsWrites = storeCurrency !== null && (await this.stores.acceptsWrites(storeId, command.integrationId));
    const resolved = await Promise.all(command.lines.map((line) => this.catalogue.resolve('productId' in line ? { productId: line.productId } : { externalId: line.externalId })));
    const lines: OrderLine[] = command.lines.flatMap((line, index) => {
      const product = resolved[index];
      return product ? [{ productId: product.snapshot.product_id, quantity: line.quantity, price: line.price ?? product.priceAmount, product: product.snapshot }] : [];
    });
    assertOrderAcceptable({
      storeCurrency,
      currency: command.currency,
      integrationAcceptsWrites,
      lines: command.lines.map((line, index) => ({ reference: 'productId' in line ? 'product_id' : 'external_id', known: resolved[index] !== undefined })),
      appTotal: appTotal(lines),
    });
    const { lines: _inputLines, ...fields } = command;
    // Numbering holds the store's counter until commit, so a second request for the same order waits here
    // and then finds the first one's.
    const orderNumber = await this.orders.nextOrderNumber(storeId);
    await this.assertNotRecorded(storeId, command);
    const order = await this.orders.create({
      ...fields,
      storeId,
      orderNumber,
      appTotal: appTotal(lines),
      lines,
    });
    await this.outbox.add([{ id: randomUUID(), type: ORDER_CREATED, storeId, occurredAt: this.clock.now(), payload: orderCreatedPayload(order) }]);
    await this.emails.queue({ storeId, orderId: order.id, reason: 'order_created' });
    return order;
  }

  /** An order the integration already recorded under its external id is not recorded twice (no second email or webhook). */
  private async assertNotRecorded(storeId: number, command: RecordOrderCommand): Promise<void> {
    if (command.externalId === '') return;
    const existing = await this.orders.findByExternalId(storeId, command.integrationId, command.externalId);
    if (existing !== undefined) throw Problems.orderExists(existing, command.externalId);
  }
}
