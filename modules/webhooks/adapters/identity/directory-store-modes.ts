import { inject, injectable } from 'inversify';
import { StoreDirectory } from '../../../identity';
import type { StoreModes } from '../../application/ports';

/** Whether a store holds live or test data, asked of the identity context's public service. */
@injectable()
export class DirectoryStoreModes implements StoreModes {
  constructor(@inject(StoreDirectory) private readonly directory: StoreDirectory) {}

  livemode(storeId: number): Promise<boolean> {
    return this.directory.livemode(storeId);
  }
}
