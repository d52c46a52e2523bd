import { actingForStore } from '../../../shared-kernel/request-context';
import { InMemoryBlobStorage } from '../../../shared-kernel/test-support/in-memory-blob-storage';
import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { DeclareUploadService } from '../application/declare-upload.service';
import type { TargetSigner } from '../application/ports';
import { ReceiveUploadBytesService } from '../application/receive-upload-bytes.service';
import { signatureMatches, targetSignature } from '../domain/target-signature';
import type { Upload } from '../domain/upload';
import type { UploadPurpose } from '../domain/upload-purposes';
import { testUploadUrls } from './fake-file-verifiers';
import { InMemoryUploadRepository } from './in-memory-upload.repository';

const SECRET = 'unit test server secret';

export const testTargetSigner: TargetSigner = {
  sign: (uploadId, expiresAtSeconds) => targetSignature(SECRET, uploadId, expiresAtSeconds),
  verify: (uploadId, expiresAtSeconds, signature) => signatureMatches(SECRET, uploadId, expiresAtSeconds, signature),
};

const FILENAMES: Record<UploadPurpose, [string, string]> = {
  font_ttf: ['Pacifico.ttf', 'font/ttf'],
  backboard_shape_svg: ['shape.svg', 'image/svg+xml'],
  form_attachment: ['artwork.pdf', 'application/pdf'],
};

/** The uploads context's ports in memory, with the services that declare an upload and receive its bytes. */
export function inMemoryUploads(clock = new SettableClock()) {
  const uploads = new InMemoryUploadRepository();
  const blobs = new InMemoryBlobStorage();
  const declaring = new DeclareUploadService(uploads, testTargetSigner, testUploadUrls, clock);
  const receiving = new ReceiveUploadBytesService(uploads, testTargetSigner, blobs, clock);

  /** An upload of the store declared as `file` says; its bytes landed unless `bytes` is null. */
  async function upload(storeId: number, purpose: UploadPurpose, bytes: Buffer | null, file: { filename?: string; contentType?: string } = {}): Promise<Upload> {
    const [filename, contentType] = [file.filename ?? FILENAMES[purpose][0], file.contentType ?? FILENAMES[purpose][1]];
    const size = bytes?.length ?? 100;
    const { upload: declared, target } = await actingForStore(storeId, () => declaring.declare({ purpose, filename, contentType, byteSize: size }));
    if (!bytes) return declared;
    const url = new URL(target.url);
    return receiving.receive({ uploadId: declared.id, expiresAtSeconds: Number(url.searchParams.get('expires')), signature: url.searchParams.get('signature')!, contentType, bytes });
  }

  return { clock, uploads, blobs, declaring, receiving, upload };
}
