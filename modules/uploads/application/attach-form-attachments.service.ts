import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { UploadsTokens } from '../uploads.tokens';
import { contentMismatch } from '../domain/file-signatures';
import type { UploadRepository, Verified } from './ports';
import { takeUploadedBytes, verifiedOrRefused } from './take-uploaded-bytes';

/** A shopper's file as the quote that holds it keeps it. */
export interface AttachedFormFile {
  uploadId: string;
  filename: string;
  contentType: string;
  byteSize: number;
}

/**
 * A form submission takes the shopper's uploads it names, in the caller's transaction: each must be a
 * landed `form_attachment` of the store whose bytes are what its content type says. Taken, an upload is
 * `attached` and no other submission can name it; a rolled-back submission leaves it free.
 */
@injectable()
export class AttachFormAttachmentsService {
  constructor(
    @inject(UploadsTokens.UploadRepository) private readonly uploads: UploadRepository,
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async attach(uploadIds: readonly string[]): Promise<AttachedFormFile[]> {
    const now = this.clock.now();
    const attached: AttachedFormFile[] = [];
    for (const [index, uploadId] of uploadIds.entries()) {
      const pointer = `/upload_ids/${index}`;
      const { upload, bytes } = await takeUploadedBytes(this.uploads, this.blobs, uploadId, 'form_attachment', now, pointer);
      const mismatch = contentMismatch(upload.contentType, bytes);
      const verdict: Verified<true> = mismatch === undefined ? { ok: true, value: true } : { ok: false, failureCode: 'content_mismatch', detail: mismatch };
      await verifiedOrRefused(this.uploads, this.unitOfWork, upload, verdict, pointer);
      await this.uploads.save({ ...upload, status: 'attached', attachedAt: now });
      attached.push({ uploadId: upload.id, filename: upload.filename, contentType: upload.contentType, byteSize: upload.byteSize });
    }
    return attached;
  }
}
