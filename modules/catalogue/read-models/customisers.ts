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
}
