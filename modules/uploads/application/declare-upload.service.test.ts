import { actingForStore } from '../../../shared-kernel/request-context';
import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { TARGET_LIFETIME_MS, UPLOAD_LIFETIME_MS } from '../domain/upload';
import { testTargetSigner } from '../test-support/in-memory-uploads';
import { testUploadUrls } from '../test-support/fake-file-verifiers';
import { InMemoryUploadRepository } from '../test-support/in-memory-upload.repository';
import { DeclareUploadService } from './declare-upload.service';

function setUp() {
  const clock = new SettableClock('2026-05-01T09:00:00.400Z');
  const uploads = new InMemoryUploadRepository();
  return { clock, uploads, service: new DeclareUploadService(uploads, testTargetSigner, testUploadUrls, clock) };
}

const aFont = { purpose: 'font_ttf' as const, filename: 'Pacifico.ttf', contentType: 'Font/TTF', byteSize: 4096 };

describe('declaring an upload', () => {
  it('records a pending upload of the current store, lasting a day, its type in lower case', async () => {
    const { service, uploads, clock } = setUp();
    const { upload } = await actingForStore(5, () => service.declare(aFont));
    expect(upload).toMatchObject({
      id: expect.stringMatching(/^upl_[A-Za-z0-9_-]{16}$/), storeId: 5, purpose: 'font_ttf', filename: 'Pacifico.ttf', contentType: 'font/ttf', byteSize: 4096,
      status: 'pending', verificationFailureCode: null, attachedAt: null, expiresAt: new Date(clock.now().getTime() + UPLOAD_LIFETIME_MS),
    });
    await expect(uploads.find(5, upload.id)).resolves.toEqual(upload);
  });

  it('issues a signed PUT target for exactly the declared bytes, lasting about ten minutes', async () => {
    const { service, clock } = setUp();
    const { upload, target } = await actingForStore(5, () => service.declare(aFont));
    const expires = Math.floor((clock.now().getTime() + TARGET_LIFETIME_MS) / 1000);
    expect(target).toEqual({
      method: 'PUT',
      url: testUploadUrls.uploadTarget(upload.id, expires, testTargetSigner.sign(upload.id, expires)),
      headers: { 'Content-Type': 'font/ttf', 'Content-Length': '4096' },
      expiresAt: new Date(expires * 1000),
    });
  });

  it('gives every declaration an id of its own', async () => {
    const { service } = setUp();
    const [first, second] = await actingForStore(5, () => Promise.all([service.declare(aFont), service.declare(aFont)]));
    expect(first.upload.id).not.toBe(second.upload.id);
  });

  it('refuses a file the purpose does not take, naming the purpose, and declares nothing', async () => {
    const { service, uploads } = setUp();
    await expect(actingForStore(5, () => service.declare({ ...aFont, filename: 'Pacifico.otf', contentType: 'font/otf' }))).rejects.toMatchObject({
      status: 422, code: 'upload_type_not_allowed', members: { purpose: 'font_ttf' },
      errors: [{ pointer: '/content_type', code: 'upload_type_not_allowed' }, { pointer: '/filename', code: 'upload_type_not_allowed' }],
    });
    expect(uploads.uploads.size).toBe(0);
  });

  it('refuses a file over the purpose’s size', async () => {
    const { service } = setUp();
    await expect(actingForStore(5, () => service.declare({ ...aFont, byteSize: 10 * 1024 * 1024 + 1 }))).rejects.toMatchObject({
      status: 422, code: 'upload_too_large', members: { purpose: 'font_ttf', max_byte_size: 10 * 1024 * 1024 },
    });
  });

  describe('within a storage budget (shoppers’ files)', () => {
    const aSketch = { purpose: 'form_attachment' as const, filename: 'sketch.pdf', contentType: 'application/pdf', byteSize: 600 };

    it('refuses with 429 rate_limited, Retry-After until the first counted file lapses, once the store’s unattached files would pass the budget', async () => {
      const { service, uploads, clock } = setUp();
      await actingForStore(5, () => service.declare(aSketch, { budgetBytes: 1000 }));
      clock.advance(3600_000);
      await expect(actingForStore(5, () => service.declare(aSketch, { budgetBytes: 1000 }))).rejects.toMatchObject({
        status: 429, code: 'rate_limited', members: { retry_after: 23 * 3600, budget: 'storefront-upload-storage', budget_bytes: 1000 }, headers: { 'Retry-After': String(23 * 3600) },
      });
      expect(uploads.uploads.size).toBe(1);
      await expect(actingForStore(6, () => service.declare(aSketch, { budgetBytes: 1000 }))).resolves.toBeDefined();
    });

    it('counts neither attached files nor lapsed ones, and nothing without a budget', async () => {
      const { service, uploads, clock } = setUp();
      const { upload } = await actingForStore(5, () => service.declare(aSketch, { budgetBytes: 1000 }));
      await uploads.save({ ...upload, status: 'attached', attachedAt: clock.now() });
      await actingForStore(5, () => service.declare(aSketch, { budgetBytes: 1000 }));
      clock.advance(UPLOAD_LIFETIME_MS);
      await actingForStore(5, () => service.declare(aSketch, { budgetBytes: 1000 }));
      await expect(actingForStore(5, () => service.declare(aSketch))).resolves.toBeDefined();
    });
  });
});
