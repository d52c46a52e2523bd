import { SettableClock } from '../../../../shared-kernel/test-support/settable-clock';
import { BLOB_STORAGE, type BlobStorage } from '../../../../shared-kernel/blob-storage';
import { startTestService, type TestService } from '../../../../tests/support/test-service';
import { startS3Server, type TestS3Server } from '../../../../tests/support/s3-server';
import { blobKeyOf, type Upload, type UploadStatus } from '../../domain/upload';
import { KyselyUploadRepository } from '../persistence/kysely-upload.repository';
import { SweepAbandonedUploadsService, SWEEP_BATCH } from '../../application/sweep-abandoned-uploads.service';

const HOUR_MS = 3600_000;
const GRACE_MS = HOUR_MS;

/** The sweep against PostgreSQL and each kind of blob storage: files of a directory and objects of an S3 bucket. */
describe.each(['files', 's3'] as const)('sweeping abandoned uploads (bytes kept as %s)', (storage) => {
  const clock = new SettableClock('2026-06-01T12:00:00Z');
  let s3: TestS3Server | undefined;
  let service: TestService;
  let uploads: KyselyUploadRepository;
  let blobs: BlobStorage;
  let sweeper: SweepAbandonedUploadsService;
  let next = 0;

  beforeAll(async () => {
    s3 = storage === 's3' ? await startS3Server() : undefined;
    service = await startTestService({ clock, env: s3 ? { BLOB_STORAGE_URL: s3.url('sweep') } : {} });
    uploads = new KyselyUploadRepository(service.runtime.database);
    blobs = service.container.get<BlobStorage>(BLOB_STORAGE);
    sweeper = new SweepAbandonedUploadsService(uploads, blobs, clock, { sweepIntervalMs: 1000, sweepGraceMs: GRACE_MS, storefrontBudgetBytes: 1 });
  });
  afterAll(async () => {
    await service?.close();
    await s3?.close();
  });

  /** An upload of store 7 that lapses `lapsesInMs` from the clock's now, with bytes when it has any. */
  const anUpload = async (status: UploadStatus, lapsesInMs: number, withBytes = true): Promise<Upload> => {
    next += 1;
    const now = clock.now();
    const upload: Upload = {
      id: `upl_sweep${storage}${String(next).padStart(6, '0')}`, storeId: 7, purpose: 'form_attachment', filename: 'a.pdf', contentType: 'application/pdf',
      byteSize: 4, status, verificationFailureCode: null, expiresAt: new Date(now.getTime() + lapsesInMs), targetExpiresAt: now,
      attachedAt: status === 'attached' ? now : null, createdAt: now,
    };
    await uploads.create(upload);
    if (withBytes) await blobs.put(blobKeyOf(upload), Buffer.from('%PDF'));
    return upload;
  };
  const kept = async (upload: Upload) => ({ row: (await uploads.find(upload.storeId, upload.id)) !== undefined, bytes: (await blobs.get(blobKeyOf(upload))) !== undefined });

  it('removes the bytes and rows of unattached uploads lapsed longer than the grace period, and nothing else', async () => {
    const abandoned = await anUpload('uploaded', -GRACE_MS - 1);
    const neverSent = await anUpload('pending', -GRACE_MS - 1, false);
    const rejected = await anUpload('rejected', -GRACE_MS - 1);
    const withinGrace = await anUpload('uploaded', -GRACE_MS + 60_000);
    const current = await anUpload('uploaded', 10 * HOUR_MS);
    const attachedLongAgo = await anUpload('attached', -30 * 24 * HOUR_MS);

    expect(await sweeper.sweep()).toBe(3);

    for (const upload of [abandoned, neverSent, rejected]) expect(await kept(upload)).toEqual({ row: false, bytes: false });
    for (const upload of [withinGrace, current, attachedLongAgo]) expect(await kept(upload)).toEqual({ row: true, bytes: true });
    expect(await sweeper.sweep()).toBe(0);

    clock.advance(2 * 60_000);
    expect(await sweeper.sweep()).toBe(1);
    expect(await kept(withinGrace)).toEqual({ row: false, bytes: false });
  });

  it('goes on batch after batch until every lapsed upload is gone', async () => {
    const many = [];
    for (let index = 0; index < SWEEP_BATCH + 3; index += 1) many.push(await anUpload('pending', -GRACE_MS - 1, index % 50 === 0));
    expect(await sweeper.sweep()).toBe(many.length);
    for (const upload of [many[0]!, many[SWEEP_BATCH]!]) expect(await kept(upload)).toEqual({ row: false, bytes: false });
  });

  it('finishes what a sweep stopped between the bytes and the row left: the row, its bytes already gone', async () => {
    const halfSwept = await anUpload('uploaded', -GRACE_MS - 1);
    await blobs.delete(blobKeyOf(halfSwept));
    expect(await sweeper.sweep()).toBe(1);
    expect(await kept(halfSwept)).toEqual({ row: false, bytes: false });
  });
});
