import { inject, injectable } from 'inversify';
import { CatalogueTokens, type IntegrationProductIds } from '../../../catalogue';
import { StoreDirectory } from '../../../identity';
import type { ProductCallback, ProductCallbacks, ProductExternalIds } from '../../application/ports';

/**
 * Where product:created goes: the product's own integration when it is an enabled custom integration
 * with a create-product URL, otherwise the store's first such integration. Asked of the identity and
 * catalogue contexts' read model and offered interface.
 */
@injectable()
export class IntegrationProductCallbacks implements ProductCallbacks, ProductExternalIds {
  constructor(
    @inject(StoreDirectory) private readonly directory: StoreDirectory,
    @inject(CatalogueTokens.IntegrationProductIds) private readonly products: IntegrationProductIds,
  ) {}

  async forProduct(storeId: number, productId: number): Promise<ProductCallback | undefined> {
    const own = await this.products.integrationOf(storeId, productId);
    if (own === undefined) return undefined;
    const [first] = await this.directory.productCallbackIntegrations(storeId, own);
    return first === undefined ? undefined : this.directory.productCallback(storeId, first);
  }

  find(storeId: number, integrationId: number): Promise<ProductCallback | undefined> {
    return this.directory.productCallback(storeId, integrationId);
  }

  record(storeId: number, productId: number, externalId: string) {
    return this.products.record(storeId, productId, externalId);
  }
}
