import { inject, injectable } from 'inversify';
import { actorOf } from '../../../shared-kernel/actor';
import { problem, Problems } from '../../../shared-kernel/problems/problems';
import { currentRequestContext } from '../../../shared-kernel/request-context';
import { PricingTokens } from '../pricing.tokens';
import { emptyDocument, type StoredPricing } from '../domain/pricing-document';
import { SYSTEM_ACTOR, versionOperation, type PricingWrite, type VersionEntry } from '../domain/pricing-versions';
import { CustomiserPricing, type PricingOwner } from '../model/customiser-pricing';
import { shownAsStored, shownParsed, WrittenPricing, type ShownPricing } from '../model/shown-pricing';
import { isPricedModel, type CatalogueSizes, type PricingDocumentRepository, type PricingVersions, type StoreCurrency } from './ports';

export function legacyPricingModel() {
  return problem('legacy_pricing_model', {
    detail: 'This customiser uses the retired legacy_fixed_height model, which has no pricing document.',
  });
}

/**
 * Loads and saves the pricing aggregate, which spans pricing's own document, the catalogue's sizes and
 * the store's currency. A load reads the customiser and the currency, then the document (locked for a
 * write), then the sizes; a save writes the sizes that change, the document once, its version and the
 * one option-write side effect, and answers from what it wrote.
 */
@injectable()
export class PricingStore {
  constructor(
    @inject(PricingTokens.CatalogueSizes) private readonly catalogue: CatalogueSizes,
    @inject(PricingTokens.PricingDocumentRepository) private readonly documents: PricingDocumentRepository,
    @inject(PricingTokens.StoreCurrency) private readonly stores: StoreCurrency,
    @inject(PricingTokens.PricingVersions) private readonly versions: PricingVersions,
  ) {}

  async load(customiserId: number, options: { forUpdate?: boolean } = {}): Promise<CustomiserPricing> {
    return this.loadOf(await this.owner(customiserId), options);
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
  async save(change: CustomiserPricing, write: PricingWrite): Promise<WrittenPricing> {
    await this.assertWritable(change);
    const { customiser } = change;
    const newListCount = change.newPriceListCount();
    const createdSizeIds = await this.catalogue.write(customiser, change.sizeChanges(), change.sizesRead());
    const newListIds = newListCount > 0 ? await this.documents.nextPriceListIds(newListCount) : [];
    const saved = change.saved(createdSizeIds, newListIds);
    const written = await this.documents.save(customiser.storeId, customiser.id, saved.pricing);
    const answer = new WrittenPricing(() => change.afterSaving(saved), shownAsStored(customiser, change.currency, saved.sizes, written));
    // The document as this write left it, as GET will show it: the version the write records, in its transaction.
    await this.versions.record(customiser, writeEntry(write), answer.shown());
    await this.catalogue.written(customiser);
    return answer;
  }

  /** The calling store's customiser of a priced model: the 404 of an unknown one, the 422 of the retired model. */
  async owner(customiserId: number): Promise<PricingOwner> {
    const found = await this.catalogue.customiser(customiserId);
    const model = found.pricingModel;
    if (!isPricedModel(model)) throw legacyPricingModel();
    return { ...found, pricingModel: model };
  }

  /**
   * Gives a copied document (a test store's, just written for the copy of its customiser) its version 1,
   * as GET shows it in that store. Answers false for a customiser the store does not have or that is not priced.
   */
  async recordCopied(storeId: number, customiserId: number): Promise<boolean> {
    const found = await this.catalogue.customiserOfStore(storeId, customiserId);
    if (!found || !isPricedModel(found.pricingModel)) return false;
    const pricing = await this.loadOf({ ...found, pricingModel: found.pricingModel });
    await this.versions.record(pricing.customiser, initialEntry(), shownParsed(pricing));
    return true;
  }

  private async loadOf(customiser: PricingOwner, options: { forUpdate?: boolean } = {}): Promise<CustomiserPricing> {
    // Writes to one document queue on its lock: what needs no lock is read before it is taken, and the
    // sizes after it, so that a write sees the sizes the write before it left.
    const currency = await this.stores.currencyOf(customiser.storeId);
    const stored = await this.documents.find(customiser.id, options);
    if (!stored) return (await this.created(customiser, currency)) ?? this.loadOf(customiser, options);
    const sizes = await this.catalogue.list(customiser);
    return CustomiserPricing.stored(customiser, currency, sizes.sizes, stored, { listsInMemberOrder: stored.inMemberOrder, sizesRead: sizes.read });
  }

  /**
   * A customiser nobody has priced yet gets its model's empty document, stored at once so ids are stable,
   * with its version 1 (`initial`, made by the service). Undefined where another write stored the
   * document first: the caller loads that one.
   */
  private async created(customiser: PricingOwner, currency: string | null): Promise<CustomiserPricing | undefined> {
    const initial = emptyDocument(customiser.pricingModel);
    const ids = initial.price_lists.length > 0 ? await this.documents.nextPriceListIds(initial.price_lists.length) : [];
    const pricing: StoredPricing = {
      base_pricing: initial.base_pricing,
      price_lists: initial.price_lists.map((list, index) => ({ ...list, price_list_id: ids[index]! })),
      sheet_pricing: null,
    };
    const sizes = await this.catalogue.list(customiser);
    const created = CustomiserPricing.stored(customiser, currency, sizes.sizes, pricing, { sizesRead: sizes.read });
    if (!(await this.documents.create(customiser, pricing, { entry: initialEntry(), shown: shownParsed(created) }))) return undefined;
    return created;
  }
}

/** What a write's version records: its operation as its presenter makes it, who acted, and in which request. */
function writeEntry(write: PricingWrite): VersionEntry {
  const context = currentRequestContext();
  const credential = context?.credential;
  return {
    operation: versionOperation(write, { credentialKind: credential?.kind, previousGeneration: context?.previousGeneration }),
    restoredFrom: write.restoredFrom ?? null,
    actor: actorOf(credential),
    requestId: context?.requestId ?? null,
  };
}

/** A document's version 1: as the service first made it (or copied it into a test store), whoever's request it was made in. */
function initialEntry(): VersionEntry {
  return { operation: 'initial', restoredFrom: null, actor: SYSTEM_ACTOR, requestId: currentRequestContext()?.requestId ?? null };
}
