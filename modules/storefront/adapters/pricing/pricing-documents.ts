import { inject, injectable } from 'inversify';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { GetPricingService } from '../../../pricing';
import type { PricingSource } from '../../application/ports';
import type { PricingSnapshotInput } from '../../domain/storefront-snapshot';
import type { PricingDocumentForStorefront } from '../../domain/storefront-pricing';

/**
 * The customiser's pricing document, asked of the pricing context. Sizes become the configuration's
 * sizes; a store without a currency cannot price anything (409, as the Store API's writes answer).
 */
@injectable()
export class PricingDocuments implements PricingSource {
  constructor(@inject(GetPricingService) private readonly pricing: GetPricingService) {}

  async read(customiserId: number): Promise<PricingSnapshotInput> {
    const { currency, document } = await this.pricing.get(customiserId);
    if (currency === null) throw Problems.storeCurrencyUnavailable();
    const sizes = document.sizes.map(({ size_id, client_key: _key, ...size }) => ({ ...size, id: size_id! }));
    const pricing: PricingDocumentForStorefront = {
      base_pricing: { mode: document.base_pricing.mode, rows: document.base_pricing.rows.map(({ size_id, base_price }) => ({ size_id, base_price })) },
      price_lists: document.price_lists.map((list) => ({
        ...list,
        price_list_id: list.price_list_id!,
        rows: list.rows.map((row) => {
          if (!('size_id' in row)) return row;
          const { size_key: _key, ...rest } = row;
          return rest;
        }),
      })) as PricingDocumentForStorefront['price_lists'],
      sheet_pricing: document.sheet_pricing,
    };
    return { currency, sizes, pricing };
  }
}
