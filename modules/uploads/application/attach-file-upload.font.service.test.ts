import { actingForStore } from '../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { UPLOAD_LIFETIME_MS } from '../domain/upload';
import { aFontFile, fakeFontInspector, fakeShapeSanitiser, testUploadUrls } from '../test-support/fake-file-verifiers';
import { InMemoryFileSlots } from '../test-support/in-memory-file-slots';
import { inMemoryUploads } from '../test-support/in-memory-uploads';
import { AttachFileUploadService } from './attach-file-upload.service';

async function setUp() {
  const context = inMemoryUploads();
  const slots = new InMemoryFileSlots();
  const font = slots.add(5, 3, 'fonts', { name: 'Script', font_file: { has_font_file: false, family_name: null, ttf_url: null } });
  const theirFont = slots.add(6, 30, 'fonts', { name: 'Theirs' });
  const unitOfWork = new InMemoryUnitOfWork([context.uploads, slots]);
  const service = new AttachFileUploadService(
    context.uploads, fakeFontInspector, fakeShapeSanitiser, testUploadUrls, context.blobs, slots, context.clock, unitOfWork,
  );
  // As the route pipeline runs it: one transaction per request, acting for the key's store.
  const attach = (uploadId: string, fontId = font.id, customiserId = 3) => actingForStore(5, () => unitOfWork.run(() => service.attachFont(customiserId, fontId, uploadId)));
  return { ...context, slots, font, theirFont, attach };
}

describe('attaching a font upload', () => {
  it('fills the font’s slot with the family read from the file and the address it is published at', async () => {
    const { attach, upload, font, uploads, clock } = await setUp();
    const landed = await upload(5, 'font_ttf', aFontFile('Pacifico'));
    const row = await attach(landed.id);
    expect(row.attributes).toMatchObject({ name: 'Script', font_file: { has_font_file: true, family_name: 'Pacifico', ttf_url: testUploadUrls.fontFile(landed.id) } });
    expect(row.id).toBe(font.id);
    await expect(uploads.find(5, landed.id)).resolves.toMatchObject({ status: 'attached', attachedAt: clock.now() });
  });

  it('attaches an upload once', async () => {
    const { attach, upload } = await setUp();
    const landed = await upload(5, 'font_ttf', aFontFile());
    await attach(landed.id);
    await expect(attach(landed.id)).rejects.toMatchObject({ status: 409, code: 'upload_not_ready' });
  });

  it('refuses a file that is not a font, leaving the slot as it was and the upload rejected with why', async () => {
    const { attach, upload, slots, font, uploads } = await setUp();
    const landed = await upload(5, 'font_ttf', Buffer.from('MZ not a font at all'));
    await expect(attach(landed.id)).rejects.toMatchObject({
      status: 422, code: 'upload_verification_failed', members: { verification_failure_code: 'not_a_font' }, errors: [{ pointer: '/upload_id', code: 'not_a_font' }],
    });
    expect(slots.row(font.id).attributes).toEqual(font.attributes);
    await expect(uploads.find(5, landed.id)).resolves.toMatchObject({ status: 'rejected', verificationFailureCode: 'not_a_font' });
  });

  it('answers 404 for another store’s font before looking at the upload', async () => {
    const { attach, upload, theirFont, uploads } = await setUp();
    const landed = await upload(5, 'font_ttf', aFontFile());
    await expect(attach(landed.id, theirFont.id, 30)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(uploads.find(5, landed.id)).resolves.toMatchObject({ status: 'uploaded' });
  });

  it('refuses an upload of another store or of another purpose as not one it takes', async () => {
    const { attach, upload } = await setUp();
    const theirs = await upload(6, 'font_ttf', aFontFile());
    const shape = await upload(5, 'backboard_shape_svg', Buffer.from('<svg viewBox="0 0 10 10"></svg>'));
    for (const id of [theirs.id, shape.id, 'upl_unknown']) {
      await expect(attach(id)).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: [{ pointer: '/upload_id', code: 'invalid' }] });
    }
  });

  it('refuses an upload whose bytes have not landed, or that has expired', async () => {
    const { attach, upload, clock } = await setUp();
    const pending = await upload(5, 'font_ttf', null);
    await expect(attach(pending.id)).rejects.toMatchObject({ status: 409, code: 'upload_not_ready' });
    const late = await upload(5, 'font_ttf', aFontFile());
    clock.advance(UPLOAD_LIFETIME_MS);
    await expect(attach(late.id)).rejects.toMatchObject({ status: 409, code: 'upload_not_ready' });
  });
});
