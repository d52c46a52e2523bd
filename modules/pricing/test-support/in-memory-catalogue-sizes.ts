import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { PRICING_MODEL_DISPLAY_NAMES, type PricingModel } from '../../catalogue';
import type { PricingSize, StoredSize } from '../domain/pricing-document';
import type { ListedSizes, PricingOwner, SizeChanges, SizesRead } from '../model/customiser-pricing';
import type { CatalogueSizes, PricedCustomiser, SizeReferencer } from '../application/ports';

/**
 * The catalogue as pricing sees it, held in memory with the catalogue's rules: a customiser is reached
 * only from its own store, or it is a 404; sizes come from one id sequence and are listed by sort order
 * then id; a size of another customiser is never touched. `writes` records the option writes pricing
 * reported, `sizeWrites` every size change it asked for, and `customiserReads` and `sizeReads` how often
 * it read a customiser and its sizes (once per operation is the rule).
 */
export class InMemoryCatalogueSizes implements CatalogueSizes {
  readonly writes: { storeId: number; customiserId: number }[] = [];
  readonly sizeWrites: SizeChanges[] = [];
  customiserReads = 0;
  /** How often the sizes were read, by a list or by a write that was not handed the load's read. */
  sizeReads = 0;
  private readonly customisers = new Map<number, PricedCustomiser>();
  private readonly sizes = new Map<number, { customiserId: number; size: StoredSize }>();
  private readonly referencedBy = new Map<number, SizeReferencer[]>();
  private lastCustomiserId = 0;
  private lastSizeId = 0;

  addCustomiser(storeId: number, pricingModel: string): PricedCustomiser {
    const customiser = { id: ++this.lastCustomiserId, storeId, pricingModel, pricingModelDisplayName: PRICING_MODEL_DISPLAY_NAMES[pricingModel as PricingModel] };
    this.customisers.set(customiser.id, customiser);
    return { ...customiser };
  }

  /** A size already in the catalogue, as the sizes option family holds it. */
  addSize(customiserId: number, size: PricingSize): StoredSize {
    const stored = { ...structuredClone(size), size_id: ++this.lastSizeId };
    this.sizes.set(stored.size_id, { customiserId, size: stored });
    return structuredClone(stored);
  }

  /** Another record (a font's minimum size, a preset) pointing at a size. */
  reference(sizeId: number, referencer: SizeReferencer): void {
    this.referencedBy.set(sizeId, [...(this.referencedBy.get(sizeId) ?? []), referencer]);
  }

  async customiser(customiserId: number): Promise<PricedCustomiser> {
    this.customiserReads += 1;
    const customiser = this.customisers.get(customiserId);
    if (customiser?.storeId !== currentStoreId()) throw Problems.resourceNotFound('customiser');
    return { ...customiser };
  }

  async customiserOfStore(storeId: number, customiserId: number): Promise<PricedCustomiser | undefined> {
    const customiser = this.customisers.get(customiserId);
    return customiser?.storeId === storeId ? { ...customiser } : undefined;
  }

  async list(customiser: PricingOwner): Promise<ListedSizes> {
    this.sizeReads += 1;
    const sizes = structuredClone(this.sizesOf(customiser.id)).sort((a, b) => a.sort_order - b.sort_order || a.size_id - b.size_id);
    return { sizes, read: { listed: sizes.map((size) => size.size_id) } as unknown as SizesRead };
  }

  async write(customiser: PricingOwner, changes: SizeChanges, read?: SizesRead): Promise<number[]> {
    // As the catalogue does: a write handed the load's read lists nothing again.
    if (!read) this.sizeReads += 1;
    this.sizeWrites.push(structuredClone(changes));
    const own = (sizeId: number) => this.sizes.get(sizeId)?.customiserId === customiser.id;
    for (const sizeId of changes.remove.filter(own)) this.sizes.delete(sizeId);
    for (const size of changes.update.filter((candidate) => own(candidate.size_id))) this.sizes.set(size.size_id, { customiserId: customiser.id, size: structuredClone(size) });
    return changes.create.map((size) => this.addSize(customiser.id, size).size_id);
  }

  async referencers(customiser: PricingOwner, sizeIds: readonly number[]): Promise<SizeReferencer[]> {
    return sizeIds.flatMap((sizeId) => (this.sizes.get(sizeId)?.customiserId === customiser.id ? structuredClone(this.referencedBy.get(sizeId) ?? []) : []));
  }

  async written(customiser: PricingOwner): Promise<void> {
    this.writes.push({ storeId: customiser.storeId, customiserId: customiser.id });
  }

  private sizesOf(customiserId: number): StoredSize[] {
    return [...this.sizes.values()].filter((entry) => entry.customiserId === customiserId).map((entry) => entry.size);
  }
}
