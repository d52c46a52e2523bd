import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { UploadsTokens } from '../uploads.tokens';
import { blobKeyOf } from '../domain/upload';
import type { UploadRepository } from '../application/ports';

/** The bytes of an attached font, for browsers that render the designer preview; nothing else is published. */
@injectable()
export class AttachedFontFiles {
  constructor(
    @inject(UploadsTokens.UploadRepository) private readonly uploads: UploadRepository,
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
  ) {}

  async read(uploadId: string): Promise<Buffer | undefined> {
    const upload = await this.uploads.findForTarget(uploadId);
    if (!upload || upload.purpose !== 'font_ttf' || upload.status !== 'attached') return undefined;
    return this.blobs.get(blobKeyOf(upload));
  }
}
