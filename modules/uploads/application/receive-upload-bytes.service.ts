import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { problem } from '../../../shared-kernel/problems/problems';
import { UploadsTokens } from '../uploads.tokens';
import { blobKeyOf, type Upload } from '../domain/upload';
import type { TargetSigner, UploadRepository } from './ports';

export interface ReceivedBytes {
  uploadId: string;
  expiresAtSeconds: number;
  signature: string;
  contentType: string;
  bytes: Buffer;
}

/** The signed target's PUT: exactly the declared bytes, once, before the target expires. */
@injectable()
export class ReceiveUploadBytesService {
  constructor(
    @inject(UploadsTokens.UploadRepository) private readonly uploads: UploadRepository,
    @inject(UploadsTokens.TargetSigner) private readonly signer: TargetSigner,
    @inject(BLOB_STORAGE) private readonly blobs: BlobStorage,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async receive(input: ReceivedBytes): Promise<Upload> {
    if (!this.signer.verify(input.uploadId, input.expiresAtSeconds, input.signature)) {
      throw problem('upload_target_invalid', { detail: 'The target URL was altered or is not a target of this service.' });
    }
    if (this.clock.now().getTime() > input.expiresAtSeconds * 1000) {
      throw problem('upload_target_expired', { detail: 'This upload target has expired; create a new upload.' });
    }
    const upload = await this.uploads.findForTarget(input.uploadId, { forUpdate: true });
    if (!upload) throw problem('upload_target_invalid', { detail: 'No such upload.' });
    if (upload.status !== 'pending') throw problem('upload_target_used', { detail: 'This target already received its bytes.' });
    const mismatch = [
      ...(input.contentType.toLowerCase() !== upload.contentType ? [{ pointer: '', code: 'content_type_mismatch', detail: `Send Content-Type ${upload.contentType}.` }] : []),
      ...(input.bytes.length !== upload.byteSize ? [{ pointer: '', code: 'byte_size_mismatch', detail: `Send exactly ${upload.byteSize} bytes, not ${input.bytes.length}.` }] : []),
    ];
    if (mismatch.length > 0) throw problem('upload_bytes_mismatch', { detail: 'The bytes differ from the declaration.', errors: mismatch });
    await this.blobs.put(blobKeyOf(upload), input.bytes);
    const received: Upload = { ...upload, status: 'uploaded' };
    await this.uploads.save(received);
    return received;
  }
}
