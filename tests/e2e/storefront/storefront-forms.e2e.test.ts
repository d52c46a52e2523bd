import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { bearer, type Seed } from '../orders/order-fixtures';
import { customiserOf, storefrontKey } from './storefront-fixtures';

type Field = { field_id: string; name: string; input_type: string };

/** POST /storefront/v1/forms/{id}/submissions: answers checked, a quote stored, form:submitted emitted (CONTRACT 6). */
describe('storefront form submissions', () => {
  let service: TestService;
  let seed: Seed;
  let fields: Field[];
  const store = () => seed.stores[0]!;
  const customiser = () => customiserOf(seed, 'simple_letter');
  const formId = () => customiser().forms.other;
  const submit = (body: unknown, id = formId(), key = store().storefront_key) =>
    service.http.post(`/storefront/v1/forms/${id}/submissions`).set(storefrontKey(key)).send(body as object);
  const emailField = () => fields.find((field) => field.input_type === 'email')!;

  beforeAll(async () => {
    service = await startTestService();
    seed = await service.seed();
    const configuration = (await service.http.get(`/storefront/v1/customisers/${customiser().id}`).set(storefrontKey(store().storefront_key)).expect(200)).body.data;
    fields = configuration.forms.find((form: { id: number }) => form.id === formId()).fields;
  });
  afterAll(() => service.close());

  it('stores the answers as a quote the Store API lists, with the shopper as contact', async () => {
    const receipt = (await submit({ answers: [{ field_id: emailField().field_id, value: 'shopper@example.com' }] }).expect(201)).body.data;
    expect(receipt).toMatchObject({ object: 'form_submission', form_id: formId(), customiser_id: customiser().id, id: expect.any(Number) });
    const quote = (await service.http.get(`/api/v3/quotes/${receipt.id}`).set(bearer(store().keys.all!)).expect(200)).body.data;
    expect(quote).toMatchObject({ form_id: formId(), customiser_id: customiser().id, contact: expect.objectContaining({ email: 'shopper@example.com' }) });
    expect(quote.answers).toEqual([{ field_id: emailField().field_id, name: emailField().name, value: 'shopper@example.com' }]);
  });

  it('emits form:submitted with the submission', async () => {
    await submit({ answers: [{ field_id: emailField().field_id, value: 'events@example.com' }] }).expect(201);
    const { rows } = await sql<{ payload: { form_submission: { form_id: number; contact: { email: string } } } }>`
      select payload::jsonb as payload from platform.outbox_events where type = 'form:submitted' and store_id = ${store().id}`.execute(service.runtime.database.root);
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

  it('takes a shopper’s file through a storefront upload, and records it with the quote', async () => {
    const bytes = Buffer.from('%PDF-1.4\n% a sketch of the sign\n');
    const declared = (
      await service.http
        .post('/storefront/v1/uploads')
        .set(storefrontKey(store().storefront_key))
        .set('Idempotency-Key', randomUUID())
        .send({ purpose: 'form_attachment', filename: 'sketch.pdf', content_type: 'application/pdf', byte_size: bytes.length })
        .expect(201)
    ).body.data;
    const target = new URL(declared.upload_target.url);
    await service.http.put(target.pathname + target.search).set('Content-Type', 'application/pdf').send(bytes).expect(200);
    const fallback = customiser().forms.fallback;
    const configuration = (await service.http.get(`/storefront/v1/customisers/${customiser().id}`).set(storefrontKey(store().storefront_key)).expect(200)).body.data;
    const email = configuration.forms.find((form: { id: number }) => form.id === fallback).fields.find((field: Field) => field.input_type === 'email');
    const receipt = (await submit({ answers: [{ field_id: email.field_id, value: 'artist@example.com' }], upload_ids: [declared.id] }, fallback).expect(201)).body.data;
    const quote = (await service.http.get(`/api/v3/quotes/${receipt.id}`).set(bearer(store().keys.all!)).expect(200)).body.data;
    expect(quote.files).toEqual([expect.objectContaining({ upload_id: declared.id, filename: 'sketch.pdf' })]);
  });

  it('declares shoppers’ uploads for form attachments only', async () => {
    const refused = await service.http
      .post('/storefront/v1/uploads')
      .set(storefrontKey(store().storefront_key))
      .set('Idempotency-Key', randomUUID())
      .send({ purpose: 'font_ttf', filename: 'font.ttf', content_type: 'font/ttf', byte_size: 100 });
    expectProblem(refused, 422, 'validation_failed');
  });

  it('knows no form of another store, nor an unknown one', async () => {
    const foreign = customiserOf(seed, 'simple_letter', 1).forms.other;
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
