import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { PricingTokens } from '../pricing.tokens';
import type { PriceList, PricingDocument, SizeReference } from '../domain/pricing-document';
import { documentErrors } from '../domain/pricing-rules';
import { planSizes } from '../domain/size-plan';
import type { GetPricingService, PricingView } from './get-pricing.service';
import type { CatalogueSizes, PricingDocumentRepository, StoredPricing } from './ports';

/**
 * Replaces a pricing document whole (PUT, and PATCH after merging): validates it, refuses to remove sizes
 * that anything references (409, pointer /sizes), then writes sizes and document in the caller's
 * transaction. A dry run (validate) stops before writing anything.
 */
@injectable()
export class ReplacePricingService {
  constructor(
    @inject(PricingTokens.GetPricing) private readonly pricing: GetPricingService,
    @inject(PricingTokens.CatalogueSizes) private readonly catalogue: CatalogueSizes,
    @inject(PricingTokens.PricingDocumentRepository) private readonly documents: PricingDocumentRepository,
  ) {}

  async replace(customiserId: number, document: PricingDocument, options: { dryRun?: boolean } = {}): Promise<PricingView> {
    const current = await this.pricing.get(customiserId, { forUpdate: !options.dryRun });
    const { customiser } = current;
    const existingSizeIds = current.document.sizes.map((size) => size.size_id!);
    const existingPriceListIds = current.document.price_lists.map((list) => list.price_list_id!);
    const errors = documentErrors(document, { model: customiser.pricingModel, existingSizeIds, existingPriceListIds });
    if (errors.length > 0) throw Problems.validationFailed(errors);
    const plan = planSizes(document.sizes, existingSizeIds);
    await this.refuseReferencedRemovals(customiser.id, plan.remove);
    if (options.dryRun) return current;

    for (const sizeId of plan.remove) await this.catalogue.remove(customiser.id, sizeId);
    for (const { size } of plan.update) await this.catalogue.update(customiser.id, size);
    const idOfKey = new Map<string, number>();
    for (const size of document.sizes) if (size.size_id !== null && size.client_key !== null) idOfKey.set(size.client_key, size.size_id);
    for (const { size } of plan.create) {
      const id = await this.catalogue.create(customiser.id, size);
      if (size.client_key !== null) idOfKey.set(size.client_key, id);
    }
    await this.documents.save(customiser.storeId, customiser.id, await this.stored(document, idOfKey));
    await this.catalogue.written(customiser.storeId, customiser.id);
    return this.pricing.get(customiser.id);
  }

  private async refuseReferencedRemovals(customiserId: number, removed: readonly number[]): Promise<void> {
    const referencedBy = (await Promise.all(removed.map((id) => this.catalogue.referencers(customiserId, id)))).flat();
    if (referencedBy.length > 0) {
      throw Problems.resourceInUse({
        referencedBy,
        pointer: '/sizes',
        detail: 'The document omits sizes that other records still reference; keep them or remove the references first.',
      });
    }
  }

  /** What is kept: rows point at sizes by id only (keys are read from the sizes), new lists get ids. */
  private async stored(document: PricingDocument, idOfKey: Map<string, number>): Promise<StoredPricing> {
    const resolve = <T extends SizeReference>(row: T) => {
      const { size_key: key, ...rest } = row;
      return { ...rest, size_id: row.size_id ?? (key !== null ? (idOfKey.get(key) ?? null) : null) };
    };
    const lists: (PriceList & { price_list_id: number })[] = [];
    for (const list of document.price_lists) {
      lists.push({
        ...list,
        price_list_id: list.price_list_id ?? (await this.documents.nextPriceListId()),
        rows: list.rows.map((row) => ('size_id' in row ? (resolve(row) as typeof row) : row)),
      });
    }
    return {
      base_pricing: { mode: document.base_pricing.mode, rows: document.base_pricing.rows.map((row) => resolve(row) as typeof row) },
      price_lists: lists,
      sheet_pricing: document.sheet_pricing,
    };
  }
}
