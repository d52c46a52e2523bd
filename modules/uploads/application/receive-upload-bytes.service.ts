import { inject, injectable } from 'inversify';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import type { ProblemFieldError } from '../../../shared-kernel/problems/problem';
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

/** What a PUT to a signed target says before its body is read. */
export interface TargetRequest {
  uploadId: string;
  expiresAtSeconds: number;
  signature: string;
  contentType: string;
  /** The Content-Length header, absent for a chunked body. */
  contentLength: number | undefined;
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

  /**
   * Whether a target may send its body at all, told before a byte of it is read: a forged, expired or used
   * target, or a Content-Length other than the declared size, is refused without receiving up to 25 MiB
   * first. Answers how many bytes to read at most; `receive` checks everything again under the row's lock.
   */
  async admit(request: TargetRequest): Promise<{ byteSize: number }> {
    this.assertSignedAndCurrent(request);
    const upload = await this.pendingUpload(request.uploadId, false);
    this.assertDeclared(upload, request.contentType, request.contentLength);
    return { byteSize: upload.byteSize };
  }

  async receive(input: ReceivedBytes): Promise<Upload> {
    this.assertSignedAndCurrent(input);
    const upload = await this.pendingUpload(input.uploadId, true);
    this.assertDeclared(upload, input.contentType, input.bytes.length);
    await this.blobs.put(blobKeyOf(upload), input.bytes);
    const received: Upload = { ...upload, status: 'uploaded' };
    await this.uploads.save(received);
    return received;
  }

  private assertSignedAndCurrent(target: { uploadId: string; expiresAtSeconds: number; signature: string }): void {
    if (!this.signer.verify(target.uploadId, target.expiresAtSeconds, target.signature)) {
      throw problem('upload_target_invalid', { detail: 'The target URL was altered or is not a target of this service.' });
    }
    if (this.clock.now().getTime() > target.expiresAtSeconds * 1000) {
      throw problem('upload_target_expired', { detail: 'This upload target has expired; create a new upload.' });
    }
  }

  private async pendingUpload(uploadId: string, forUpdate: boolean): Promise<Upload> {
    const upload = await this.uploads.findForTarget(uploadId, { forUpdate });
    if (!upload) throw problem('upload_target_invalid', { detail: 'No such upload.' });
    if (upload.status !== 'pending') throw problem('upload_target_used', { detail: 'This target already received its bytes.' });
    return upload;
  }

  /** `byteLength` is unknown before a chunked body is read; its reader stops at the declared size. */
  private assertDeclared(upload: Upload, contentType: string, byteLength: number | undefined): void {
    const mismatch: ProblemFieldError[] = [];
    if (contentType.toLowerCase() !== upload.contentType) mismatch.push({ pointer: '', code: 'content_type_mismatch', detail: `Send Content-Type ${upload.contentType}.` });
    if (byteLength !== undefined && byteLength !== upload.byteSize) mismatch.push({ pointer: '', code: 'byte_size_mismatch', detail: `Send exactly ${upload.byteSize} bytes, not ${byteLength}.` });
    if (mismatch.length > 0) throw problem('upload_bytes_mismatch', { detail: 'The bytes differ from the declaration.', errors: mismatch });
  }
}
