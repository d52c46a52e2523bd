import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { bothModes, startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { binaryBody } from '../../support/binary-body';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer } from '../orders/order-fixtures';
import { activeCustomiserOf, storefrontKey } from './storefront-fixtures';

type Field = { field_id: string; name: string; input_type: string };

/** POST /storefront/v1/forms/{id}/submissions: answers checked, a quote stored, form:submitted emitted (CONTRACT 6). */
describe.each(bothModes)('storefront form submissions (%s mode)', (mode) => {
  let service: TestService;
  let store: BuiltStore;
  let otherStore: BuiltStore;
  let fields: Field[];
  const customiser = () => activeCustomiserOf(store, 'simple_letter');
  const formId = () => customiser().forms.other;
  const submit = (body: unknown, id = formId(), key = store.storefront_key) =>
    service.http.post(`/storefront/v1/forms/${id}/submissions`).set(storefrontKey(key)).send(body as object);
  const emailField = () => fields.find((field) => field.input_type === 'email')!;

  beforeAll(async () => {
    service = await startTestService({ mode });
    store = await aStore(service, { customisers: 1 });
    otherStore = await aStore(service, { customisers: 1 });
    const configuration = (await service.http.get(`/storefront/v1/customisers/${customiser().id}`).set(storefrontKey(store.storefront_key)).expect(200)).body.data;
    fields = configuration.forms.find((form: { id: number }) => form.id === formId()).fields;
  });
  afterAll(() => service.close());

  it('stores the answers as a quote the Store API lists, with the shopper as contact', async () => {
    const receipt = (await submit({ answers: [{ field_id: emailField().field_id, value: 'shopper@example.com' }] }).expect(201)).body.data;
    expect(receipt).toMatchObject({ object: 'form_submission', form_id: formId(), customiser_id: customiser().id, id: expect.any(Number) });
    const quote = (await service.http.get(`/api/v3/quotes/${receipt.id}`).set(bearer(store.keys.all!)).expect(200)).body.data;
    expect(quote).toMatchObject({ form_id: formId(), customiser_id: customiser().id, contact: expect.objectContaining({ email: 'shopper@example.com' }) });
    expect(quote.answers).toEqual([{ field_id: emailField().field_id, name: emailField().name, value: 'shopper@example.com' }]);
  });

  it('emits form:submitted with the submission', async () => {
    await submit({ answers: [{ field_id: emailField().field_id, value: 'events@example.com' }] }).expect(201);
    const { rows } = await sql<{ payload: { form_submission: { form_id: number; contact: { email: string } } } }>`
      select payload::jsonb as payload from platform.outbox_events where type = 'form:submitted' and store_id = ${store.id}`.execute(service.runtime.database.root);
    expect(rows.map((row) => row.payload.form_submission)).toContainEqual(expect.objectContaining({ form_id: formId(), contact: expect.objectContaining({ email: 'events@example.com' }) }));
  });

  it('answers 422 with pointers for a missing required field, a wrong type, an unknown field and an unknown upload', async () => {
    const missing = expectProblem(await submit({ answers: [] }), 422, 'validation_failed');
    expect(missing.errors).toEqual([expect.objectContaining({ code: 'required' })]);
    const wrong = expectProblem(await submit({ answers: [{ field_id: emailField().field_id, value: 'not an address' }] }), 422, 'validation_failed');
    expect(wrong.errors).toEqual([expect.objectContaining({ pointer: '/answers/0/value', code: 'invalid' })]);
    const unknown = expectProblem(
      await submit({ answers: [{ field_id: emailField().field_id, value: 'a@example.com' }, { field_id: randomUUID(), value: 'x' }], upload_ids: ['upl_nothing'] }),
      422,
      'validation_failed',
    );
    expect(unknown.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ pointer: '/answers/1/field_id' }), expect.objectContaining({ pointer: '/upload_ids/0' })]),
    );
    expectProblem(await submit({ answers: [], extra: true }), 422, 'unknown_field');
  });

  it('requires a file on a form whose file field is required', async () => {
    const fallback = customiser().forms.fallback;
    const problem = expectProblem(await submit({ answers: [{ field_id: randomUUID(), value: 'x' }] }, fallback), 422, 'validation_failed');
    expect((problem.errors as { code: string }[]).map((error) => error.code)).toContain('required');
  });

  describe('files a shopper sends', () => {
    const PDF = Buffer.from('%PDF-1.4\n% a sketch of the sign\n');
    const sendFile = async (bytes: Buffer, declared = { filename: 'sketch.pdf', content_type: 'application/pdf' }) => {
      const upload = (
        await service.http
          .post('/storefront/v1/uploads')
          .set(storefrontKey(store.storefront_key))
          .set('Idempotency-Key', randomUUID())
          .send({ purpose: 'form_attachment', ...declared, byte_size: bytes.length })
          .expect(201)
      ).body.data;
      const target = new URL(upload.upload_target.url);
      await service.http.put(target.pathname + target.search).set('Content-Type', declared.content_type).send(bytes).expect(200);
      return upload.id as string;
    };
    const fallbackEmail = async () => {
      const configuration = (await service.http.get(`/storefront/v1/customisers/${customiser().id}`).set(storefrontKey(store.storefront_key)).expect(200)).body.data;
      return configuration.forms.find((form: { id: number }) => form.id === customiser().forms.fallback).fields.find((field: Field) => field.input_type === 'email');
    };
    let emailOfFallback: Field;
    beforeAll(async () => {
      emailOfFallback = await fallbackEmail();
    });
    const submitWithFiles = (uploadIds: string[]) =>
      submit({ answers: [{ field_id: emailOfFallback.field_id, value: 'artist@example.com' }], upload_ids: uploadIds }, customiser().forms.fallback);
    const quoteCount = async () =>
      Number((await sql<{ count: string }>`select count(*) from orders.quotes where store_id = ${store.id}`.execute(service.runtime.database.root)).rows[0]!.count);

    it('records the file with the quote, whose url serves its bytes as a download to quotes:read only', async () => {
      const uploadId = await sendFile(PDF);
      const receipt = (await submitWithFiles([uploadId]).expect(201)).body.data;
      const quote = (await service.http.get(`/api/v3/quotes/${receipt.id}`).set(bearer(store.keys['quotes:read']!)).expect(200)).body.data;
      const url = new URL(quote.files[0].url);
      expect(quote.files).toEqual([{ upload_id: uploadId, filename: 'sketch.pdf', content_type: 'application/pdf', byte_size: PDF.length, url: url.href }]);
      expect(url.pathname).toBe(`/api/v3/quotes/${receipt.id}/files/${uploadId}`);

      const file = await service.http.get(url.pathname).set(bearer(store.keys['quotes:read']!)).buffer(true).parse(binaryBody);
      expect(file.status).toBe(200);
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
      expect(file.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename=sketch.pdf',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      });
      expectProblem(await service.http.get(url.pathname).set(bearer(store.keys['customisers:write']!)), 403, 'insufficient_scope');
      expectProblem(await service.http.get(url.pathname).set(bearer(otherStore.keys.all!)), 404, 'resource_not_found');
      const anotherQuote = (await submit({ answers: [{ field_id: emailField().field_id, value: 'a@example.com' }] }).expect(201)).body.data;
      expectProblem(await service.http.get(`/api/v3/quotes/${anotherQuote.id}/files/${uploadId}`).set(bearer(store.keys.all!)), 404, 'resource_not_found');
    });

    it('takes each file for one submission only', async () => {
      const uploadId = await sendFile(PDF);
      await submitWithFiles([uploadId]).expect(201);
      const before = await quoteCount();
      const again = expectProblem(await submitWithFiles([uploadId]), 422, 'validation_failed');
      expect(again.errors).toEqual([expect.objectContaining({ pointer: '/upload_ids/0', detail: expect.stringContaining('Already sent with another submission') })]);
      expect(await quoteCount()).toBe(before);
    });

    it('refuses bytes that are not what they were declared as, stores no quote, and leaves the upload rejected', async () => {
      const disguised = await sendFile(Buffer.from('<html><script>alert(document.cookie)</script></html>'), { filename: 'logo.svg', content_type: 'image/svg+xml' });
      const before = await quoteCount();
      const refused = expectProblem(await submitWithFiles([disguised]), 422, 'upload_verification_failed');
      expect(refused).toMatchObject({ verification_failure_code: 'content_mismatch', errors: [expect.objectContaining({ pointer: '/upload_ids/0', code: 'content_mismatch' })] });
      expect(await quoteCount()).toBe(before);
      const retried = expectProblem(await submitWithFiles([disguised]), 422, 'validation_failed');
      expect(retried.errors).toEqual([expect.objectContaining({ pointer: '/upload_ids/0', detail: 'The upload is rejected.' })]);
    });

    it('keeps shoppers’ files out of the integration’s upload poll, which needs no quotes:read', async () => {
      const uploadId = await sendFile(PDF);
      expectProblem(await service.http.get(`/api/v3/uploads/${uploadId}`).set(bearer(store.keys['customisers:write']!)), 404, 'resource_not_found');
    });
  });

  it('declares shoppers’ uploads for form attachments only', async () => {
    const refused = await service.http
      .post('/storefront/v1/uploads')
      .set(storefrontKey(store.storefront_key))
      .set('Idempotency-Key', randomUUID())
      .send({ purpose: 'font_ttf', filename: 'font.ttf', content_type: 'font/ttf', byte_size: 100 });
    expectProblem(refused, 422, 'validation_failed');
  });

  it('knows no form of another store, nor an unknown one', async () => {
    const foreign = activeCustomiserOf(otherStore, 'simple_letter').forms.other;
    expectProblem(await submit({ answers: [] }, foreign), 404, 'resource_not_found');
    expectProblem(await submit({ answers: [] }, 999_999_999), 404, 'resource_not_found');
  });

  it('replays an idempotent submission without storing a second quote', async () => {
    const key = randomUUID();
    const body = { answers: [{ field_id: emailField().field_id, value: 'twice@example.com' }] };
    const first = (await submit(body).set('Idempotency-Key', key).expect(201)).body.data;
    const again = await submit(body).set('Idempotency-Key', key).expect(201);
    expect(again.headers['idempotency-replay']).toBe('true');
    expect(again.body.data.id).toBe(first.id);
  });
});
