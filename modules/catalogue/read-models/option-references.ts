import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../shared-kernel/request-context';
import type { FamilySegment } from '../domain/option-families';
import type { Referencer } from '../domain/option-row';
import { ReferenceCheck } from '../application/reference-check';

/**
 * Who references any of some rows of one family, asked of every registered finder once for all of them;
 * lets another context refuse a delete itself (pricing, dropping many sizes in one write). That context
 * names itself as `exceptContext`: its write replaces its own references, which it checks itself (a
 * pricing write that drops a size drops the size's rows with it, or its document rules refuse it).
 */
@injectable()
export class OptionReferences {
  constructor(@inject(ReferenceCheck) private readonly references: ReferenceCheck) {}

  find(family: FamilySegment, customiserId: number, ids: readonly number[], options: { exceptContext?: string } = {}): Promise<Referencer[]> {
    return this.references.find({ storeId: currentStoreId(), customiserId, family, ids }, options);
  }
}
