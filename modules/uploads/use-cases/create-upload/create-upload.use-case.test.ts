import { actingForStore } from '../../../../shared-kernel/request-context';
import type { OperationResult } from '../../../../infra/operations/operation';
import { inMemoryUploads } from '../../test-support/in-memory-uploads';
import CreateUpload from './create-upload.use-case';

function setUp() {
  const context = inMemoryUploads();
  const [operation] = new CreateUpload(context.declaring, { uploadTargetsPerMinute: 30 } as never).routes();
  const declare = (body: Record<string, unknown>) =>
    actingForStore(5, () => operation!.handler({ params: {}, query: {}, body, url: new URL('http://service.test/api/v3/uploads'), headers: {} } as never)) as Promise<OperationResult>;
  return { ...context, operation: operation!, declare };
}

const aFont = { purpose: 'font_ttf', filename: 'Pacifico.ttf', content_type: 'font/ttf', byte_size: 4096 };

describe('declaring an upload (POST /api/v3/uploads)', () => {
  it('is declared with a required key and the upload targets’ budget', () => {
    const { operation } = setUp();
    expect(operation).toMatchObject({
      operationId: 'createUpload', auth: 'api_key', scopes: ['customisers:write'], idempotency: 'required',
      budget: { name: 'upload-target', points: 30, durationSeconds: 60 },
      problems: expect.arrayContaining(['missing_idempotency_key', 'upload_type_not_allowed', 'upload_too_large']),
    });
  });

  it('records a pending upload of the store and answers 201 with its target, and a replay without it', async () => {
    const { declare, uploads } = setUp();
    const result = await declare(aFont);
    if (result.kind !== 'resource') throw new Error('a declaration answers its upload');
    const record = result.data as { id: string; status: string; upload_target: { method: string; url: string; headers: Record<string, string> } | null };
    expect(result.status).toBe(201);
    expect(record).toMatchObject({ object: 'upload', purpose: 'font_ttf', filename: 'Pacifico.ttf', byte_size: 4096, status: 'pending', bytes_received: false });
    expect(record.upload_target).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'font/ttf', 'Content-Length': '4096' } });
    expect(record.upload_target!.url).toContain(`/upload-targets/${record.id}?`);
    expect(result.replayData).toEqual({ ...record, upload_target: null });
    await expect(uploads.find(5, record.id)).resolves.toMatchObject({ storeId: 5, status: 'pending' });
  });
});
