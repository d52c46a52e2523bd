import { inject, injectable } from 'inversify';
import { StoreDirectory } from '../../../identity';
import type { StoreCurrency } from '../../application/ports';

/** On a hosted commerce platform the storefront's own currency is in charge: the document says null. */
@injectable()
export class IdentityStoreCurrency implements StoreCurrency {
  constructor(@inject(StoreDirectory) private readonly directory: StoreDirectory) {}

  async currencyOf(storeId: number): Promise<string | null> {
    const profile = await this.directory.profile(storeId);
    return profile.platform === 'universal' ? profile.currency : null;
  }
}
