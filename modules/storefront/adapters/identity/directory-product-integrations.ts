import { inject, injectable } from 'inversify';
import { StoreDirectory } from '../../../identity';
import type { ProductIntegrations } from '../../application/ports';

/** The first enabled custom integration with a create-product URL: the one product:created goes to. */
@injectable()
export class DirectoryProductIntegrations implements ProductIntegrations {
  constructor(@inject(StoreDirectory) private readonly directory: StoreDirectory) {}

  async designIntegrationOf(storeId: number): Promise<number | null> {
    return (await this.directory.productCallbackIntegrations(storeId, null))[0] ?? null;
  }
}
