import { actingForStore } from '../../../../shared-kernel/request-context';
import type { OperationResult } from '../../../../infra/operations/operation';
import { Uploads } from '../../read-models/uploads';
import { aFontFile } from '../../test-support/fake-file-verifiers';
import { inMemoryUploads } from '../../test-support/in-memory-uploads';
import GetUpload from './get-upload.use-case';

async function setUp() {
  const context = inMemoryUploads();
  const [operation] = new GetUpload(new Uploads(context.uploads)).routes();
  const poll = (uploadId: string, storeId = 5) =>
    actingForStore(storeId, () => operation!.handler({ params: { upload_id: uploadId }, query: {}, body: undefined, url: new URL('http://service.test'), headers: {} } as never)) as Promise<OperationResult>;
  return { ...context, operation: operation!, poll };
}

describe('polling an upload (GET /api/v3/uploads/{upload_id})', () => {
  it('is a read: no key, no budget', async () => {
    const { operation } = await setUp();
    expect(operation).toMatchObject({ operationId: 'getUpload', auth: 'api_key', scopes: ['customisers:write'], idempotency: 'none', problems: ['resource_not_found', 'unknown_parameter'] });
    expect(operation.budget).toBeUndefined();
  });

  it('answers the store’s upload, its bytes landed, without a target', async () => {
    const { poll, upload } = await setUp();
    const landed = await upload(5, 'font_ttf', aFontFile());
    await expect(poll(landed.id)).resolves.toEqual({
      kind: 'resource', status: 200,
      data: expect.objectContaining({ object: 'upload', id: landed.id, status: 'uploaded', bytes_received: true, upload_target: null }),
    });
  });

  it('answers 404 for another store’s upload and for a shopper’s form attachment', async () => {
    const { poll, upload } = await setUp();
    const font = await upload(5, 'font_ttf', null);
    const shoppersFile = await upload(5, 'form_attachment', Buffer.from('%PDF-1.7'));
    await expect(poll(font.id, 6)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(poll(shoppersFile.id)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
