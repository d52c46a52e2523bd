import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { OrdersTokens } from '../../orders.tokens';
import { reportingWindow, type AnalyticsPeriod } from '../../domain/analytics-period';
import type { AnalyticsSummary } from '../../domain/analytics-summary';
import type { OrderRepository, OrderStores, ProductCatalogue, QuoteRepository } from '../../application/ports';

/** Counts the store's orders, quotes and products over a reporting window, each from its own port. */
@injectable()
export class SummariseAnalyticsService {
  constructor(
    @inject(OrdersTokens.OrderRepository) private readonly orders: OrderRepository,
    @inject(OrdersTokens.QuoteRepository) private readonly quotes: QuoteRepository,
    @inject(OrdersTokens.ProductCatalogue) private readonly products: ProductCatalogue,
    @inject(OrdersTokens.OrderStores) private readonly stores: OrderStores,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async summarise(period: AnalyticsPeriod): Promise<AnalyticsSummary> {
    const storeId = currentStoreId();
    const { from, to } = reportingWindow(period, this.clock.now());
    const [store, orders, quotes, productsSynchronised, designsCompleted] = await Promise.all([
      this.stores.profile(storeId),
      this.orders.summarise(storeId, from, to),
      this.quotes.countCreated(storeId, from, to),
      this.products.countCreated(storeId, 'synchronised', from, to),
      this.products.countCreated(storeId, 'design', from, to),
    ]);
    return { period, from, to, currency: store.currency, orders: orders.orders, revenue: orders.revenue, productsSynchronised, quotes, designsCompleted };
  }
}
