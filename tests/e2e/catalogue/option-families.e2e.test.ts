import { FAMILY_SEGMENTS, OPTION_FAMILIES, type FamilySegment } from '../../../modules/catalogue';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';

/** The smallest valid create body of each family. */
const MINIMAL: Record<FamilySegment, Record<string, unknown>> = {
  backboards: { name: 'New board' },
  backlights: { name: 'New backlight' },
  colours: { name: 'New colour', hexcode: '#112233' },
  extras: { name: 'New extra' },
  fonts: { name: 'New font' },
  'font-tiers': { name: 'New tier' },
  forms: { name: 'New form' },
  icons: { name: 'New icon' },
  jackets: { name: 'New jacket' },
  labels: { name: 'New label', text: 'Hello' },
  languages: { name: 'Français', code: 'fr' },
  'legacy-sizes': { name: 'New legacy size', height_cm: 12 },
  'length-pricings': { name: 'New length pricing' },
  'letter-types': { name: 'New letter type', category: 'channel_letter', letter_parts: ['face'] },
  materials: { name: 'New material' },
  'mounting-colours': { name: 'New mounting colour' },
  mountings: { name: 'New mounting' },
  presets: { name: 'New preset' },
  sizes: { name: 'New size' },
  'support-finishes': { name: 'New finish' },
};

describe('option families: list, read, create, merge patch and delete for every family', () => {
  let service: TestService;
  let store: BuiltStore;
  const customiser = () => store.customisers[0]!;
  const base = (family: string) => `/api/v3/customisers/${customiser().id}/${family}`;
  const as = (key: string) => ({ Authorization: `Bearer ${key}` });
  const all = () => as(store.keys.all!);

  beforeAll(async () => {
    service = await startTestService();
    // A second customiser owns the rows the first must not reference.
    store = await aStore(service, { customisers: 2 });
  });
  afterAll(() => service.close());

  describe.each(FAMILY_SEGMENTS.map((segment) => [segment]))('%s', (segment) => {
    const family = OPTION_FAMILIES[segment];

    it('lists the rows of the customiser, oldest first, in pages', async () => {
      const seeded = customiser().options[segment] as number[];
      const firstPage = await service.http.get(`${base(segment)}?limit=1`).set(all()).expect(200);
      expect(firstPage.body.data.map((row: { id: number }) => row.id)).toEqual(seeded.slice(0, 1));
      expect(firstPage.body.pagination.has_more).toBe(seeded.length > 1);
      const everything = await service.http.get(`${base(segment)}?limit=100`).set(all()).expect(200);
      expect(everything.body.data.map((row: { id: number }) => row.id)).toEqual(seeded);
    });

    it(`reads a row as object ${family.object}, with the store currency when priced`, async () => {
      const id = (customiser().options[segment] as number[])[0];
      const response = await service.http.get(`${base(segment)}/${id}`).set(all()).expect(200);
      expect(response.body.data).toMatchObject({ object: family.object, id, customiser_id: customiser().id, created_at: expect.any(String), updated_at: expect.any(String) });
      if (family.priced) expect(response.body.data.currency).toBe('EUR');
      else expect(response.body.data).not.toHaveProperty('currency');
    });

    it('creates, patches and deletes a row, answering a receipt; the row never returns', async () => {
      const created = await service.http.post(base(segment)).set(all()).set('Idempotency-Key', `create-${segment}`).send(MINIMAL[segment]).expect(201);
      const row = created.body.data;
      expect(row).toMatchObject({ object: family.object, ...MINIMAL[segment] });
      const patched = await service.http.patch(`${base(segment)}/${row.id}`).set(all()).send({ name: 'Patched' }).expect(200);
      expect(patched.body.data).toEqual({ ...row, name: 'Patched', updated_at: expect.any(String) });
      const receipt = await service.http.delete(`${base(segment)}/${row.id}`).set(all()).set('Idempotency-Key', `delete-${segment}`).expect(200);
      // The receipt carries `livemode`; the removed record it holds is the row as stored, without it.
      const { livemode: _livemode, ...removed } = patched.body.data;
      expect(receipt.body.data).toEqual({
        object: `${family.object}_deletion_receipt`, id: row.id, customiser_id: customiser().id, deleted: true, resource: removed, livemode: true,
      });
      expectProblem(await service.http.get(`${base(segment)}/${row.id}`).set(all()), 404, 'resource_not_found');
      const replay = await service.http.delete(`${base(segment)}/${row.id}`).set(all()).set('Idempotency-Key', `delete-${segment}`).expect(200);
      expect(replay.headers['idempotency-replay']).toBe('true');
      expect(replay.body).toEqual(receipt.body);
      expectProblem(await service.http.delete(`${base(segment)}/${row.id}`).set(all()).set('Idempotency-Key', `delete-again-${segment}`), 404, 'resource_not_found');
    });

    it('refuses read-only and unknown properties in a patch, and a null for a required field', async () => {
      const id = (customiser().options[segment] as number[])[0];
      const readOnly = expectProblem(await service.http.patch(`${base(segment)}/${id}`).set(all()).send({ id: 5, created_at: 'x' }), 422, 'validation_failed');
      expect(readOnly.errors).toEqual([expect.objectContaining({ pointer: '/created_at', code: 'prohibited' }), expect.objectContaining({ pointer: '/id', code: 'prohibited' })]);
      expectProblem(await service.http.patch(`${base(segment)}/${id}`).set(all()).send({ favourite: true }), 422, 'unknown_field');
      const nulled = expectProblem(await service.http.patch(`${base(segment)}/${id}`).set(all()).send({ name: null }), 422, 'validation_failed');
      expect(nulled.errors).toEqual([expect.objectContaining({ pointer: '/name' })]);
    });

    it('requires an Idempotency-Key, no query parameters and no body to delete', async () => {
      const id = (customiser().options[segment] as number[])[0];
      expectProblem(await service.http.delete(`${base(segment)}/${id}`).set(all()), 400, 'missing_idempotency_key');
      expectProblem(await service.http.delete(`${base(segment)}/${id}?force=true`).set(all()).set('Idempotency-Key', 'q'), 422, 'unknown_parameter');
      expectProblem(await service.http.delete(`${base(segment)}/${id}`).set(all()).set('Idempotency-Key', 'b').send({ force: true }), 422, 'unknown_field');
      await service.http.get(`${base(segment)}/${id}`).set(all()).expect(200);
    });

    it(`reads with ${family.readScope} and writes with ${family.writeScope} only`, async () => {
      const keys = store.keys;
      const id = (customiser().options[segment] as number[])[0];
      await service.http.get(`${base(segment)}/${id}`).set(as(keys[family.readScope]!)).expect(200);
      expectProblem(await service.http.get(`${base(segment)}/${id}`).set(as(keys[family.writeScope]!)), 403, 'insufficient_scope');
      const wrongWrite = family.writeScope === 'pricing:write' ? 'customisers:write' : 'pricing:write';
      expectProblem(await service.http.patch(`${base(segment)}/${id}`).set(as(keys[wrongWrite]!)).send({}), 403, 'insufficient_scope');
      await service.http.patch(`${base(segment)}/${id}`).set(as(keys[family.writeScope]!)).send({}).expect(200);
    });
  });

  it('validates a merged patch as a full document, with pointers into it', async () => {
    const size = customiser().options.referenced.sizes!;
    const problem = expectProblem(await service.http.patch(`${base('sizes')}/${size}`).set(all()).send({ char_limit: -1, sizing_strategy: 'stretchy' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([
      expect.objectContaining({ pointer: '/char_limit', code: 'invalid' }),
      expect.objectContaining({ pointer: '/sizing_strategy', code: 'unsupported_value', allowed_values: ['fixed_width', 'fixed_height'] }),
    ]);
  });

  it('shows a priced row’s currency: the store’s, or null (never absent) for a store without one', async () => {
    const colour = customiser().options.referenced.colours!;
    expect((await service.http.get(`${base('colours')}/${colour}`).set(all()).expect(200)).body.data.currency).toBe('EUR');
    const noCurrency = await aStore(service, { currency: null, customisers: 1 });
    const theirs = noCurrency.customisers[0]!;
    const row = (await service.http.get(`/api/v3/customisers/${theirs.id}/colours/${theirs.options.referenced.colours!}`).set(as(noCurrency.keys.all!)).expect(200)).body.data;
    expect(row).toHaveProperty('currency', null);
  });

  it('shows a font without a file with font_file.family_name and ttf_url as strings (empty) beside has_font_file false', async () => {
    const created = await service.http.post(base('fonts')).set(all()).set('Idempotency-Key', 'fileless-font').send({ name: 'Fileless' }).expect(201);
    expect(created.body.data.font_file).toEqual({ has_font_file: false, family_name: '', ttf_url: '' });
    const read = await service.http.get(`${base('fonts')}/${created.body.data.id}`).set(all()).expect(200);
    expect(read.body.data.font_file).toEqual({ has_font_file: false, family_name: '', ttf_url: '' });
  });

  it('clears a nullable property with null', async () => {
    const size = customiser().options.referenced.sizes!;
    const cleared = await service.http.patch(`${base('sizes')}/${size}`).set(all()).send({ char_limit: null }).expect(200);
    expect(cleared.body.data.char_limit).toBeNull();
  });

  it('refuses references to rows the customiser does not have', async () => {
    const other = store.customisers[1]!;
    const foreignColour = other.options.referenced.colours!;
    const problem = expectProblem(
      await service.http.post(base('extras')).set(all()).set('Idempotency-Key', 'foreign-ref').send({ name: 'Remote', colour_ids: [foreignColour] }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/colour_ids/0', code: 'invalid' })]);
  });
});
