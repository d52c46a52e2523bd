import { actingForStore } from '../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { aFontFile } from '../test-support/fake-file-verifiers';
import { inMemoryUploads } from '../test-support/in-memory-uploads';
import { AttachFormAttachmentsService } from '../application/attach-form-attachments.service';
import { AttachedFontFiles } from './attached-font-files';
import { FormAttachments } from './form-attachments';

const PDF = Buffer.from('%PDF-1.7 the artwork');

async function setUp() {
  const context = inMemoryUploads();
  const taking = new AttachFormAttachmentsService(context.uploads, context.blobs, context.clock, new InMemoryUnitOfWork([context.uploads]));
  const attachedFont = async (storeId: number) => {
    const landed = await context.upload(storeId, 'font_ttf', aFontFile());
    await context.uploads.save({ ...landed, status: 'attached', attachedAt: context.clock.now() });
    return landed;
  };
  return {
    ...context, taking, attachedFont,
    fonts: new AttachedFontFiles(context.uploads, context.blobs),
    attachments: new FormAttachments(context.uploads, context.blobs),
  };
}

describe('reading uploaded files', () => {
  it('publishes the bytes of an attached font to anyone, and nothing else', async () => {
    const { fonts, attachedFont, upload } = await setUp();
    const font = await attachedFont(5);
    const landedFont = await upload(5, 'font_ttf', aFontFile('Unattached'));
    const pdf = await upload(5, 'form_attachment', PDF);
    await expect(fonts.read(font.id)).resolves.toEqual(aFontFile());
    await expect(fonts.read(landedFont.id)).resolves.toBeUndefined();
    await expect(fonts.read(pdf.id)).resolves.toBeUndefined();
    await expect(fonts.read('upl_unknown')).resolves.toBeUndefined();
  });

  it('reads a form attachment a submission of the current store took, with its name and type', async () => {
    const { attachments, taking, upload } = await setUp();
    const pdf = await upload(5, 'form_attachment', PDF);
    await actingForStore(5, () => taking.attach([pdf.id]));
    await expect(actingForStore(5, () => attachments.read(pdf.id))).resolves.toEqual({ filename: 'artwork.pdf', contentType: 'application/pdf', bytes: PDF });
    await expect(actingForStore(6, () => attachments.read(pdf.id))).resolves.toBeUndefined();
  });

  it('reads no form attachment no submission took, and no other kind of file', async () => {
    const { attachments, attachedFont, upload } = await setUp();
    const untaken = await upload(5, 'form_attachment', PDF);
    const font = await attachedFont(5);
    await expect(actingForStore(5, () => attachments.read(untaken.id))).resolves.toBeUndefined();
    await expect(actingForStore(5, () => attachments.read(font.id))).resolves.toBeUndefined();
  });
});
