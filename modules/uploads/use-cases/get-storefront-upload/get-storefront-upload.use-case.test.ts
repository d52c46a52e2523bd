import { actingForStore } from '../../../../shared-kernel/request-context';
import type { OperationResult } from '../../../../infra/operations/operation';
import { Uploads } from '../../read-models/uploads';
import { inMemoryUploads } from '../../test-support/in-memory-uploads';
import GetStorefrontUpload from './get-storefront-upload.use-case';

async function setUp() {
  const context = inMemoryUploads();
  const [operation] = new GetStorefrontUpload(new Uploads(context.uploads)).routes();
  const poll = (uploadId: string, storeId = 5) =>
    actingForStore(storeId, () => operation!.handler({ params: { upload_id: uploadId }, query: {}, body: undefined, url: new URL('http://service.test'), headers: {} } as never)) as Promise<OperationResult>;
  return { ...context, operation: operation!, poll };
}

describe('a shopper polling a file declared for a form (GET /storefront/v1/uploads/{upload_id})', () => {
  it('is a read with the storefront key', async () => {
    const { operation } = await setUp();
    expect(operation).toMatchObject({ operationId: 'getStorefrontUpload', auth: 'storefront_key', scopes: [], idempotency: 'none', problems: ['resource_not_found', 'unknown_parameter'] });
  });

  it('answers a form attachment of the store, without a target', async () => {
    const { poll, upload } = await setUp();
    const sketch = await upload(5, 'form_attachment', Buffer.from('%PDF-1.7'));
    await expect(poll(sketch.id)).resolves.toEqual({
      kind: 'resource', status: 200,
      data: expect.objectContaining({ id: sketch.id, purpose: 'form_attachment', status: 'uploaded', attached_at: null, upload_target: null }),
    });
  });

  it('answers 404 for what the integration declared and for another store’s file', async () => {
    const { poll, upload } = await setUp();
    const font = await upload(5, 'font_ttf', null);
    const sketch = await upload(5, 'form_attachment', null);
    await expect(poll(font.id)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(poll(sketch.id, 6)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
