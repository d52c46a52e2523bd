import { actingForStore } from '../../../../shared-kernel/request-context';
import { InMemoryEventOutbox } from '../../../../shared-kernel/test-support/in-memory-event-outbox';
import { InMemoryTaskScheduler } from '../../../../shared-kernel/test-support/in-memory-task-scheduler';
import { InMemoryUnitOfWork } from '../../../../shared-kernel/test-support/in-memory-unit-of-work';
import { SettableClock } from '../../../../shared-kernel/test-support/settable-clock';
import { ORDER_CREATED, orderCreatedPayload } from '../../domain/order-created';
import { anOrderedProduct, anAddress } from '../../test-support/an-order';
import { InMemoryOrderEmailRepository } from '../../test-support/in-memory-order-email.repository';
import { InMemoryOrderRepository } from '../../test-support/in-memory-order.repository';
import { InMemoryOrderStores } from '../../test-support/in-memory-order-stores';
import { InMemoryProductCatalogue } from '../../test-support/in-memory-product-catalogue';
import { ORDER_EMAIL_TASK } from '../../application/email-tasks';
import { OrderEmailTemplate } from '../../application/order-email.template';
import { QueueEmailService } from '../../application/queue-email.service';
import type { RecordOrderCommand } from '../../model/order-submission';
import { RecordOrderService } from './record-order.service';

const STORE = 5;
const OTHER_STORE = 6;
const CUSTOM_INTEGRATION = 9;

function setUp() {
  const clock = new SettableClock('2026-03-04T12:00:00Z');
  const orders = new InMemoryOrderRepository(clock);
  const stores = new InMemoryOrderStores().add(STORE, { writers: [CUSTOM_INTEGRATION] }).add(OTHER_STORE, { currency: 'GBP', writers: [21] }).add(7, { currency: null });
  const catalogue = new InMemoryProductCatalogue()
    .add(STORE, anOrderedProduct({ product_id: 7, external_id: 'sku-7' }), { priceAmount: 12900 })
    .add(STORE, anOrderedProduct({ product_id: 8, external_id: 'sku-8', title: 'Dimmer' }), { priceAmount: 4500 })
    .add(OTHER_STORE, anOrderedProduct({ product_id: 70, external_id: 'sku-70' }));
  const emails = new InMemoryOrderEmailRepository(clock);
  const tasks = new InMemoryTaskScheduler();
  const outbox = new InMemoryEventOutbox();
  const unitOfWork = new InMemoryUnitOfWork([orders, emails, tasks, outbox]);
  const service = new RecordOrderService(orders, stores, catalogue, new QueueEmailService(new OrderEmailTemplate(emails, orders), tasks), outbox, clock);
  return { orders, emails, tasks, outbox, unitOfWork, service };
}

function anOrderCommand(overrides: Partial<RecordOrderCommand> = {}): RecordOrderCommand {
  return {
    integrationId: CUSTOM_INTEGRATION, externalId: 'ext-1', externalOrderNumber: '#5001', currency: 'EUR', orderTotal: 22395, shippingLine: 'Courier',
    customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@customer.example', phone: '', externalId: 'c-1' },
    billingAddress: anAddress(), shippingAddress: anAddress(),
    lines: [{ productId: 7, quantity: 1 }, { externalId: 'sku-8', quantity: 2, price: 4750 }],
    ...overrides,
  };
}

describe('recording an order', () => {
  it('keeps each line’s product as published, prices lines by the product unless given, and totals them', async () => {
    const { service } = setUp();
    const order = await actingForStore(STORE, () => service.record(anOrderCommand()));
    expect(order).toMatchObject({ storeId: STORE, orderNumber: 1001, integrationId: CUSTOM_INTEGRATION, orderTotal: 22395, appTotal: 12900 + 2 * 4750 });
    expect(order.lines).toEqual([
      { productId: 7, quantity: 1, price: 12900, product: anOrderedProduct({ product_id: 7, external_id: 'sku-7' }) },
      { productId: 8, quantity: 2, price: 4750, product: anOrderedProduct({ product_id: 8, external_id: 'sku-8', title: 'Dimmer' }) },
    ]);
  });

  it('emits order:created and queues the manufacturer’s email with the task that sends it', async () => {
    const { service, outbox, emails, tasks } = setUp();
    const order = await actingForStore(STORE, () => service.record(anOrderCommand()));
    expect(outbox.events).toEqual([{ id: expect.any(String), type: ORDER_CREATED, storeId: STORE, occurredAt: new Date('2026-03-04T12:00:00Z'), payload: orderCreatedPayload(order) }]);
    const [email] = [...emails.emails.values()];
    expect(email).toMatchObject({ storeId: STORE, orderId: order.id, reason: 'order_created', status: 'queued' });
    expect(tasks.scheduled).toEqual([{ kind: ORDER_EMAIL_TASK, storeId: STORE, subject: String(email!.id) }]);
  });

  it('numbers each store’s orders on their own, rising by one', async () => {
    const { service } = setUp();
    const numbers = [];
    for (const [storeId, command] of [[STORE, anOrderCommand()], [STORE, anOrderCommand({ externalId: 'ext-2' })], [OTHER_STORE, anOrderCommand({ integrationId: 21, currency: 'GBP', lines: [{ productId: 70, quantity: 1 }] })]] as const) {
      numbers.push((await actingForStore(storeId, () => service.record(command))).orderNumber);
    }
    expect(numbers).toEqual([1001, 1002, 1001]);
  });

  it('answers 409 order_exists naming the order the integration already recorded under that external id, recording, emailing and announcing nothing', async () => {
    const { service, orders, emails, outbox } = setUp();
    const first = await actingForStore(STORE, () => service.record(anOrderCommand()));
    await expect(actingForStore(STORE, () => service.record(anOrderCommand({ orderTotal: 1 })))).rejects.toMatchObject({ status: 409, code: 'order_exists', members: { order_id: first.id } });
    expect([orders.orders.size, emails.emails.size, outbox.events.length]).toEqual([1, 1, 1]);
  });

  it('answers 409 store_currency_unavailable for a store without a currency, recording nothing', async () => {
    const { service, orders, tasks } = setUp();
    await expect(actingForStore(7, () => service.record(anOrderCommand()))).rejects.toMatchObject({ status: 409, code: 'store_currency_unavailable' });
    expect(orders.orders.size).toBe(0);
    expect(tasks.scheduled).toEqual([]);
  });

  it('refuses at once another currency, an integration that may not write, and products the store does not have', async () => {
    const { service, orders, outbox } = setUp();
    const command = anOrderCommand({
      currency: 'USD',
      integrationId: 21,
      lines: [{ productId: 7, quantity: 1 }, { productId: 70, quantity: 1 }, { externalId: 'sku-70', quantity: 1 }],
    });
    await expect(actingForStore(STORE, () => service.record(command))).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [
        { pointer: '/currency', code: 'invalid' },
        { pointer: '/integration_id', code: 'integration_does_not_accept_writes' },
        { pointer: '/products/1/product_id', code: 'invalid' },
        { pointer: '/products/2/external_id', code: 'invalid' },
      ],
    });
    expect(orders.orders.size).toBe(0);
    expect(outbox.events).toEqual([]);
  });

  it('records nothing, queues nothing and uses up no number when the caller’s transaction (the operation’s) fails', async () => {
    const { service, unitOfWork, orders, outbox, emails, tasks } = setUp();
    const inTransaction = () => unitOfWork.run(() => actingForStore(STORE, () => service.record(anOrderCommand())));
    jest.spyOn(outbox, 'add').mockRejectedValueOnce(new Error('outbox unavailable'));
    await expect(inTransaction()).rejects.toThrow('outbox unavailable');
    expect([orders.orders.size, emails.emails.size, tasks.scheduled.length]).toEqual([0, 0, 0]);
    await expect(inTransaction()).resolves.toMatchObject({ orderNumber: 1001 });
  });
});
