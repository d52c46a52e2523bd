import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
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
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Answers the keys of the dropped uploads' bytes. */
  async drop(storeId: number): Promise<string[]> {
    return (await this.unitOfWork.run(() => this.data.drop(storeId))).map(blobKeyOf);
  }

  async deleteBytes(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.blobs.delete(key);
  }
}
