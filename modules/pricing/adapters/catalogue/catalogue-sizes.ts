import { inject, injectable } from 'inversify';
import { CatalogueTokens, PRICING_MODEL_DISPLAY_NAMES, OptionReferences, Customisers, type Customiser, type OptionRow, type OptionWriteNotices, type SizeRows } from '../../../catalogue';
import type { PricingSize, StoredSize } from '../../domain/pricing-document';
import type { ListedSizes, PricingOwner, SizeChanges, SizesRead } from '../../model/customiser-pricing';
import type { CatalogueSizes, PricedCustomiser, SizeReferencer } from '../../application/ports';
import { PRICING_CONTEXT } from './pricing.reference-finder';

const SIZE_FIELDS = [
  'client_key', 'name', 'description', 'sort_order', 'char_limit', 'line_limit', 'min_char', 'width_cm', 'height_cm',
  'line_height_cm', 'width_multiplier', 'length_cm', 'sizing_strategy', 'height_measurement_mode',
] as const;

/** Sizes are catalogue option rows; pricing reads and writes them only through what the catalogue offers (its read models and interfaces). */
@injectable()
export class CatalogueSizesAdapter implements CatalogueSizes {
  constructor(
    @inject(Customisers) private readonly customisers: Customisers,
    @inject(CatalogueTokens.SizeRows) private readonly sizes: SizeRows,
    @inject(OptionReferences) private readonly references: OptionReferences,
    @inject(CatalogueTokens.OptionWriteNotices) private readonly effects: OptionWriteNotices,
  ) {}

  async customiser(customiserId: number): Promise<PricedCustomiser> {
    return pricedCustomiser(await this.customisers.get(customiserId));
  }

  async customiserOfStore(storeId: number, customiserId: number): Promise<PricedCustomiser | undefined> {
    const customiser = await this.customisers.ofStore(storeId, customiserId);
    return customiser && pricedCustomiser(customiser);
  }

  async list(customiser: PricingOwner): Promise<ListedSizes> {
    const rows = await this.sizes.sizesOf(customiser);
    // The rows themselves are the record of the read: write() hands them back to the catalogue.
    return { sizes: rows.map(toPricingSize), read: rows as unknown as SizesRead };
  }

  write(customiser: PricingOwner, changes: SizeChanges, read?: SizesRead): Promise<number[]> {
    const writes = {
      remove: changes.remove,
      update: changes.update.map((size) => ({ id: size.size_id, patch: sizeFields(size) })),
      create: changes.create.map(sizeFields),
    };
    return this.sizes.write(customiser, writes, read as unknown as readonly OptionRow[] | undefined);
  }

  referencers(customiser: PricingOwner, sizeIds: readonly number[]): Promise<SizeReferencer[]> {
    // The write replaces pricing's own rows; whether they still name a removed size is a document rule (422).
    return this.references.find('sizes', customiser.id, sizeIds, { exceptContext: PRICING_CONTEXT });
  }

  written(customiser: PricingOwner): Promise<void> {
    return this.effects.written({ storeId: customiser.storeId, customiserId: customiser.id, subject: 'pricing', subjectId: customiser.id, action: 'updated' });
  }
}

function pricedCustomiser(customiser: Customiser): PricedCustomiser {
  return {
    id: customiser.id,
    storeId: customiser.storeId,
    pricingModel: customiser.pricingModel,
    pricingModelDisplayName: PRICING_MODEL_DISPLAY_NAMES[customiser.pricingModel],
  };
}

function sizeFields(size: PricingSize): Record<string, unknown> {
  return Object.fromEntries(SIZE_FIELDS.map((field) => [field, size[field]]));
}

function toPricingSize(row: OptionRow): StoredSize {
  const attributes = row.attributes;
  return { size_id: row.id, ...(Object.fromEntries(SIZE_FIELDS.map((field) => [field, attributes[field] ?? null])) as Omit<PricingSize, 'size_id'>), min_char: (attributes.min_char as number) ?? 0, sort_order: (attributes.sort_order as number) ?? 0, name: String(attributes.name) };
}
