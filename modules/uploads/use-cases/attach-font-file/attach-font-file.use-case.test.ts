import { actingForStore } from '../../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../../shared-kernel/test-support/in-memory-unit-of-work';
import { ok, type AnyOperation, type OperationResult } from '../../../../infra/operations/operation';
import { AttachFileUploadService } from '../../application/attach-file-upload.service';
import { aFontFile, fakeFontInspector, fakeShapeSanitiser, testUploadUrls } from '../../test-support/fake-file-verifiers';
import { InMemoryFileSlots } from '../../test-support/in-memory-file-slots';
import { inMemoryUploads } from '../../test-support/in-memory-uploads';
import { attachParams } from '../../adapters/http/uploads.schemas';
import AttachFontFile from './attach-font-file.use-case';

async function setUp() {
  const context = inMemoryUploads();
  const slots = new InMemoryFileSlots();
  const font = slots.add(5, 3, 'fonts', { name: 'Script', font_file: { has_font_file: false, family_name: null, ttf_url: null } });
  const unitOfWork = new InMemoryUnitOfWork([context.uploads, slots]);
  const service = new AttachFileUploadService(context.uploads, fakeFontInspector, fakeShapeSanitiser, testUploadUrls, context.blobs, slots, context.clock, unitOfWork);
  // The catalogue's read of the font, as the directory finds it: it answers the row the slots hold.
  const reads: { operationId: string; params: unknown }[] = [];
  const directory = {
    find: (operationId: string) =>
      ({ operationId, params: attachParams('font_id', 'font'), handler: async ({ params }: { params: { font_id: number } }) => {
        reads.push({ operationId, params });
        return ok({ id: params.font_id, ...slots.row(params.font_id).attributes });
      } }) as unknown as AnyOperation,
  };
  const [operation] = new AttachFontFile(service as never, { rateLimits: { optionWritesPerMinute: 120 } } as never, directory as never).routes();
  const attach = (uploadId: string, fontId = font.id) =>
    actingForStore(5, () => unitOfWork.run(() => operation!.handler({
      params: { customiser_id: 3, font_id: fontId }, query: {}, body: { upload_id: uploadId }, url: new URL('http://service.test'), headers: {},
    } as never))) as Promise<OperationResult>;
  return { ...context, slots, font, reads, operation: operation!, attach };
}

describe('attaching an uploaded font file (PUT …/fonts/{font_id}/font-file)', () => {
  it('is declared with the option writes’ budget and the problems an attachment answers', async () => {
    const { operation } = await setUp();
    expect(operation).toMatchObject({
      operationId: 'attachFontFile', auth: 'api_key', scopes: ['customisers:write'], idempotency: 'optional',
      budget: { name: 'option-write', points: 120 },
      problems: ['resource_not_found', 'validation_failed', 'unknown_field', 'upload_not_ready', 'upload_verification_failed'],
    });
  });

  it('fills the font’s file and answers the font as the catalogue reads it', async () => {
    const { attach, upload, font, reads } = await setUp();
    const landed = await upload(5, 'font_ttf', aFontFile('Pacifico'));
    const result = await attach(landed.id);
    expect(reads).toEqual([{ operationId: 'getFont', params: { customiser_id: 3, font_id: font.id } }]);
    expect(result).toEqual({
      kind: 'resource', status: 200,
      data: expect.objectContaining({ id: font.id, font_file: { has_font_file: true, family_name: 'Pacifico', ttf_url: testUploadUrls.fontFile(landed.id) } }),
    });
  });

  it('refuses an upload whose bytes have not landed, reading nothing', async () => {
    const { attach, upload, reads } = await setUp();
    const pending = await upload(5, 'font_ttf', null);
    await expect(attach(pending.id)).rejects.toMatchObject({ status: 409, code: 'upload_not_ready' });
    expect(reads).toEqual([]);
  });
});
