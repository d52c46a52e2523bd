import { actingForStore } from '../../../shared-kernel/request-context';
import { TARGET_LIFETIME_MS, blobKeyOf } from '../domain/upload';
import { inMemoryUploads } from '../test-support/in-memory-uploads';
import type { ReceivedBytes, TargetRequest } from './receive-upload-bytes.service';

const BYTES = Buffer.from('%PDF-1.7 the artwork');

async function setUp() {
  const context = inMemoryUploads();
  const { upload, target } = await actingForStore(5, () =>
    context.declaring.declare({ purpose: 'form_attachment', filename: 'artwork.pdf', contentType: 'application/pdf', byteSize: BYTES.length }),
  );
  const url = new URL(target.url);
  const expires = Number(url.searchParams.get('expires'));
  const put = (overrides: Partial<ReceivedBytes> = {}) =>
    context.receiving.receive({
      uploadId: upload.id, expiresAtSeconds: expires, signature: url.searchParams.get('signature')!,
      contentType: 'application/pdf', bytes: BYTES, ...overrides,
    });
  const admit = (overrides: Partial<TargetRequest> = {}) =>
    context.receiving.admit({
      uploadId: upload.id, expiresAtSeconds: expires, signature: url.searchParams.get('signature')!,
      contentType: 'application/pdf', contentLength: BYTES.length, ...overrides,
    });
  return { ...context, upload, expires, put, admit };
}

describe('receiving an upload’s bytes at its signed target', () => {
  it('keeps exactly the declared bytes and marks the upload uploaded', async () => {
    const { put, upload, uploads, blobs } = await setUp();
    await expect(put({ contentType: 'Application/PDF' })).resolves.toMatchObject({ id: upload.id, status: 'uploaded' });
    expect(blobs.blobs.get(blobKeyOf(upload))).toEqual(BYTES);
    await expect(uploads.find(5, upload.id)).resolves.toMatchObject({ status: 'uploaded' });
  });

  it('takes one PUT only', async () => {
    const { put } = await setUp();
    await put();
    await expect(put()).rejects.toMatchObject({ status: 409, code: 'upload_target_used' });
  });

  it('refuses an altered target, and a target of an upload that does not exist', async () => {
    const { put, blobs, expires } = await setUp();
    await expect(put({ signature: 'forged' })).rejects.toMatchObject({ status: 403, code: 'upload_target_invalid' });
    await expect(put({ expiresAtSeconds: expires + 3600 })).rejects.toMatchObject({ status: 403, code: 'upload_target_invalid' });
    await expect(put({ uploadId: 'upl_unknown' })).rejects.toMatchObject({ status: 403, code: 'upload_target_invalid' });
    expect(blobs.blobs.size).toBe(0);
  });

  it('refuses bytes once the target has expired', async () => {
    const { put, clock, uploads, upload } = await setUp();
    clock.advance(TARGET_LIFETIME_MS + 1000);
    await expect(put()).rejects.toMatchObject({ status: 410, code: 'upload_target_expired' });
    await expect(uploads.find(5, upload.id)).resolves.toMatchObject({ status: 'pending' });
  });

  it('refuses bytes that differ from the declaration, saying how', async () => {
    const { put, blobs } = await setUp();
    await expect(put({ contentType: 'image/png', bytes: Buffer.concat([BYTES, Buffer.from('!')]) })).rejects.toMatchObject({
      status: 422,
      code: 'upload_bytes_mismatch',
      errors: [{ code: 'content_type_mismatch' }, { code: 'byte_size_mismatch' }],
    });
    expect(blobs.blobs.size).toBe(0);
  });

  describe('before the body is read', () => {
    it('admits a signed, current, pending target whose Content-Length is the declared size, saying how many bytes to read', async () => {
      const { admit } = await setUp();
      await expect(admit()).resolves.toEqual({ byteSize: BYTES.length });
      await expect(admit({ contentLength: undefined })).resolves.toEqual({ byteSize: BYTES.length });
    });

    it('refuses a forged, expired or used target', async () => {
      const { admit, put, clock } = await setUp();
      await expect(admit({ signature: 'forged' })).rejects.toMatchObject({ status: 403, code: 'upload_target_invalid' });
      await put();
      await expect(admit()).rejects.toMatchObject({ status: 409, code: 'upload_target_used' });
      clock.advance(TARGET_LIFETIME_MS + 1000);
      await expect(admit()).rejects.toMatchObject({ status: 410, code: 'upload_target_expired' });
    });

    it('refuses a Content-Length other than the declared size', async () => {
      const { admit } = await setUp();
      await expect(admit({ contentLength: 25 * 1024 * 1024 })).rejects.toMatchObject({
        status: 422,
        code: 'upload_bytes_mismatch',
        errors: [{ code: 'byte_size_mismatch', detail: `Send exactly ${BYTES.length} bytes, not ${25 * 1024 * 1024}.` }],
      });
    });
  });
});
