import { actingForStore } from '../../../../shared-kernel/request-context';
import type { OperationResult } from '../../../../infra/operations/operation';
import { inMemoryUploads } from '../../test-support/in-memory-uploads';
import CreateStorefrontUpload from './create-storefront-upload.use-case';

function setUp(storefrontBudgetBytes = 1024 * 1024) {
  const context = inMemoryUploads();
  const [operation] = new CreateStorefrontUpload(context.declaring, { uploadTargetsPerMinute: 30, uploads: { storefrontBudgetBytes } } as never).routes();
  const declare = (body: Record<string, unknown>) =>
    actingForStore(5, () => operation!.handler({ params: {}, query: {}, body, url: new URL('http://service.test/storefront/v1/uploads'), headers: {} } as never)) as Promise<OperationResult>;
  return { ...context, operation: operation!, declare };
}

const aSketch = { purpose: 'form_attachment', filename: 'sketch.pdf', content_type: 'application/pdf', byte_size: 600 };

describe('a shopper declaring a file for a form (POST /storefront/v1/uploads)', () => {
  it('is declared for the storefront key, with a required key and a budget per address', () => {
    const { operation } = setUp();
    expect(operation).toMatchObject({
      operationId: 'createStorefrontUpload', auth: 'storefront_key', scopes: [], idempotency: 'required',
      budget: { name: 'storefront-upload-target', points: 30, durationSeconds: 60, per: 'ip' },
    });
  });

  it('records a form attachment of the store and answers 201 with its target, and a replay without it', async () => {
    const { declare } = setUp();
    const result = await declare(aSketch);
    if (result.kind !== 'resource') throw new Error('a declaration answers its upload');
    expect(result.status).toBe(201);
    expect(result.data).toMatchObject({ object: 'upload', purpose: 'form_attachment', status: 'pending', upload_target: { method: 'PUT' } });
    expect(result.replayData).toMatchObject({ id: (result.data as { id: string }).id, upload_target: null });
  });

  it('holds the store to the operator’s storage budget for shoppers’ files', async () => {
    const { declare } = setUp(1000);
    await declare(aSketch);
    await expect(declare(aSketch)).rejects.toMatchObject({ status: 429, code: 'rate_limited', members: { budget: 'storefront-upload-storage', budget_bytes: 1000 } });
  });
});
