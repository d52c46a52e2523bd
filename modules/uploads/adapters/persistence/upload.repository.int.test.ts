import { startTestRuntime, type TestRuntime } from '../../../../tests/support/test-runtime';
import type { Upload } from '../../domain/upload';
import { KyselyUploadRepository } from './kysely-upload.repository';

describe('uploads on PostgreSQL', () => {
  let service: TestRuntime;
  let uploads: KyselyUploadRepository;
  const upload = (id: string): Upload => ({
    id, storeId: 1, purpose: 'font_ttf', filename: 'a.ttf', contentType: 'font/ttf', byteSize: 10, status: 'pending',
    verificationFailureCode: null, expiresAt: new Date(Date.now() + 60_000), targetExpiresAt: new Date(Date.now() + 60_000), attachedAt: null, createdAt: new Date(),
  });

  beforeAll(async () => {
    service = await startTestRuntime();
    uploads = new KyselyUploadRepository(service.runtime.database);
  });
  afterAll(() => service.close());

  it('finds an upload only within its store, and by id alone for its signed target', async () => {
    await uploads.create(upload('upl_aaaaaaaaaaaaaaaa'));
    expect(await uploads.find(1, 'upl_aaaaaaaaaaaaaaaa')).toMatchObject({ id: 'upl_aaaaaaaaaaaaaaaa', status: 'pending' });
    expect(await uploads.find(2, 'upl_aaaaaaaaaaaaaaaa')).toBeUndefined();
    expect(await uploads.findForTarget('upl_aaaaaaaaaaaaaaaa')).toMatchObject({ storeId: 1 });
  });

  it('records a rejection even when the transaction that found the failure rolls back', async () => {
    await uploads.create(upload('upl_bbbbbbbbbbbbbbbb'));
    await expect(
      service.runtime.database.run(async () => {
        await uploads.find(1, 'upl_bbbbbbbbbbbbbbbb', { forUpdate: true });
        await service.runtime.database.afterRollback(() => uploads.recordRejection('upl_bbbbbbbbbbbbbbbb', 'not_a_font'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await uploads.find(1, 'upl_bbbbbbbbbbbbbbbb')).toMatchObject({ status: 'rejected', verificationFailureCode: 'not_a_font' });
  });
});
