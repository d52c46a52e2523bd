import type { BlobStorage } from '../../../shared-kernel/blob-storage';
import { Problems, problem } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import { blobKeyOf, type Upload } from '../domain/upload';
import type { UploadPurpose } from '../domain/upload-purposes';
import type { UnitOfWork } from '../../../shared-kernel/unit-of-work';
import type { UploadRepository, Verified } from './ports';

/**
 * An upload of this store and purpose whose bytes landed and that nothing holds yet, with its bytes.
 * `pointer` is where the request named it (`/upload_id` for a file slot).
 */
export async function takeUploadedBytes(
  uploads: UploadRepository,
  blobs: BlobStorage,
  uploadId: string,
  purpose: UploadPurpose,
  now: Date,
  pointer = '/upload_id',
): Promise<{ upload: Upload; bytes: Buffer }> {
  const upload = await uploads.find(currentStoreId(), uploadId, { forUpdate: true });
  if (!upload) throw Problems.validationFailed([{ pointer, code: 'invalid', detail: 'No such upload in this store.' }]);
  if (upload.purpose !== purpose) {
    throw Problems.validationFailed([{ pointer, code: 'invalid', detail: `This takes a ${purpose} upload, not ${upload.purpose}.` }]);
  }
  if (upload.status !== 'uploaded' || upload.expiresAt.getTime() <= now.getTime()) {
    throw problem('upload_not_ready', { detail: `The upload is ${upload.status}${upload.expiresAt.getTime() <= now.getTime() ? ' and expired' : ''}; only uploaded bytes can be attached, once.` });
  }
  const bytes = await blobs.get(blobKeyOf(upload));
  if (!bytes) throw problem('upload_not_ready', { detail: 'The uploaded bytes are missing.' });
  return { upload, bytes };
}

/**
 * A file that fails verification is refused, its slot unchanged, and the upload remembers why: the
 * record is written once the refused request's transaction has rolled back (it holds the upload's lock).
 */
export async function verifiedOrRefused<T>(uploads: UploadRepository, unitOfWork: UnitOfWork, upload: Upload, verdict: Verified<T>, pointer = '/upload_id'): Promise<T> {
  if (verdict.ok) return verdict.value;
  const failureCode = verdict.failureCode;
  await unitOfWork.afterRollback(() => uploads.recordRejection(upload.id, failureCode));
  throw problem('upload_verification_failed', {
    detail: verdict.detail,
    errors: [{ pointer, code: verdict.failureCode, detail: verdict.detail }],
    members: { verification_failure_code: verdict.failureCode },
  });
}
