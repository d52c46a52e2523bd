import type { ProductCallback, ProductCallbacks, ProductExternalIds } from '../application/ports';

interface Integration extends ProductCallback {
  storeId: number;
  /** An enabled custom integration with a create-product URL receives product:created. */
  receives: boolean;
}

interface Product {
  storeId: number;
  integrationId: number | null;
  externalId: string | null;
}

/**
 * Create-product callbacks and the products' own ids, as the identity and catalogue contexts answer
 * them, in memory: a product's callback is its own integration's when that one receives, else the
 * store's first that does; an integration's own id names one product of the store.
 */
export class InMemoryProductCallbacks implements ProductCallbacks, ProductExternalIds {
  readonly integrations: Integration[] = [];
  readonly products = new Map<number, Product>();

  integration(storeId: number, integrationId: number, overrides: Partial<Omit<Integration, 'storeId' | 'integrationId'>> = {}): this {
    this.integrations.push({ storeId, integrationId, url: `https://shop.example/integrations/${integrationId}/products`, secret: `whsec_${Buffer.alloc(32, integrationId).toString('base64')}`, receives: true, ...overrides });
    return this;
  }

  product(productId: number, product: Partial<Product> & { storeId: number }): this {
    this.products.set(productId, { integrationId: null, externalId: null, ...product });
    return this;
  }

  async forProduct(storeId: number, productId: number): Promise<ProductCallback | undefined> {
    const product = this.products.get(productId);
    if (product?.storeId !== storeId) return undefined;
    const receiving = this.integrations.filter((integration) => integration.storeId === storeId && integration.receives);
    const chosen = receiving.find((integration) => integration.integrationId === product.integrationId) ?? receiving[0];
    return chosen && callbackOf(chosen);
  }

  async find(storeId: number, integrationId: number): Promise<ProductCallback | undefined> {
    const integration = this.integrations.find((candidate) => candidate.storeId === storeId && candidate.integrationId === integrationId && candidate.receives);
    return integration && callbackOf(integration);
  }

  async record(storeId: number, productId: number, externalId: string): Promise<'recorded' | 'taken' | 'no_product'> {
    const product = this.products.get(productId);
    if (product?.storeId !== storeId) return 'no_product';
    const taken = [...this.products].some(([id, other]) => id !== productId && other.storeId === storeId && other.externalId === externalId);
    if (taken) return 'taken';
    product.externalId = externalId;
    return 'recorded';
  }
}

const callbackOf = ({ integrationId, url, secret }: Integration): ProductCallback => ({ integrationId, url, secret });
