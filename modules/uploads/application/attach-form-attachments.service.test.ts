import { actingForStore } from '../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { inMemoryUploads } from '../test-support/in-memory-uploads';
import { AttachFormAttachmentsService } from './attach-form-attachments.service';

const PDF = Buffer.from('%PDF-1.7 the artwork');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

async function setUp() {
  const context = inMemoryUploads();
  const unitOfWork = new InMemoryUnitOfWork([context.uploads]);
  const service = new AttachFormAttachmentsService(context.uploads, context.blobs, context.clock, unitOfWork);
  // As a submission runs it: in the request's transaction, acting for the storefront key's store.
  const attach = (...ids: string[]) => actingForStore(5, () => unitOfWork.run(() => service.attach(ids)));
  const status = async (id: string) => (await context.uploads.find(5, id))!.status;
  return { ...context, attach, status };
}

describe('a form submission taking its files', () => {
  it('takes each named upload, in order, as the quote keeps it', async () => {
    const { attach, upload, status } = await setUp();
    const artwork = await upload(5, 'form_attachment', PDF);
    const photo = await upload(5, 'form_attachment', PNG, { filename: 'wall.png', contentType: 'image/png' });
    await expect(attach(artwork.id, photo.id)).resolves.toEqual([
      { uploadId: artwork.id, filename: 'artwork.pdf', contentType: 'application/pdf', byteSize: PDF.length },
      { uploadId: photo.id, filename: 'wall.png', contentType: 'image/png', byteSize: PNG.length },
    ]);
    expect([await status(artwork.id), await status(photo.id)]).toEqual(['attached', 'attached']);
  });

  it('lets no other submission name a file once taken', async () => {
    const { attach, upload } = await setUp();
    const artwork = await upload(5, 'form_attachment', PDF);
    await attach(artwork.id);
    await expect(attach(artwork.id)).rejects.toMatchObject({ status: 409, code: 'upload_not_ready' });
  });

  it('refuses bytes that are not what their type says, leaving the submission’s other files free', async () => {
    const { attach, upload, status } = await setUp();
    const artwork = await upload(5, 'form_attachment', PDF);
    const disguised = await upload(5, 'form_attachment', Buffer.from('MZ\x90\x00 an executable'), { filename: 'photo.png', contentType: 'image/png' });
    await expect(attach(artwork.id, disguised.id)).rejects.toMatchObject({
      status: 422, code: 'upload_verification_failed', members: { verification_failure_code: 'content_mismatch' },
      errors: [{ pointer: '/upload_ids/1', code: 'content_mismatch' }],
    });
    expect(await status(artwork.id)).toBe('uploaded');
    expect(await status(disguised.id)).toBe('rejected');
  });

  it('refuses an upload of another store or another purpose, pointing at it', async () => {
    const { attach, upload } = await setUp();
    const theirs = await upload(6, 'form_attachment', PDF);
    const font = await upload(5, 'font_ttf', Buffer.from('TTF family=Pacifico'));
    await expect(attach(theirs.id)).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: [{ pointer: '/upload_ids/0', code: 'invalid' }] });
    await expect(attach(font.id)).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: [{ pointer: '/upload_ids/0', code: 'invalid' }] });
  });
});
