import { inject, injectable } from 'inversify';
import { CustomiserCatalogues } from '../../../catalogue';
import type { CustomiserSource } from '../../application/ports';
import type { CatalogueSnapshotInput } from '../../domain/storefront-snapshot';

/** A customiser's catalogue, asked of the catalogue context's public service. */
@injectable()
export class CatalogueCustomisers implements CustomiserSource {
  constructor(@inject(CustomiserCatalogues) private readonly catalogue: CustomiserCatalogues) {}

  async read(customiserId: number): Promise<CatalogueSnapshotInput> {
    const { customiser, settings, rows, letterPartSelections } = await this.catalogue.read(customiserId);
    return {
      customiser: {
        id: customiser.id,
        storeId: customiser.storeId,
        name: customiser.name,
        active: customiser.active,
        pricingModel: customiser.pricingModel,
        signCategory: customiser.signCategory,
        productFamily: customiser.productFamily,
        selectionMode: customiser.selectionMode,
      },
      settings: { multiple_fonts: settings.multiple_fonts, multiple_colours: settings.multiple_colours, border_margin_cm: settings.border_margin_cm },
      rows: rows.map((row) => ({ id: row.id, family: row.family, attributes: row.attributes })),
      letterPartSelections: letterPartSelections.map((selection) => ({
        letterTypeId: selection.letterTypeId,
        letterPart: selection.letterPart,
        name: selection.configuration.name,
        optional: selection.configuration.optional,
        colourIds: selection.colourIds,
      })),
    };
  }

  customiserOfForm(formId: number): Promise<number | undefined> {
    return this.catalogue.customiserOf('forms', formId);
  }
}
