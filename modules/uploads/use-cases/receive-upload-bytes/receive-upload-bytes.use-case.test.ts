import { actingForStore } from '../../../../shared-kernel/request-context';
import type { OperationResult } from '../../../../infra/operations/operation';
import { blobKeyOf } from '../../domain/upload';
import { inMemoryUploads } from '../../test-support/in-memory-uploads';
import ReceiveUploadBytes from './receive-upload-bytes.use-case';

const BYTES = Buffer.from('%PDF-1.7 the artwork');

async function setUp() {
  const context = inMemoryUploads();
  const { upload, target } = await actingForStore(5, () =>
    context.declaring.declare({ purpose: 'form_attachment', filename: 'artwork.pdf', contentType: 'application/pdf', byteSize: BYTES.length }),
  );
  const url = new URL(target.url);
  const [operation] = new ReceiveUploadBytes(context.receiving).operations();
  // As the command line sends it: the target's own words, the file as base64. The operator acts for no store.
  const send = (bytes = BYTES, contentType = 'application/pdf') =>
    operation!.handler({
      params: { upload_id: upload.id },
      query: { expires: url.searchParams.get('expires')!, signature: url.searchParams.get('signature')! },
      body: { content_type: contentType, bytes_base64: bytes.toString('base64') },
      url: new URL('http://service.test'), headers: {},
    } as never) as Promise<OperationResult>;
  return { ...context, upload, operation: operation!, send };
}

describe('the operator sending an upload’s bytes (receiveUploadBytes)', () => {
  it('is the operator’s, with the problems of the signed target', async () => {
    const { operation } = await setUp();
    expect(operation).toMatchObject({
      operationId: 'receiveUploadBytes', auth: 'operator', scopes: [], idempotency: 'none',
      problems: expect.arrayContaining(['upload_target_invalid', 'upload_target_expired', 'upload_target_used', 'upload_bytes_mismatch']),
    });
  });

  it('keeps the decoded bytes and answers the upload as the PUT does: uploaded, with no target member', async () => {
    const { send, upload, blobs } = await setUp();
    const result = await send();
    if (result.kind !== 'resource') throw new Error('the bytes answer their upload');
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ object: 'upload', id: upload.id, status: 'uploaded', bytes_received: true });
    expect(result.data).not.toHaveProperty('upload_target');
    await expect(blobs.get(blobKeyOf(upload))).resolves.toEqual(BYTES);
  });

  it('refuses bytes other than declared, and a target already used', async () => {
    const { send } = await setUp();
    await expect(send(Buffer.from('short'))).rejects.toMatchObject({ code: 'upload_bytes_mismatch' });
    await send();
    await expect(send()).rejects.toMatchObject({ code: 'upload_target_used' });
  });
});
