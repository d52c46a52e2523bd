import { multiInject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { CatalogueTokens } from '../catalogue.tokens';
import { OPTION_FAMILIES } from '../domain/option-families';
import type { Referencer } from '../domain/option-row';
import type { ReferenceFinder, ReferenceTarget } from './ports';

/** Before a delete, asks every registered finder who points at the row; references are never cleared. */
@injectable()
export class ReferenceCheck {
  constructor(@multiInject(CatalogueTokens.ReferenceFinder) private readonly finders: ReferenceFinder[]) {}

  async find(target: ReferenceTarget): Promise<Referencer[]> {
    return (await Promise.all(this.finders.map((finder) => finder.find(target)))).flat();
  }

  async assertUnreferenced(target: ReferenceTarget, pointer?: string): Promise<void> {
    const referencedBy = await this.find(target);
    if (referencedBy.length === 0) return;
    throw Problems.resourceInUse({
      referencedBy,
      detail: `The ${OPTION_FAMILIES[target.family].noun} ${target.id} is referenced by ${referencedBy.length} record(s); remove those references first.`,
      ...(pointer !== undefined ? { pointer } : {}),
    });
  }
}
