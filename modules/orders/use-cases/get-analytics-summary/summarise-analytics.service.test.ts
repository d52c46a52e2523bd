import { actingForStore } from '../../../../shared-kernel/request-context';
import { SettableClock } from '../../../../shared-kernel/test-support/settable-clock';
import { anOrderedProduct, anOrder } from '../../test-support/an-order';
import { aQuote } from '../../test-support/a-quote';
import { InMemoryOrderRepository } from '../../test-support/in-memory-order.repository';
import { InMemoryOrderStores } from '../../test-support/in-memory-order-stores';
import { InMemoryProductCatalogue } from '../../test-support/in-memory-product-catalogue';
import { InMemoryQuoteRepository } from '../../test-support/in-memory-quote.repository';
import { SummariseAnalyticsService } from './summarise-analytics.service';

async function setUp() {
  const clock = new SettableClock();
  const orders = new InMemoryOrderRepository(clock);
  const quotes = new InMemoryQuoteRepository(clock);
  const at = (instant: string) => clock.set(instant);
  const order = async (storeId: number, orderTotal: number, instant: string) => {
    at(instant);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = anOrder({ storeId, orderTotal });
    await orders.create(fields);
  };
  const quote = async (storeId: number, instant: string) => {
    at(instant);
    const { id: _id, createdAt: _created, files: _files, ...fields } = aQuote({ storeId });
    await quotes.create({ ...fields, files: [] });
  };
  await order(5, 1000, '2026-02-25T23:59:59Z'); // a day before the window
  await order(5, 2000, '2026-02-26T00:00:00Z');
  await order(5, 3000, '2026-03-04T23:59:59Z');
  await order(5, 9000, '2026-03-05T00:00:00Z'); // today, still running
  await order(6, 7000, '2026-03-01T12:00:00Z');
  await quote(5, '2026-03-02T12:00:00Z');
  await quote(6, '2026-03-02T12:00:00Z');
  const products = new InMemoryProductCatalogue()
    .add(5, anOrderedProduct({ product_id: 1 }), { source: 'synchronised', createdAt: new Date('2026-03-01T00:00:00Z') })
    .add(5, anOrderedProduct({ product_id: 2 }), { source: 'design', createdAt: new Date('2026-03-03T00:00:00Z') })
    .add(5, anOrderedProduct({ product_id: 3 }), { source: 'design', createdAt: new Date('2026-03-04T00:00:00Z') })
    .add(5, anOrderedProduct({ product_id: 4 }), { source: 'design', createdAt: new Date('2026-03-05T08:00:00Z') })
    .add(6, anOrderedProduct({ product_id: 5 }), { source: 'design', createdAt: new Date('2026-03-03T00:00:00Z') });
  const stores = new InMemoryOrderStores().add(5, { currency: 'EUR' });
  at('2026-03-05T15:00:00Z');
  return new SummariseAnalyticsService(orders, quotes, products, stores, clock);
}

describe('the analytics summary', () => {
  it('counts the store’s own records over the last complete days of the period', async () => {
    const service = await setUp();
    await expect(actingForStore(5, () => service.summarise('7d'))).resolves.toEqual({
      period: '7d', from: new Date('2026-02-26T00:00:00Z'), to: new Date('2026-03-05T00:00:00Z'), currency: 'EUR',
      orders: 2, revenue: 5000, productsSynchronised: 1, quotes: 1, designsCompleted: 2,
    });
  });

  it('answers the same summary all day long, today never counting', async () => {
    const service = await setUp();
    const afternoon = await actingForStore(5, () => service.summarise('30d'));
    expect(afternoon).toMatchObject({ orders: 3, revenue: 6000, designsCompleted: 2 });
  });
});
