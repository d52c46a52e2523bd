import { actingForStore } from '../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { fakeFontInspector, fakeShapeSanitiser, testUploadUrls } from '../test-support/fake-file-verifiers';
import { InMemoryFileSlots } from '../test-support/in-memory-file-slots';
import { inMemoryUploads } from '../test-support/in-memory-uploads';
import { AttachFileUploadService } from './attach-file-upload.service';

const SHAPE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><script>alert(1)</script><rect width="120" height="40"/></svg>';

async function setUp() {
  const context = inMemoryUploads();
  const slots = new InMemoryFileSlots();
  const backboard = slots.add(5, 3, 'backboards', { name: 'Clear acrylic' });
  const unitOfWork = new InMemoryUnitOfWork([context.uploads, slots]);
  const service = new AttachFileUploadService(
    context.uploads, fakeFontInspector, fakeShapeSanitiser, testUploadUrls, context.blobs, slots, context.clock, unitOfWork,
  );
  const attach = (uploadId: string, backboardId = backboard.id) => actingForStore(5, () => unitOfWork.run(() => service.attachBackboardShape(3, backboardId, uploadId)));
  return { ...context, slots, backboard, attach };
}

describe('attaching a backboard shape upload', () => {
  it('keeps the sanitised drawing inside the backboard, measured now, and attaches the upload', async () => {
    const { attach, upload, uploads, clock } = await setUp();
    const landed = await upload(5, 'backboard_shape_svg', Buffer.from(SHAPE));
    const row = await attach(landed.id);
    expect(row.attributes).toEqual({
      name: 'Clear acrylic',
      shape_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40"/></svg>',
      geometry: { has_custom_shape: true, status: 'measured', failure_reason: null, measured_at: clock.now().toISOString() },
    });
    await expect(uploads.find(5, landed.id)).resolves.toMatchObject({ status: 'attached' });
  });

  it('refuses a drawing that cannot be measured, leaving the backboard as it was and the upload rejected', async () => {
    const { attach, upload, slots, backboard, uploads } = await setUp();
    const landed = await upload(5, 'backboard_shape_svg', Buffer.from('<svg width="10"><rect/></svg>'));
    await expect(attach(landed.id)).rejects.toMatchObject({ status: 422, code: 'upload_verification_failed', members: { verification_failure_code: 'svg_without_dimensions' } });
    expect(slots.row(backboard.id).attributes).toEqual({ name: 'Clear acrylic' });
    await expect(uploads.find(5, landed.id)).resolves.toMatchObject({ status: 'rejected', verificationFailureCode: 'svg_without_dimensions' });
  });

  it('refuses a font upload for a backboard', async () => {
    const { attach, upload } = await setUp();
    const font = await upload(5, 'font_ttf', Buffer.from('TTF family=Pacifico'));
    await expect(attach(font.id)).rejects.toMatchObject({ status: 422, code: 'validation_failed', errors: [{ pointer: '/upload_id' }] });
  });

  it('answers 404 for a backboard that is not one of the store’s', async () => {
    const { attach, upload } = await setUp();
    const landed = await upload(5, 'backboard_shape_svg', Buffer.from(SHAPE));
    await expect(attach(landed.id, 999)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
