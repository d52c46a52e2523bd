import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import type { CatalogueSizes, PricedCustomiser } from '../application/ports';
import type { PricingSize } from '../domain/pricing-document';

type StoredSize = PricingSize & { size_id: number };
type Referencer = { type: string; id: number | string; name: string | null };

/**
 * The catalogue as pricing sees it, held in memory with the catalogue's rules: a customiser (and so its
 * sizes) is reached only from its own store, or it is a 404; sizes come from one id sequence and are
 * listed by sort order then id; a size something references cannot be removed (409); a size of
 * another customiser is a 404. `writes` records the option writes pricing reported.
 */
export class InMemoryCatalogueSizes implements CatalogueSizes {
  readonly writes: { storeId: number; customiserId: number }[] = [];
  private readonly customisers = new Map<number, PricedCustomiser>();
  private readonly sizes = new Map<number, { customiserId: number; size: StoredSize }>();
  private readonly referencedBy = new Map<number, Referencer[]>();
  private lastCustomiserId = 0;
  private lastSizeId = 0;

  addCustomiser(storeId: number, pricingModel: string): PricedCustomiser {
    const customiser = { id: ++this.lastCustomiserId, storeId, pricingModel };
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
  reference(sizeId: number, referencer: Referencer): void {
    this.referencedBy.set(sizeId, [...(this.referencedBy.get(sizeId) ?? []), referencer]);
  }

  async customiser(customiserId: number): Promise<PricedCustomiser> {
    const customiser = this.customisers.get(customiserId);
    if (customiser?.storeId !== currentStoreId()) throw Problems.resourceNotFound('customiser');
    return { ...customiser };
  }

  async list(customiserId: number): Promise<StoredSize[]> {
    await this.customiser(customiserId);
    return structuredClone(this.sizesOf(customiserId)).sort((a, b) => a.sort_order - b.sort_order || a.size_id - b.size_id);
  }

  async create(customiserId: number, size: PricingSize): Promise<number> {
    await this.customiser(customiserId);
    return this.addSize(customiserId, size).size_id;
  }

  async update(customiserId: number, size: StoredSize): Promise<void> {
    await this.ownSize(customiserId, size.size_id);
    this.sizes.set(size.size_id, { customiserId, size: structuredClone(size) });
  }

  async remove(customiserId: number, sizeId: number): Promise<void> {
    await this.ownSize(customiserId, sizeId);
    const referencedBy = this.referencedBy.get(sizeId) ?? [];
    if (referencedBy.length > 0) throw Problems.resourceInUse({ referencedBy });
    this.sizes.delete(sizeId);
  }

  async referencers(customiserId: number, sizeId: number): Promise<Referencer[]> {
    return this.sizes.get(sizeId)?.customiserId === customiserId && this.customisers.get(customiserId)?.storeId === currentStoreId()
      ? structuredClone(this.referencedBy.get(sizeId) ?? [])
      : [];
  }

  async written(storeId: number, customiserId: number): Promise<void> {
    this.writes.push({ storeId, customiserId });
  }

  private sizesOf(customiserId: number): StoredSize[] {
    return [...this.sizes.values()].filter((entry) => entry.customiserId === customiserId).map((entry) => entry.size);
  }

  private async ownSize(customiserId: number, sizeId: number): Promise<void> {
    await this.customiser(customiserId);
    if (this.sizes.get(sizeId)?.customiserId !== customiserId) throw Problems.resourceNotFound('size');
  }
}
