import { inject, injectable } from 'inversify';
import { CatalogueTokens } from '../catalogue.tokens';
import type { Customiser } from '../domain/customiser';
import type { CustomiserRepository } from '../application/ports';
import { requireCustomiser } from '../application/require-customiser';

/** A customiser of the current store, by id; another store's is a 404 like an unknown one. */
@injectable()
export class Customisers {
  constructor(@inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository) {}

  get(id: number): Promise<Customiser> {
    return requireCustomiser(this.customisers, id);
  }

  /**
   * A customiser of the store named, whichever store is acting: for a context's part of a store's test
   * data, which reads the test store's rows while the live store (or nobody) acts.
   */
  ofStore(storeId: number, id: number): Promise<Customiser | undefined> {
    return this.customisers.find(storeId, id);
  }
}
