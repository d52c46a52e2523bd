import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { CatalogueTokens } from '../catalogue.tokens';
import type { FamilySegment } from '../domain/option-families';
import type { Referencer } from '../domain/option-row';
import type { ReferenceCheck } from './reference-check';

/** Who references a row, asked of every registered finder; lets another context refuse a delete itself. */
@injectable()
export class FindOptionReferencesService {
  constructor(@inject(CatalogueTokens.ReferenceCheck) private readonly references: ReferenceCheck) {}

  find(family: FamilySegment, customiserId: number, id: number): Promise<Referencer[]> {
    return this.references.find({ storeId: currentStoreId(), customiserId, family, id });
  }
}
