import { actingForStore } from '../../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../../shared-kernel/test-support/in-memory-unit-of-work';
import { ok, type AnyOperation, type OperationResult } from '../../../../infra/operations/operation';
import { AttachFileUploadService } from '../../application/attach-file-upload.service';
import { fakeFontInspector, fakeShapeSanitiser, testUploadUrls } from '../../test-support/fake-file-verifiers';
import { InMemoryFileSlots } from '../../test-support/in-memory-file-slots';
import { inMemoryUploads } from '../../test-support/in-memory-uploads';
import { attachParams } from '../../adapters/http/uploads.schemas';
import AttachBackboardShape from './attach-backboard-shape.use-case';

const SHAPE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40"/></svg>';

async function setUp() {
  const context = inMemoryUploads();
  const slots = new InMemoryFileSlots();
  const backboard = slots.add(5, 3, 'backboards', { name: 'Clear acrylic' });
  const unitOfWork = new InMemoryUnitOfWork([context.uploads, slots]);
  const service = new AttachFileUploadService(context.uploads, fakeFontInspector, fakeShapeSanitiser, testUploadUrls, context.blobs, slots, context.clock, unitOfWork);
  // The catalogue's read of the backboard, as the directory finds it: it answers the row the slots hold.
  const reads: { operationId: string; params: unknown }[] = [];
  const directory = {
    find: (operationId: string) =>
      ({ operationId, params: attachParams('backboard_id', 'backboard'), handler: async ({ params }: { params: { backboard_id: number } }) => {
        reads.push({ operationId, params });
        return ok({ id: params.backboard_id, ...slots.row(params.backboard_id).attributes });
      } }) as unknown as AnyOperation,
  };
  const [operation] = new AttachBackboardShape(service as never, { rateLimits: { optionWritesPerMinute: 120 } } as never, directory as never).routes();
  const attach = (uploadId: string, backboardId = backboard.id) =>
    actingForStore(5, () => unitOfWork.run(() => operation!.handler({
      params: { customiser_id: 3, backboard_id: backboardId }, query: {}, body: { upload_id: uploadId }, url: new URL('http://service.test'), headers: {},
    } as never))) as Promise<OperationResult>;
  return { ...context, slots, backboard, reads, operation: operation!, attach };
}

describe('attaching an uploaded SVG as a backboard’s shape (PUT …/backboards/{backboard_id}/shape)', () => {
  it('is declared with the option writes’ budget and the problems an attachment answers', async () => {
    const { operation } = await setUp();
    expect(operation).toMatchObject({
      operationId: 'attachBackboardShape', auth: 'api_key', scopes: ['customisers:write'], idempotency: 'optional',
      budget: { name: 'option-write', points: 120 },
      problems: ['resource_not_found', 'validation_failed', 'unknown_field', 'upload_not_ready', 'upload_verification_failed'],
    });
  });

  it('fills the backboard’s shape and answers the backboard as the catalogue reads it', async () => {
    const { attach, upload, backboard, reads, uploads } = await setUp();
    const landed = await upload(5, 'backboard_shape_svg', Buffer.from(SHAPE));
    const result = await attach(landed.id);
    expect(reads).toEqual([{ operationId: 'getBackboard', params: { customiser_id: 3, backboard_id: backboard.id } }]);
    expect(result).toEqual({ kind: 'resource', status: 200, data: expect.objectContaining({ id: backboard.id, name: 'Clear acrylic', shape_svg: SHAPE }) });
    await expect(uploads.find(5, landed.id)).resolves.toMatchObject({ status: 'attached' });
  });

  it('refuses a file that is not a drawing, reading nothing', async () => {
    const { attach, upload, reads } = await setUp();
    const landed = await upload(5, 'backboard_shape_svg', Buffer.from('not a drawing'));
    await expect(attach(landed.id)).rejects.toMatchObject({ status: 422, code: 'upload_verification_failed' });
    expect(reads).toEqual([]);
  });
});
