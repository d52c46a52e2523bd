import { inject, injectable } from 'inversify';
import { StoreDirectory } from '../../../identity';
import type { IntegrationWrites, StoreProfiles } from '../../application/ports';

/** The catalogue's view of a store, asked of the identity context's public service. */
@injectable()
export class IdentityStoreProfiles implements StoreProfiles, IntegrationWrites {
  constructor(@inject(StoreDirectory) private readonly directory: StoreDirectory) {}

  async profile(storeId: number) {
    const profile = await this.directory.profile(storeId);
    return { currency: profile.currency, perWordStyling: profile.perWordStyling };
  }

  acceptsWrites(storeId: number, integrationId: number): Promise<boolean> {
    return this.directory.integrationAcceptsWrites(storeId, integrationId);
  }
}
