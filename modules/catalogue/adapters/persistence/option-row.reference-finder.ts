import { inject, injectable } from 'inversify';
import { CatalogueTokens } from '../../catalogue.tokens';
import { FAMILY_SEGMENTS, OPTION_FAMILIES } from '../../domain/option-families';
import type { Referencer } from '../../domain/option-row';
import type { OptionRowRepository, ReferenceFinder, ReferenceTarget } from '../../application/ports';

/** Rows of any family whose declared references name the target (presets naming a font, …). */
@injectable()
export class OptionRowReferenceFinder implements ReferenceFinder {
  constructor(@inject(CatalogueTokens.OptionRowRepository) private readonly rows: OptionRowRepository) {}

  async find(target: ReferenceTarget): Promise<Referencer[]> {
    const found: Referencer[] = [];
    for (const segment of FAMILY_SEGMENTS) {
      const family = OPTION_FAMILIES[segment];
      for (const reference of family.references.filter((candidate) => candidate.family === target.family)) {
        const rows = await this.rows.referencing({ ...target, family: segment }, reference.field, reference.many, target.id);
        found.push(...rows.map((row) => ({ type: family.object, id: row.id, name: (row.attributes.name as string | undefined) ?? null })));
      }
    }
    return found;
  }
}
