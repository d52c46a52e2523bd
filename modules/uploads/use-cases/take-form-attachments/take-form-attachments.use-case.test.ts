import { actingForStore } from '../../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { OperationResult } from '../../../../infra/operations/operation';
import { AttachFormAttachmentsService } from '../../application/attach-form-attachments.service';
import { inMemoryUploads } from '../../test-support/in-memory-uploads';
import TakeFormAttachments from './take-form-attachments.use-case';

const PDF = Buffer.from('%PDF-1.7 the artwork');

async function setUp() {
  const context = inMemoryUploads();
  const unitOfWork = new InMemoryUnitOfWork([context.uploads]);
  const [operation] = new TakeFormAttachments(new AttachFormAttachmentsService(context.uploads, context.blobs, context.clock, unitOfWork)).operations();
  // As the pipeline runs it for the operator acting for a store: in one transaction.
  const take = (...ids: string[]) =>
    actingForStore(5, () => unitOfWork.run(() => operation!.handler({ params: {}, query: {}, body: { upload_ids: ids }, url: new URL('http://service.test'), headers: {} } as never))) as Promise<OperationResult>;
  return { ...context, operation: operation!, take };
}

describe('the operator taking a shopper’s files for a quote (takeFormAttachments)', () => {
  it('is the operator’s', async () => {
    const { operation } = await setUp();
    expect(operation).toMatchObject({ operationId: 'takeFormAttachments', auth: 'operator', scopes: [], idempotency: 'none', problems: ['validation_failed', 'unknown_field', 'upload_not_ready', 'upload_verification_failed'] });
  });

  it('takes each file and answers it as a quote keeps it', async () => {
    const { take, upload, uploads } = await setUp();
    const artwork = await upload(5, 'form_attachment', PDF);
    await expect(take(artwork.id)).resolves.toEqual({
      kind: 'resource', status: 200,
      data: { files: [{ upload_id: artwork.id, filename: 'artwork.pdf', content_type: 'application/pdf', byte_size: PDF.length }] },
    });
    await expect(uploads.find(5, artwork.id)).resolves.toMatchObject({ status: 'attached' });
  });

  it('refuses a file whose bytes have not landed, naming where it was listed', async () => {
    const { take, upload } = await setUp();
    const artwork = await upload(5, 'form_attachment', PDF);
    const pending = await upload(5, 'form_attachment', null);
    await expect(take(artwork.id, pending.id)).rejects.toMatchObject({ status: 409, code: 'upload_not_ready' });
  });
});
