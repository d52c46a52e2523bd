import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startWorkers } from '../../../apps/worker/start-workers';
import { SettableClock } from '../../../shared-kernel/test-support/settable-clock';
import { bothModes, startTestService, type TestService } from '../../support/test-service';
import { eventually } from '../../support/eventually';
import { expectProblem } from '../../support/problem-assertions';
import { binaryBody } from '../../support/binary-body';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer } from '../orders/order-fixtures';
import { activeCustomiserOf, storefrontKey } from '../storefront/storefront-fixtures';

const DAY_MS = 24 * 3600_000;
const GRACE_MINUTES = 30;
const PDF = Buffer.from('%PDF-1.4\n% a sketch of the sign\n');

/**
 * Shoppers' files are declared with a public key: the ones no submission takes must not stay for ever,
 * and a store cannot be made to hold more of them than its budget. The sweep runs in the workers (BullMQ
 * in server mode, the in-process runner in the embedded one) on a short interval; time moves on a clock
 * the test sets, so nothing waits a day.
 */
describe.each(bothModes)('abandoned uploads (%s mode)', (mode) => {
  const clock = new SettableClock(new Date());
  let service: TestService;
  let store: BuiltStore;

  beforeAll(async () => {
    service = await startTestService({
      mode,
      clock,
      env: { UPLOAD_SWEEP_INTERVAL_MS: '100', UPLOAD_SWEEP_GRACE_MINUTES: String(GRACE_MINUTES), STOREFRONT_UPLOAD_BUDGET_MB: '1', UPLOAD_TARGETS_PER_MINUTE: '1000' },
    });
    store = await aStore(service, { customisers: 1 });
    await startWorkers(service.container, service.runtime);
  });
  afterAll(() => service?.close());

  const declare = (forStore: BuiltStore, byteSize: number) =>
    service.http
      .post('/storefront/v1/uploads')
      .set(storefrontKey(forStore.storefront_key))
      .set('Idempotency-Key', randomUUID())
      .send({ purpose: 'form_attachment', filename: 'sketch.pdf', content_type: 'application/pdf', byte_size: byteSize });
  const sendFile = async (forStore: BuiltStore) => {
    const upload = (await declare(forStore, PDF.length).expect(201)).body.data;
    const target = new URL(upload.upload_target.url);
    await service.http.put(target.pathname + target.search).set('Content-Type', 'application/pdf').send(PDF).expect(200);
    return upload.id as string;
  };
  const bytesOf = (forStore: BuiltStore, uploadId: string) => service.runtime.blobs.get(`uploads/${forStore.id}/${uploadId}`);
  const rowExists = async (uploadId: string) =>
    (await sql<{ id: string }>`select id from uploads.uploads where id = ${uploadId}`.execute(service.runtime.database.root)).rows.length > 0;

  it('deletes the bytes and the record of a file no submission took, once it is past its expiry and the grace period, and keeps a submitted one', async () => {
    const customiser = activeCustomiserOf(store, 'simple_letter');
    const abandoned = await sendFile(store);
    const submitted = await sendFile(store);
    const configuration = (await service.http.get(`/storefront/v1/customisers/${customiser.id}`).set(storefrontKey(store.storefront_key)).expect(200)).body.data;
    const email = configuration.forms
      .find((form: { id: number }) => form.id === customiser.forms.fallback)
      .fields.find((field: { input_type: string }) => field.input_type === 'email');
    const receipt = (
      await service.http
        .post(`/storefront/v1/forms/${customiser.forms.fallback}/submissions`)
        .set(storefrontKey(store.storefront_key))
        .send({ answers: [{ field_id: email.field_id, value: 'artist@example.com' }], upload_ids: [submitted] })
        .expect(201)
    ).body.data;

    // Expired, but within the grace period: a sweep that ran now would keep it.
    clock.advance(DAY_MS + 60_000);
    expect(await bytesOf(store, abandoned)).toBeDefined();

    clock.advance(GRACE_MINUTES * 60_000);
    await eventually(async () => ((await bytesOf(store, abandoned)) === undefined && !(await rowExists(abandoned)) ? true : undefined), 'the sweep to remove the abandoned upload');

    expect(await bytesOf(store, submitted)).toEqual(PDF);
    const file = await service.http.get(`/api/v3/quotes/${receipt.id}/files/${submitted}`).set(bearer(store.keys['quotes:read']!)).buffer(true).parse(binaryBody);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
  });

  it('removes an API upload never attached to a slot, and one whose bytes never came', async () => {
    const declared = (
      await service.http
        .post('/api/v3/uploads')
        .set(bearer(store.keys.all!))
        .set('Idempotency-Key', randomUUID())
        .send({ purpose: 'backboard_shape_svg', filename: 'shape.svg', content_type: 'image/svg+xml', byte_size: 10 })
        .expect(201)
    ).body.data;
    const neverSent = (await declare(store, 1000).expect(201)).body.data.id as string;
    await service.runtime.blobs.put(`uploads/${store.id}/${declared.id}`, Buffer.from('<svg></svg>'));

    clock.advance(DAY_MS + GRACE_MINUTES * 60_000 + 60_000);
    await eventually(async () => (!(await rowExists(declared.id)) && !(await rowExists(neverSent)) ? true : undefined), 'the sweep to remove both uploads');
    expect(await bytesOf(store, declared.id)).toBeUndefined();
    expectProblem(await service.http.get(`/api/v3/uploads/${declared.id}`).set(bearer(store.keys.all!)), 404, 'resource_not_found');
  });

  describe('the storage budget of a store’s shoppers’ files', () => {
    const MIB = 1024 * 1024;

    it('answers 429 rate_limited with Retry-After once the files no submission took would pass the budget, and takes more once they lapse', async () => {
      const shop = await aStore(service);
      await declare(shop, Math.round(0.6 * MIB)).expect(201);
      const refused = await declare(shop, Math.round(0.6 * MIB));
      const problem = expectProblem(refused, 429, 'rate_limited');
      expect(problem).toMatchObject({ budget: 'storefront-upload-storage', budget_bytes: MIB });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
      expect(problem.retry_after).toBe(retryAfter);
      // Another store's budget is its own.
      await declare(await aStore(service), Math.round(0.6 * MIB)).expect(201);

      clock.advance(retryAfter * 1000);
      await declare(shop, Math.round(0.6 * MIB)).expect(201);
    });

    it('no longer counts a file once a submission took it', async () => {
      const shop = await aStore(service, { customisers: 1 });
      const customiser = activeCustomiserOf(shop, 'simple_letter');
      const configuration = (await service.http.get(`/storefront/v1/customisers/${customiser.id}`).set(storefrontKey(shop.storefront_key)).expect(200)).body.data;
      const email = configuration.forms
        .find((form: { id: number }) => form.id === customiser.forms.fallback)
        .fields.find((field: { input_type: string }) => field.input_type === 'email');
      const taken = await sendFile(shop);
      await declare(shop, MIB - PDF.length).expect(201);
      expectProblem(await declare(shop, 1), 429, 'rate_limited');
      await service.http
        .post(`/storefront/v1/forms/${customiser.forms.fallback}/submissions`)
        .set(storefrontKey(shop.storefront_key))
        .send({ answers: [{ field_id: email.field_id, value: 'artist@example.com' }], upload_ids: [taken] })
        .expect(201);
      await declare(shop, PDF.length).expect(201);
    });
  });
});
