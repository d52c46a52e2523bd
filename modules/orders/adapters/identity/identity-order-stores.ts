import { inject, injectable } from 'inversify';
import { StoreDirectory } from '../../../identity';
import type { OrderStores } from '../../application/ports';

/** The orders context's view of a store, asked of the identity context's public service. */
@injectable()
export class IdentityOrderStores implements OrderStores {
  constructor(@inject(StoreDirectory) private readonly directory: StoreDirectory) {}

  async profile(storeId: number) {
    const { name, currency, manufacturerEmail, livemode } = await this.directory.profile(storeId);
    return { name, currency, manufacturerEmail, livemode };
  }

  acceptsWrites(storeId: number, integrationId: number): Promise<boolean> {
    return this.directory.integrationAcceptsWrites(storeId, integrationId);
  }
}
