import { sql } from 'kysely';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';

/** The spec's Form resource and "Forms and backboards" form rules, through PATCH …/forms/{form_id}. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('PATCH /api/v3/customisers/{customiser_id}/forms/{form_id}', () => {
  let service: TestService;
  let store: BuiltStore;
  const customiser = () => store.customisers[0]!;
  const all = () => ({ Authorization: `Bearer ${store.keys.all}` });
  const forms = () => `/api/v3/customisers/${customiser().id}/forms`;
  const patch = (formId: number, body: unknown) => service.http.patch(`${forms()}/${formId}`).set(all()).send(body as object);
  const read = async (formId: number) => (await service.http.get(`${forms()}/${formId}`).set(all()).expect(200)).body.data;
  const setAttribute = (formId: number, name: string, value: unknown) =>
    sql`update catalogue.option_rows set attributes = jsonb_set(attributes, ${`{${name}}`}::text[], ${JSON.stringify(value)}::jsonb) where id = ${formId}`.execute(
      service.runtime.database.root,
    );

  /** A form of its own for a test that changes it, so the tests do not depend on each other. */
  async function newForm(name: string, fields: Record<string, unknown>[] = [{ name: 'Email', input_type: 'email', required: true }]): Promise<number> {
    const response = await service.http
      .post(forms())
      .set(all())
      .set('Idempotency-Key', `form-${name}`)
      .send({ name, form_type: 'quote', recipient_emails: ['maker@signs.example'], fields })
      .expect(201);
    return response.body.data.id;
  }

  beforeAll(async () => {
    service = await startTestService();
    store = await aStore(service, { customisers: 1 });
  });
  afterAll(() => service.close());

  it('returns the form in the single-resource envelope with every field of the Form resource', async () => {
    const response = await patch(customiser().forms.other, {}).expect(200);
    expect(response.body.data).toEqual({
      object: 'form',
      id: customiser().forms.other,
      customiser_id: customiser().id,
      name: 'Ask for a quote',
      description: null,
      form_type: 'quote',
      button_label: null,
      subject: null,
      recipient_emails: ['maker@signs.example'],
      save_customer_details: true,
      post_submission_action: 'default',
      redirect_url: null,
      emails_enabled: true,
      suppressed_emails: [],
      fields: [
        {
          field_id: expect.stringMatching(UUID),
          name: 'Email',
          input_type: 'email',
          required: true,
          customer_field: null,
          info: null,
          placeholder: null,
          checkbox_value: null,
          min: null,
          max: null,
          min_date: null,
          max_date: null,
          allow_multiple: false,
          reply_to: true,
          options: [],
        },
      ],
      sort_order: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      livemode: true,
    });
    expect(response.body.meta).toEqual({ api_version: 'v3', request_id: response.headers['x-request-id'] });
  });

  describe('fields', () => {
    it('replaces the whole field document: fields not sent are gone, fields sent are all there in order', async () => {
      const formId = await newForm('replace-fields', [
        { name: 'Email', input_type: 'email', required: true },
        { name: 'Phone', input_type: 'tel' },
      ]);
      const response = await patch(formId, { fields: [{ name: 'Artwork', input_type: 'file', allow_multiple: true }, { name: 'Notes', input_type: 'textarea' }] }).expect(200);
      expect(response.body.data.fields).toEqual([
        expect.objectContaining({ name: 'Artwork', input_type: 'file', allow_multiple: true, required: false }),
        expect.objectContaining({ name: 'Notes', input_type: 'textarea', required: false }),
      ]);
      expect((await read(formId)).fields.map((field: { name: string }) => field.name)).toEqual(['Artwork', 'Notes']);
    });

    it('clears the field document with an empty list on a form that is not the AI designer fallback', async () => {
      const response = await patch(customiser().forms.other, { fields: [] }).expect(200);
      expect(response.body.data.fields).toEqual([]);
      expect((await read(customiser().forms.other)).fields).toEqual([]);
    });

    it('gives every field without a field_id a fresh UUID, different for each field', async () => {
      const formId = await newForm('generated-ids');
      const response = await patch(formId, { fields: [{ name: 'Email', input_type: 'email' }, { name: 'Name', input_type: 'text' }] }).expect(200);
      const [first, second] = response.body.data.fields as { field_id: string }[];
      expect(first!.field_id).toMatch(UUID);
      expect(second!.field_id).toMatch(UUID);
      expect(first!.field_id).not.toBe(second!.field_id);
      expect((await read(formId)).fields.map((field: { field_id: string }) => field.field_id)).toEqual([first!.field_id, second!.field_id]);
    });

    it('keeps a field_id the client gives', async () => {
      const formId = await newForm('kept-ids');
      const fieldId = '0b6f3a52-4c1e-4e8a-9d2f-7c3b1a5e9f10';
      const response = await patch(formId, { fields: [{ field_id: fieldId, name: 'Email', input_type: 'email' }, { name: 'Name', input_type: 'text' }] }).expect(200);
      expect(response.body.data.fields[0].field_id).toBe(fieldId);
      expect(response.body.data.fields[1].field_id).toMatch(UUID);
      expect(response.body.data.fields[1].field_id).not.toBe(fieldId);
    });

    it('keeps the field_ids when a patch leaves fields out', async () => {
      const formId = await newForm('stable-ids');
      const before = (await read(formId)).fields;
      const response = await patch(formId, { name: 'Renamed form' }).expect(200);
      expect(response.body.data.fields).toEqual(before);
    });

    it('refuses a field_id that is not a UUID with 422 validation_failed pointing at it', async () => {
      const formId = await newForm('bad-id');
      const problem = expectProblem(await patch(formId, { fields: [{ name: 'Email', input_type: 'email' }, { field_id: 'field-2', name: 'Name', input_type: 'text' }] }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/fields/1/field_id' })]);
    });
  });

  describe('receivers and suppression', () => {
    it('replaces the receivers with recipient_emails', async () => {
      const formId = await newForm('receivers');
      const response = await patch(formId, { recipient_emails: ['sales@signs.example', 'owner@signs.example'] }).expect(200);
      expect(response.body.data.recipient_emails).toEqual(['sales@signs.example', 'owner@signs.example']);
      expect((await read(formId)).recipient_emails).toEqual(['sales@signs.example', 'owner@signs.example']);
    });

    it('clears the suppression recorded against the old receivers and resumes delivery when the receivers change', async () => {
      const formId = await newForm('suppressed');
      await setAttribute(formId, 'recipient_emails', ['old@x.example']);
      await setAttribute(formId, 'suppressed_emails', ['old@x.example']);
      await setAttribute(formId, 'emails_enabled', false);
      expect(await read(formId)).toMatchObject({ recipient_emails: ['old@x.example'], suppressed_emails: ['old@x.example'], emails_enabled: false });

      const response = await patch(formId, { recipient_emails: ['new@x.example'] }).expect(200);
      expect(response.body.data).toMatchObject({ recipient_emails: ['new@x.example'], suppressed_emails: [], emails_enabled: true });
      expect(await read(formId)).toMatchObject({ recipient_emails: ['new@x.example'], suppressed_emails: [], emails_enabled: true });
    });

    it('leaves suppression alone when a patch does not change the receivers', async () => {
      const formId = await newForm('still-suppressed');
      await setAttribute(formId, 'recipient_emails', ['old@x.example']);
      await setAttribute(formId, 'suppressed_emails', ['old@x.example']);
      await setAttribute(formId, 'emails_enabled', false);
      const response = await patch(formId, { name: 'Renamed, same receivers' }).expect(200);
      expect(response.body.data).toMatchObject({ recipient_emails: ['old@x.example'], suppressed_emails: ['old@x.example'], emails_enabled: false });
    });

    it('refuses emails_enabled in a patch with 422 validation_failed, pointer /emails_enabled, code invalid', async () => {
      for (const value of [true, false]) {
        const problem = expectProblem(await patch(customiser().forms.other, { emails_enabled: value }), 422, 'validation_failed');
        expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/emails_enabled', code: 'invalid' })]);
      }
    });

    it('refuses a redirect_url that is not https with 422 validation_failed at /redirect_url, and takes http to a loopback host in development', async () => {
      const formId = await newForm('Redirects');
      for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://signs.example/thanks', 'ftp://signs.example/thanks', '/thanks']) {
        const problem = expectProblem(await patch(formId, { redirect_url: url }), 422, 'validation_failed');
        expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/redirect_url', code: 'invalid' })]);
      }
      expect((await patch(formId, { redirect_url: 'http://127.0.0.1:8080/thanks' }).expect(200)).body.data).toMatchObject({ redirect_url: 'http://127.0.0.1:8080/thanks' });
    });

    it('refuses a redirect_url of http to a loopback host outside development, on create as on patch', async () => {
      const production = await startTestService({ env: { SIGNWRIGHT_ENV: 'production' } });
      try {
        const built = await aStore(production, { customisers: 1 });
        const path = `/api/v3/customisers/${built.customisers[0]!.id}/forms`;
        const created = await production.http
          .post(path)
          .set({ Authorization: `Bearer ${built.keys.all}` })
          .set('Idempotency-Key', 'form-production-redirect')
          .send({ name: 'Loopback', form_type: 'quote', redirect_url: 'http://localhost:8080/thanks' });
        expect(expectProblem(created, 422, 'validation_failed').errors).toEqual([expect.objectContaining({ pointer: '/redirect_url', code: 'invalid' })]);
        const patched = await production.http.patch(`${path}/${built.customisers[0]!.forms.other}`).set({ Authorization: `Bearer ${built.keys.all}` }).send({ redirect_url: 'http://127.0.0.1/thanks' });
        expect(expectProblem(patched, 422, 'validation_failed').errors).toEqual([expect.objectContaining({ pointer: '/redirect_url', code: 'invalid' })]);
      } finally {
        await production.close();
      }
    });

    it('refuses suppressed_emails in a patch: it is read-only', async () => {
      const problem = expectProblem(await patch(customiser().forms.other, { suppressed_emails: [] }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/suppressed_emails', code: 'prohibited' })]);
    });
  });

  describe('form types', () => {
    it('refuses to write a form whose stored type is outside the catalogue: 422 form_type_not_supported at /form_type, form unchanged', async () => {
      const formId = await newForm('legacy');
      await setAttribute(formId, 'form_type', 'legacy_survey');
      const before = await read(formId);
      expect(before.form_type).toBe('legacy_survey');
      for (const body of [{ name: 'Renamed' }, { form_type: 'quote' }, { fields: [] }]) {
        const problem = expectProblem(await patch(formId, body), 422, 'form_type_not_supported');
        expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/form_type' })]);
      }
      expect(await read(formId)).toEqual(before);
    });

    it('refuses to move a form to a type outside the catalogue', async () => {
      const formId = await newForm('to-legacy');
      const problem = expectProblem(await patch(formId, { form_type: 'legacy_survey' }), 422, 'form_type_not_supported');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/form_type' })]);
      expect((await read(formId)).form_type).toBe('quote');
    });
  });

  describe('the AI sign designer fallback form', () => {
    it('must keep a file field: 422 fallback_form_requires_file_field at /fields, and the form is unchanged', async () => {
      const formId = customiser().forms.fallback;
      const before = await read(formId);
      expect(before.fields.map((field: { input_type: string }) => field.input_type)).toContain('file');
      for (const fields of [[{ name: 'Email', input_type: 'email', required: true }], []]) {
        const problem = expectProblem(await patch(formId, { fields }), 422, 'fallback_form_requires_file_field');
        expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/fields' })]);
      }
      expect(await read(formId)).toEqual(before);
    });

    it('accepts the same email-only field document on a form that is not the fallback', async () => {
      const formId = await newForm('not-fallback', [{ name: 'Artwork', input_type: 'file' }]);
      const response = await patch(formId, { fields: [{ name: 'Email', input_type: 'email', required: true }] }).expect(200);
      expect(response.body.data.fields).toEqual([expect.objectContaining({ name: 'Email', input_type: 'email' })]);
    });

    it('accepts a fallback patch that keeps a file field', async () => {
      const formId = customiser().forms.fallback;
      const response = await patch(formId, { fields: [{ name: 'Your artwork', input_type: 'file', required: true }] }).expect(200);
      expect(response.body.data.fields).toEqual([expect.objectContaining({ name: 'Your artwork', input_type: 'file' })]);
    });

    it('cannot be deleted while the settings name it: 409 resource_in_use naming customiser_settings', async () => {
      const formId = customiser().forms.fallback;
      const response = await service.http.delete(`${forms()}/${formId}`).set(all()).set('Idempotency-Key', 'delete-fallback');
      const problem = expectProblem(response, 409, 'resource_in_use');
      expect(problem.referenced_by).toEqual([{ type: 'customiser_settings', id: customiser().id, name: expect.any(String) }]);
      expect(problem.referenced_by_count).toBe(1);
      await read(formId);
    });
  });

  describe('the merge-patch document', () => {
    it('refuses a patch that is not a JSON object with 422 invalid_document', async () => {
      expectProblem(await patch(customiser().forms.other, []), 422, 'invalid_document');
      expectProblem(await service.http.patch(`${forms()}/${customiser().forms.other}`).set(all()).set('Content-Type', 'application/json').send('"name"'), 422, 'invalid_document');
    });

    it('refuses an unknown property with 422 unknown_field naming it', async () => {
      const problem = expectProblem(await patch(customiser().forms.other, { colour: 'red' }), 422, 'unknown_field');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/colour', code: 'unknown_field' })]);
    });

    it('treats {} as a no-op: 200 with the form exactly as it was', async () => {
      const formId = await newForm('no-op');
      const before = await read(formId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await patch(formId, {}).expect(200);
      const { updated_at: _responseUpdated, ...answered } = response.body.data;
      const { updated_at: _beforeUpdated, ...previous } = before;
      expect(answered).toEqual(previous);
      const { updated_at: _afterUpdated, ...after } = await read(formId);
      expect(after).toEqual(previous);
    });

    it('treats {} as a no-op: updated_at does not move', async () => {
      const formId = await newForm('no-op-timestamp');
      const before = await read(formId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await patch(formId, {}).expect(200)).body.data.updated_at).toBe(before.updated_at);
      expect((await read(formId)).updated_at).toBe(before.updated_at);
    });

    it('clears a nullable property with null', async () => {
      const formId = await newForm('clear-redirect');
      expect((await patch(formId, { redirect_url: 'https://signs.example/thanks', description: 'About' }).expect(200)).body.data).toMatchObject({ redirect_url: 'https://signs.example/thanks', description: 'About' });
      expect((await patch(formId, { redirect_url: null, description: null }).expect(200)).body.data).toMatchObject({ redirect_url: null, description: null });
    });
  });
});
