import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { blobKeyOf } from '../domain/upload';
import { UploadsTokens } from '../uploads.tokens';
import type { UploadsTestData } from './ports';

/**
 * A sandbox reset's part in uploads: a test store's uploads go. Their bytes are deleted only once the
 * reset has committed (`deleteBytes`): a reset that rolls back keeps every upload readable.
 */
@injectable()
export class DropUploadsTestDataService {
  constructor(
    @inject(UploadsTokens.UploadsTestData) private readonly data: UploadsTestData,
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
  ) {}

  /** Answers the keys of the dropped uploads' bytes. Runs in the caller's transaction (the reset's operation): it begins none. */
  async drop(storeId: number): Promise<string[]> {
    return (await this.data.drop(storeId)).map(blobKeyOf);
  }

  async deleteBytes(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.blobs.delete(key);
  }
}
