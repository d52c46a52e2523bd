import { inject, injectable } from 'inversify';
import { CatalogueTokens } from '../catalogue.tokens';
import type { CatalogueCopy } from '../domain/catalogue-copy';
import type { CatalogueCopies } from './ports';

/**
 * Copies a store's catalogue into another store (a store's test data starts as a copy of its live
 * catalogue): every customiser with its settings, option rows and letter-part selections, each reference
 * between them naming the copy. Answers the id maps, so that the pricing documents can be copied after.
 * It begins no transaction: it writes in its caller's (the operation that makes or resets a test store),
 * so the copy and the drop stand or fall with the rest of that operation.
 */
@injectable()
export class CopyCatalogueService {
  constructor(@inject(CatalogueTokens.CatalogueCopies) private readonly copies: CatalogueCopies) {}

  copy(fromStoreId: number, toStoreId: number): Promise<CatalogueCopy> {
    if (fromStoreId === toStoreId) throw new Error('a catalogue is copied into another store');
    return this.copies.copy(fromStoreId, toStoreId);
  }

  /** Drops the catalogue copied into a store, with the products made of it (a sandbox reset); answers the dropped customisers. */
  dropCopy(storeId: number): Promise<number[]> {
    return this.copies.drop(storeId);
  }
}
