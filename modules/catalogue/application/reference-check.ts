import { multiInject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { CatalogueTokens } from '../catalogue.tokens';
import { OPTION_FAMILIES } from '../domain/option-families';
import type { Referencer } from '../domain/option-row';
import type { ReferenceFinder, ReferenceTargets } from './ports';

/**
 * Before a delete, asks every registered finder (of every context: catalogue rows, settings, letter-part
 * selections, pricing rows) who points at the rows; references are never cleared.
 * Each finder answers for all the targets with one query, so removing many rows costs one round.
 */
@injectable()
export class ReferenceCheck {
  constructor(@multiInject(CatalogueTokens.ReferenceFinder) private readonly finders: ReferenceFinder[]) {}

  /** Every referencer of any of the targets; `exceptContext` leaves out the finders of the context asking for a write of its own. */
  async find(targets: ReferenceTargets, options: { exceptContext?: string } = {}): Promise<Referencer[]> {
    if (targets.ids.length === 0) return [];
    const finders = this.finders.filter((finder) => finder.context !== options.exceptContext);
    return (await Promise.all(finders.map((finder) => finder.find(targets)))).flat();
  }

  /** Refuses the delete of one row that anything references: 409 naming every referencer. */
  async assertUnreferenced(target: Omit<ReferenceTargets, 'ids'> & { id: number }, pointer?: string): Promise<void> {
    const { id, ...row } = target;
    const referencedBy = await this.find({ ...row, ids: [id] });
    if (referencedBy.length === 0) return;
    throw Problems.resourceInUse({
      referencedBy,
      detail: `The ${OPTION_FAMILIES[target.family].noun} ${id} is referenced by ${referencedBy.length} record(s); remove those references first.`,
      ...(pointer !== undefined ? { pointer } : {}),
    });
  }
}
