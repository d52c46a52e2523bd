import { inject, injectable } from 'inversify';
import { CatalogueTokens } from '../../catalogue.tokens';
import { FAMILY_SEGMENTS, OPTION_FAMILIES, type FamilySegment } from '../../domain/option-families';
import type { Referencer } from '../../domain/option-row';
import type { OptionRowRepository, ReferenceFinder, ReferenceTargets, ReferencingField } from '../../application/ports';

/** Rows of any family whose declared references name a target (presets naming a font, …), in one query. */
@injectable()
export class OptionRowReferenceFinder implements ReferenceFinder {
  readonly context = 'catalogue';

  constructor(@inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository) {}

  async find(targets: ReferenceTargets): Promise<Referencer[]> {
    const fields = fieldsNaming(targets.family);
    if (fields.length === 0 || targets.ids.length === 0) return [];
    const rows = await this.rows.referencing(targets, fields, targets.ids);
    // Referencers are named family by family in the families' declared order, as a 409 has always named them.
    const byFamily = (row: { family: FamilySegment; id: number }) => FAMILY_SEGMENTS.indexOf(row.family);
    return rows
      .sort((a, b) => byFamily(a) - byFamily(b) || a.id - b.id)
      .map((row) => ({ type: OPTION_FAMILIES[row.family].object, id: row.id, name: (row.attributes.name as string | undefined) ?? null }));
  }
}

/** Every field of every family declared to name rows of `target`. */
function fieldsNaming(target: FamilySegment): ReferencingField[] {
  return FAMILY_SEGMENTS.flatMap((family) =>
    OPTION_FAMILIES[family].references.filter((reference) => reference.family === target).map(({ field, many }) => ({ family, field, many })),
  );
}
