import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { EVENT_OUTBOX, type EventOutbox } from '../../../shared-kernel/events/domain-event';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import { compatibilityProjection, type Product } from '../domain/product';
import { PRODUCT_CREATED } from '../domain/product-created';
import { productPayload } from '../domain/product-payload';
import type { ProductRepository } from './ports';

/** A shopper's finished design as the storefront priced it: the product's own fields, the design behind them and its drawing. */
export type DesignedProduct = Pick<
  Product,
  'customiserId' | 'integrationId' | 'title' | 'description' | 'priceAmount' | 'compareAtAmount' | 'currency' | 'widthCm' | 'heightCm' | 'lengthCm' | 'customisations' | 'artwork' | 'uploads'
> & { design: Record<string, unknown> };

/**
 * Records the product a customer's finished design makes and emits product:created in the same
 * transaction, for the store's custom integration to answer with its own id. The caller runs it inside
 * its unit of work (the storefront's idempotent design completion).
 */
@injectable()
export class RecordDesignedProductService {
  constructor(
    @inject(CatalogueTokens.ProductRepository) private readonly products: ProductRepository,
    @inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(input: DesignedProduct): Promise<Product> {
    const product = { ...input, storeId: currentStoreId(), storeProductId: null, source: 'design' as const };
    const created = await this.products.create(product, compatibilityProjection({ ...product, id: 0, createdAt: new Date(), updatedAt: new Date() }));
    await this.outbox.add([{ id: randomUUID(), type: PRODUCT_CREATED, storeId: created.storeId, occurredAt: this.clock.now(), payload: { product: productPayload(created) } }]);
    return created;
  }
}
