import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { UploadsTokens } from '../uploads.tokens';
import { blobKeyOf } from '../domain/upload';
import type { UploadRepository } from '../application/ports';

export interface FormAttachmentFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** The bytes of a shopper's file that a form submission took, for whoever may read the quote holding it. */
@injectable()
export class FormAttachments {
  constructor(
    @inject(UploadsTokens.UploadRepository) private readonly uploads: UploadRepository,
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
  ) {}

  async read(uploadId: string): Promise<FormAttachmentFile | undefined> {
    const upload = await this.uploads.find(currentStoreId(), uploadId);
    if (!upload || upload.purpose !== 'form_attachment' || upload.status !== 'attached') return undefined;
    const bytes = await this.blobs.get(blobKeyOf(upload));
    return bytes && { filename: upload.filename, contentType: upload.contentType, bytes };
  }
}
