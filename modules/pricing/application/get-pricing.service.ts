import { inject, injectable } from 'inversify';
import { problem } from '../../../shared-kernel/problems/problems';
import { PricingTokens } from '../pricing.tokens';
import { emptyDocument, type PricedModel, type PricingDocument } from '../domain/pricing-document';
import { isPricedModel, type CatalogueSizes, type PricedCustomiser, type PricingDocumentRepository, type StoreCurrency, type StoredPricing } from './ports';

export interface PricingView {
  customiser: PricedCustomiser & { pricingModel: PricedModel };
  currency: string | null;
  document: PricingDocument;
}

export function legacyPricingModel() {
  return problem('legacy_pricing_model', {
    detail: 'This customiser uses the retired legacy_fixed_height model, which has no pricing document.',
  });
}

/** The whole pricing document: stored base pricing, price lists and sheet pricing, with the sizes. */
@injectable()
export class GetPricingService {
  constructor(
    @inject(PricingTokens.CatalogueSizes) private readonly catalogue: CatalogueSizes,
    @inject(PricingTokens.PricingDocumentRepository) private readonly documents: PricingDocumentRepository,
    @inject(PricingTokens.StoreCurrency) private readonly stores: StoreCurrency,
  ) {}

  async get(customiserId: number, options: { forUpdate?: boolean } = {}): Promise<PricingView> {
    const customiser = await this.catalogue.customiser(customiserId);
    if (!isPricedModel(customiser.pricingModel)) throw legacyPricingModel();
    const model = customiser.pricingModel;
    const [sizes, stored, currency] = await Promise.all([
      this.catalogue.list(customiser.id),
      this.storedOrInitial(customiser, model, options),
      this.stores.currencyOf(customiser.storeId),
    ]);
    const keyOf = new Map(sizes.map((size) => [size.size_id, size.client_key]));
    const withKey = <T extends { size_id: number | null }>(row: T) => ({ ...row, size_key: row.size_id === null ? null : (keyOf.get(row.size_id) ?? null) });
    const document: PricingDocument = {
      sizes,
      base_pricing: { mode: stored.base_pricing.mode, rows: stored.base_pricing.rows.map(withKey) },
      price_lists: stored.price_lists.map((list) => ({ ...list, rows: list.rows.map((row) => ('size_id' in row ? withKey(row) : row)) })),
      sheet_pricing: stored.sheet_pricing,
    };
    return { customiser: { ...customiser, pricingModel: model }, currency, document };
  }

  /** A customiser nobody has priced yet gets its model's empty document, stored at once so ids are stable. */
  private async storedOrInitial(customiser: PricedCustomiser, model: PricedModel, options: { forUpdate?: boolean }): Promise<StoredPricing> {
    const stored = await this.documents.find(customiser.id, options);
    if (stored) return stored;
    const initial = emptyDocument(model);
    const pricing: StoredPricing = {
      base_pricing: initial.base_pricing,
      price_lists: await Promise.all(initial.price_lists.map(async (list) => ({ ...list, price_list_id: await this.documents.nextPriceListId() }))),
      sheet_pricing: null,
    };
    await this.documents.save(customiser.storeId, customiser.id, pricing);
    return (await this.documents.find(customiser.id, options)) ?? pricing;
  }
}
