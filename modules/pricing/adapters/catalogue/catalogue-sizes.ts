import { inject, injectable } from 'inversify';
import {
  CatalogueTokens,
  optionRowCreateBody,
  type CreateOptionRowService,
  type DeleteOptionRowService,
  type FindOptionReferencesService,
  type GetCustomiserService,
  type ListAllOptionRowsService,
  type OptionRow,
  type OptionWriteEffects,
  type UpdateOptionRowService,
} from '../../../catalogue';
import type { PricingSize } from '../../domain/pricing-document';
import type { CatalogueSizes, PricedCustomiser } from '../../application/ports';

const SIZE_FIELDS = [
  'client_key', 'name', 'description', 'sort_order', 'char_limit', 'line_limit', 'min_char', 'width_cm', 'height_cm',
  'line_height_cm', 'width_multiplier', 'length_cm', 'sizing_strategy', 'height_measurement_mode',
] as const;

/** Sizes are catalogue option rows; pricing reads and writes them only through the catalogue's services. */
@injectable()
export class CatalogueSizesAdapter implements CatalogueSizes {
  constructor(
    @inject(CatalogueTokens.GetCustomiser) private readonly customisers: GetCustomiserService,
    @inject(CatalogueTokens.ListAllOptionRows) private readonly rows: ListAllOptionRowsService,
    @inject(CatalogueTokens.CreateOptionRow) private readonly createRow: CreateOptionRowService,
    @inject(CatalogueTokens.UpdateOptionRow) private readonly updateRow: UpdateOptionRowService,
    @inject(CatalogueTokens.DeleteOptionRow) private readonly deleteRow: DeleteOptionRowService,
    @inject(CatalogueTokens.FindOptionReferences) private readonly references: FindOptionReferencesService,
    @inject(CatalogueTokens.OptionWriteEffects) private readonly effects: OptionWriteEffects,
  ) {}

  async customiser(customiserId: number): Promise<PricedCustomiser> {
    const customiser = await this.customisers.get(customiserId);
    return { id: customiser.id, storeId: customiser.storeId, pricingModel: customiser.pricingModel };
  }

  async list(customiserId: number) {
    const rows = await this.rows.listAll('sizes', customiserId);
    return rows.map(toPricingSize).sort((a, b) => a.sort_order - b.sort_order || a.size_id - b.size_id);
  }

  async create(customiserId: number, size: PricingSize): Promise<number> {
    const row = await this.createRow.create('sizes', customiserId, optionRowCreateBody('sizes', sizeFields(size)));
    return row!.id;
  }

  async update(customiserId: number, size: PricingSize & { size_id: number }): Promise<void> {
    await this.updateRow.update('sizes', customiserId, size.size_id, sizeFields(size), (merged) => optionRowCreateBody('sizes', merged as Record<string, unknown>));
  }

  async remove(customiserId: number, sizeId: number): Promise<void> {
    await this.deleteRow.delete('sizes', customiserId, sizeId);
  }

  referencers(customiserId: number, sizeId: number) {
    return this.references.find('sizes', customiserId, sizeId);
  }

  written(storeId: number, customiserId: number): Promise<void> {
    return this.effects.written({ storeId, customiserId, subject: 'pricing', subjectId: customiserId, action: 'updated' });
  }
}

function sizeFields(size: PricingSize): Record<string, unknown> {
  return Object.fromEntries(SIZE_FIELDS.map((field) => [field, size[field]]));
}

function toPricingSize(row: OptionRow): PricingSize & { size_id: number } {
  const attributes = row.attributes as Record<string, unknown>;
  return { size_id: row.id, ...(Object.fromEntries(SIZE_FIELDS.map((field) => [field, attributes[field] ?? null])) as Omit<PricingSize, 'size_id'>), min_char: (attributes.min_char as number) ?? 0, sort_order: (attributes.sort_order as number) ?? 0, name: String(attributes.name) };
}
