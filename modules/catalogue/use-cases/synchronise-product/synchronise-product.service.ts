import { inject, injectable } from 'inversify';
import type { ProblemFieldError } from '../../../../shared-kernel/problems/problem';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { CatalogueTokens } from '../../catalogue.tokens';
import { artworkUrlProblem } from '../../../../shared-kernel/validation/artwork-url';
import { compatibilityProjection, type Product } from '../../domain/product';
import type { IntegrationWrites, ProductRepository, StoreProfiles, CustomiserRepository } from '../../application/ports';
import { requireCustomiser } from '../../application/require-customiser';

/** What an integration sends: the product's own fields, from an integration that accepts writes. */
export type ProductSynchronisation = Pick<
  Product,
  'title' | 'description' | 'priceAmount' | 'compareAtAmount' | 'currency' | 'widthCm' | 'heightCm' | 'lengthCm' | 'customisations' | 'artwork'
> & { integrationId: number; storeProductId: string };

/**
 * Records a product a custom integration synchronises. Never downloads artwork, never calls the
 * integration back and never emits product:created; synchronisations of one store run one at a time.
 */
@injectable()
export class SynchroniseProductService {
  constructor(
    @inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository,
    @inject(CatalogueTokens.ProductRepository) private readonly products: ProductRepository,
    @inject(CatalogueTokens.StoreProfiles) private readonly stores: StoreProfiles,
    @inject(CatalogueTokens.IntegrationWrites) private readonly integrations: IntegrationWrites,
  ) {}

  async synchronise(customiserId: number, input: ProductSynchronisation): Promise<Product> {
    const storeId = currentStoreId();
    const customiser = await requireCustomiser(this.customisers, customiserId);
    const { currency } = await this.stores.profile(storeId);
    if (currency === null) throw Problems.storeCurrencyUnavailable();
    const errors: ProblemFieldError[] = [];
    if (!(await this.integrations.acceptsWrites(storeId, input.integrationId))) {
      errors.push({ pointer: '/integration_id', code: 'integration_does_not_accept_writes', detail: 'Name an enabled custom integration of this store.' });
    }
    if (input.currency !== currency) errors.push({ pointer: '/currency', code: 'invalid', detail: `Must equal the store currency ${currency}.` });
    for (const [key, url] of Object.entries(input.artwork ?? {})) {
      const problem = artworkUrlProblem(url);
      if (problem) errors.push({ pointer: `/artwork/${key}`, code: 'invalid', detail: problem });
    }
    if (errors.length > 0) throw Problems.validationFailed(errors);
    await this.products.lockStore(storeId);
    if (await this.products.findByStoreProductId(storeId, input.storeProductId)) throw Problems.storeProductIdConflict(input.storeProductId);
    const product = { ...input, storeId, customiserId: customiser.id, source: 'synchronised' as const, design: null, uploads: [] };
    return this.products.create(product, compatibilityProjection({ ...product, id: 0, createdAt: new Date(), updatedAt: new Date() }));
  }
}
