import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import type { AfterCommit, TestStoreData } from '../../../shared-kernel/test-store-data';
import { blobKeyOf } from '../domain/upload';
import { UploadsTokens } from '../uploads.tokens';
import type { UploadsTestData } from './ports';

/**
 * Uploads' part of a store's test data: a test store starts with none, and a sandbox reset drops its
 * uploads. Their bytes are deleted only once the reset has committed: a reset that rolls back keeps every
 * upload readable.
 */
@injectable()
export class UploadsTestStoreData implements TestStoreData {
  readonly name = 'uploads';
  readonly stage = 30;

  constructor(
    @inject(UploadsTokens.UploadsTestData) private readonly data: UploadsTestData,
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
  ) {}

  async drop(testStoreId: number): Promise<AfterCommit> {
    const keys = (await this.data.drop(testStoreId)).map(blobKeyOf);
    return async () => {
      for (const key of keys) await this.blobs.delete(key);
    };
  }
}
