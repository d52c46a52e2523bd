import { inject, injectable } from 'inversify';
import { CatalogueTokens } from '../catalogue.tokens';
import type { Customiser } from '../domain/customiser';
import type { CustomiserRepository } from './ports';
import { requireCustomiser } from './require-customiser';

@injectable()
export class GetCustomiserService {
  constructor(@inject(CatalogueTokens.CustomiserRepository) private readonly customisers: CustomiserRepository) {}

  get(id: number): Promise<Customiser> {
    return requireCustomiser(this.customisers, id);
  }
}
