import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import { runWithin } from '../../../../infra/operations/presented-operation';
import { Problems } from '../../../../shared-kernel/problems/problems';
import type { PricingDocument } from '../../../pricing';
import type { PricingSource } from '../../application/ports';
import type { PricingSnapshotInput } from '../../domain/storefront-snapshot';
import type { PricingDocumentForStorefront } from '../../domain/storefront-pricing';

/** The pricing context's answer to getCustomiserPricing: its descriptors, then the document. */
type CustomiserPricing = PricingDocument & { currency: string | null };

/**
 * The customiser's pricing document, as the pricing context's getCustomiserPricing operation answers it. Sizes become the configuration's
 * sizes; a store without a currency cannot price anything (409, as the Store API's writes answer).
 */
@injectable()
export class PricingDocuments implements PricingSource {
  constructor(@inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory) {}

  async read(customiserId: number): Promise<PricingSnapshotInput> {
    const { currency, ...document } = await runWithin<CustomiserPricing>(this.directory, 'getCustomiserPricing', { params: { customiser_id: String(customiserId) } });
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
