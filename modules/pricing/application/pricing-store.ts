import { inject, injectable } from 'inversify';
import { problem, Problems } from '../../../shared-kernel/problems/problems';
import { PricingTokens } from '../pricing.tokens';
import { emptyDocument, type StoredPricing } from '../domain/pricing-document';
import { CustomiserPricing, type PricingOwner } from '../model/customiser-pricing';
import { shownAsStored, shownParsed, WrittenPricing, type FoundPricing, type ShownPricing } from '../model/shown-pricing';
import { isPricedModel, type CatalogueSizes, type PricingDocumentRepository, type StoreCurrency } from './ports';

export function legacyPricingModel() {
  return problem('legacy_pricing_model', {
    detail: 'This customiser uses the retired legacy_fixed_height model, which has no pricing document.',
  });
}

/**
 * Loads and saves the pricing aggregate, which spans pricing's own document, the catalogue's sizes and
 * the store's currency. A load reads the customiser and the currency, then the document (locked for a
 * write), then the sizes; a save writes the sizes that change, the document once and the one
 * option-write side effect, and answers from what it wrote.
 */
@injectable()
export class PricingStore {
  constructor(
    @inject(PricingTokens.CatalogueSizes) private readonly catalogue: CatalogueSizes,
    @inject(PricingTokens.PricingDocumentRepository) private readonly documents: PricingDocumentRepository,
    @inject(PricingTokens.StoreCurrency) private readonly stores: StoreCurrency,
  ) {}

  async load(customiserId: number, options: { forUpdate?: boolean } = {}): Promise<CustomiserPricing> {
    const customiser = await this.owner(customiserId);
    // Writes to one document queue on its lock: what needs no lock is read before it is taken, and the
    // sizes after it, so that a write sees the sizes the write before it left.
    const currency = await this.stores.currencyOf(customiser.storeId);
    const stored = await this.storedOrInitial(customiser, options);
    const sizes = await this.catalogue.list(customiser);
    return CustomiserPricing.stored(customiser, currency, sizes.sizes, stored, { listsInMemberOrder: stored.inMemberOrder, sizesRead: sizes.read });
  }

  /**
   * The pricing as GET shows it: a stored document in member order is shown from its text, read with
   * the currency and the sizes at once (nothing is locked); any other is loaded and shown parsed.
   */
  async show(customiserId: number): Promise<ShownPricing> {
    const customiser = await this.owner(customiserId);
    const [currency, stored, sizes] = await Promise.all([
      this.stores.currencyOf(customiser.storeId),
      this.documents.findText(customiser.id),
      this.catalogue.list(customiser),
    ]);
    const shown = stored && shownAsStored(customiser, currency, sizes.sizes, stored);
    return shown ?? shownParsed(await this.load(customiserId));
  }

  /**
   * Refuses a change that cannot be written: first one that drops sizes other records reference (409
   * naming them all, pointer /sizes), whatever else is wrong with it, then one that breaks the
   * document rules (422).
   */
  async assertWritable(change: CustomiserPricing): Promise<void> {
    await this.assertSizesRemovable(change);
    change.assertRulesKept();
  }

  private async assertSizesRemovable(change: CustomiserPricing): Promise<void> {
    const removed = change.removedSizeIds();
    if (removed.length === 0) return;
    const referencedBy = await this.catalogue.referencers(change.customiser, removed);
    if (referencedBy.length > 0) {
      throw Problems.resourceInUse({
        referencedBy,
        pointer: '/sizes',
        detail: 'The document omits sizes that other records still reference; keep them or remove the references first.',
      });
    }
  }

  /**
   * Writes a checked change in the caller's transaction and answers the pricing as written, shown as
   * GET will show it: from the text just written where it can be.
   */
  async save(change: CustomiserPricing): Promise<WrittenPricing> {
    await this.assertWritable(change);
    const { customiser } = change;
    const newListCount = change.newPriceListCount();
    const createdSizeIds = await this.catalogue.write(customiser, change.sizeChanges(), change.sizesRead());
    const newListIds = newListCount > 0 ? await this.documents.nextPriceListIds(newListCount) : [];
    const saved = change.saved(createdSizeIds, newListIds);
    const written = await this.documents.save(customiser.storeId, customiser.id, saved.pricing);
    await this.catalogue.written(customiser);
    return new WrittenPricing(() => change.afterSaving(saved), shownAsStored(customiser, change.currency, saved.sizes, written));
  }

  private async owner(customiserId: number): Promise<PricingOwner> {
    const found = await this.catalogue.customiser(customiserId);
    const model = found.pricingModel;
    if (!isPricedModel(model)) throw legacyPricingModel();
    return { ...found, pricingModel: model };
  }

  /** A customiser nobody has priced yet gets its model's empty document, stored at once so ids are stable. */
  private async storedOrInitial(customiser: PricingOwner, options: { forUpdate?: boolean }): Promise<FoundPricing> {
    const stored = await this.documents.find(customiser.id, options);
    if (stored) return stored;
    const initial = emptyDocument(customiser.pricingModel);
    const ids = initial.price_lists.length > 0 ? await this.documents.nextPriceListIds(initial.price_lists.length) : [];
    const pricing: StoredPricing = {
      base_pricing: initial.base_pricing,
      price_lists: initial.price_lists.map((list, index) => ({ ...list, price_list_id: ids[index]! })),
      sheet_pricing: null,
    };
    await this.documents.save(customiser.storeId, customiser.id, pricing);
    return { ...pricing, inMemberOrder: false };
  }
}
