import { sql } from 'kysely';
import type { Response } from 'supertest';
import type { SeededCustomiser } from '../../../apps/cli/demo/catalogue.seed';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aCustomiser, aStore, type BuiltStore } from '../../support/builders';

/**
 * The spec's "Letter-part colour selections": base path
 * /api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}/letter-parts.
 */
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The problem as a client sees it, without the occurrence's request_id. */
function problemOf(response: Response) {
  const { request_id: _requestId, ...rest } = response.body as Record<string, unknown>;
  return { status: response.status, contentType: response.headers['content-type'], ...rest };
}

function helpers(getService: () => TestService, getStore: () => BuiltStore) {
  const all = () => ({ Authorization: `Bearer ${getStore().keys.all}` });
  const parts = (customiser: SeededCustomiser, letterTypeId: number) => `/api/v3/customisers/${customiser.id}/letter-types/${letterTypeId}/letter-parts`;
  let keys = 0;
  const key = (label: string) => `${label}-${(keys += 1)}`;
  return {
    all,
    parts,
    key,
    list: async (customiser: SeededCustomiser, letterTypeId: number) =>
      (await getService().http.get(parts(customiser, letterTypeId)).set(all()).expect(200)).body.data as Record<string, unknown>[],
    create: (customiser: SeededCustomiser, letterTypeId: number, body: unknown, idempotencyKey: string | null = key('create')) => {
      const request = getService().http.post(parts(customiser, letterTypeId)).set(all());
      return (idempotencyKey === null ? request : request.set('Idempotency-Key', idempotencyKey)).send(body as object);
    },
    validateCreate: (customiser: SeededCustomiser, letterTypeId: number, body: unknown, idempotencyKey?: string) => {
      const request = getService().http.post(`${parts(customiser, letterTypeId)}/validate-create`).set(all());
      return (idempotencyKey === undefined ? request : request.set('Idempotency-Key', idempotencyKey)).send(body as object);
    },
    remove: (customiser: SeededCustomiser, letterTypeId: number, part: string, idempotencyKey: string | null = key('delete')) => {
      const request = getService().http.delete(`${parts(customiser, letterTypeId)}/${part}`).set(all());
      return idempotencyKey === null ? request : request.set('Idempotency-Key', idempotencyKey);
    },
    newLetterType: async (customiser: SeededCustomiser, category: string, letterParts: string[]): Promise<number> =>
      (
        await getService()
          .http.post(`/api/v3/customisers/${customiser.id}/letter-types`)
          .set(all())
          .set('Idempotency-Key', key('letter-type'))
          .send({ name: `${category} ${letterParts.join('+')} ${keys}`, category, letter_parts: letterParts })
          .expect(201)
      ).body.data.id,
    declare: (customiser: SeededCustomiser, letterTypeId: number, letterParts: string[]) =>
      getService().http.patch(`/api/v3/customisers/${customiser.id}/letter-types/${letterTypeId}`).set(all()).send({ letter_parts: letterParts }).expect(200),
  };
}

describe('letter-part colour selections', () => {
  let service: TestService;
  let store: BuiltStore;
  const h = helpers(() => service, () => store);
  const updateSelection = (letterTypeId: number, part: string, assignment: ReturnType<typeof sql>) =>
    sql`update catalogue.letter_part_selections set ${assignment} where letter_type_id = ${letterTypeId} and letter_part = ${part}`.execute(service.runtime.database.root);

  beforeAll(async () => {
    service = await startTestService();
    // A customiser per group of tests below that changes selections, so that none sees another's changes.
    store = await aStore(service, { customisers: 3 });
  });
  afterAll(() => service.close());

  describe('list and create', () => {
    const customiser = () => store.customisers[0]!;
    const neon = () => customiser().letter_types[0]!.id;
    const channel = () => customiser().letter_types[1]!.id;

    it('lists the seeded selections of the neon letter type (face, tube) as letter_part_colour_selection objects', async () => {
      const response = await service.http.get(h.parts(customiser(), neon())).set(h.all()).expect(200);
      expect(response.body.pagination).toEqual({ has_more: false, next_cursor: null });
      const data = response.body.data as Record<string, unknown>[];
      expect(data.map((selection) => selection.letter_part)).toEqual(['face', 'tube']);
      expect(data[0]).toMatchObject({
        object: 'letter_part_colour_selection',
        customiser_id: customiser().id,
        letter_type_id: neon(),
        letter_part: 'face',
        name: 'Face colour',
        default_upload_image_url: null,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect(data[1]).toMatchObject({ object: 'letter_part_colour_selection', letter_type_id: neon(), letter_part: 'tube', name: null, lightsource: true });
    });

    it('pages with limit and cursor, oldest first, the cursor refused by another letter type', async () => {
      const first = await service.http.get(h.parts(customiser(), neon())).query({ limit: 1 }).set(h.all()).expect(200);
      expect(first.body.data.map((selection: { letter_part: string }) => selection.letter_part)).toEqual(['face']);
      expect(first.body.pagination).toEqual({ has_more: true, next_cursor: expect.any(String) });
      const cursor = first.body.pagination.next_cursor as string;
      const second = await service.http.get(h.parts(customiser(), neon())).query({ limit: 1, cursor }).set(h.all()).expect(200);
      expect(second.body.data.map((selection: { letter_part: string }) => selection.letter_part)).toEqual(['tube']);
      expect(second.body.pagination).toEqual({ has_more: false, next_cursor: null });
      expectProblem(await service.http.get(h.parts(customiser(), channel())).query({ cursor }).set(h.all()), 422, 'invalid_cursor');
      expectProblem(await service.http.get(h.parts(customiser(), neon())).query({ limit: 101 }).set(h.all()), 422, 'invalid_parameter');
    });

    it('lists nothing for a letter type whose parts hold no selection', async () => {
      expect(await h.list(customiser(), channel())).toEqual([]);
    });

    it('requires an Idempotency-Key to create: 400 missing_idempotency_key, nothing created', async () => {
      expectProblem(await h.create(customiser(), channel(), { letter_part: 'face' }, null), 400, 'missing_idempotency_key');
      expect(await h.list(customiser(), channel())).toEqual([]);
    });

    it('creates a declared part with 201, giving omitted fields the defaults of the letter type category', async () => {
      const response = await h.create(customiser(), neon(), { letter_part: 'halo', name: 'Halo glow', optional: true }).expect(201);
      expect(response.body.data).toMatchObject({
        object: 'letter_part_colour_selection',
        customiser_id: customiser().id,
        letter_type_id: neon(),
        letter_part: 'halo',
        name: 'Halo glow',
        optional: true,
        description: null,
        optional_label: null,
        optional_default_none: false,
        lightsource: true,
        custom_image: false,
        show_default_upload_image: false,
        show_in_text_editor: false,
        text_enabled: false,
        default_upload_image_url: null,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      // The new selection's own URL, where it is read back.
      expect(response.body.links.self).toBe(`http://api.signwright.test${h.parts(customiser(), neon())}/halo`);
      expect(response.headers.location).toBe(response.body.links.self);
      const read = await service.http.get(`${h.parts(customiser(), neon())}/halo`).set(h.all()).expect(200);
      expect(read.body.data).toEqual(response.body.data);
      expect((await h.list(customiser(), neon())).map((selection) => selection.letter_part)).toEqual(['face', 'tube', 'halo']);
    });

    it('gives a lightbox face the lightbox defaults and a lightbox border no optionality', async () => {
      const lightbox = await h.newLetterType(customiser(), 'lightbox_rectangle', ['face', 'border']);
      expect((await h.create(customiser(), lightbox, { letter_part: 'face' }).expect(201)).body.data).toMatchObject({
        optional: false, lightsource: true, custom_image: true, show_in_text_editor: true, text_enabled: false,
      });
      expect((await h.create(customiser(), lightbox, { letter_part: 'border' }).expect(201)).body.data).toMatchObject({
        optional: null, optional_label: null, optional_default_none: false, text_enabled: false, show_in_text_editor: false,
      });
    });

    it('refuses a part that already holds a selection with 422 letter_part_taken', async () => {
      const before = await h.list(customiser(), neon());
      const problem = expectProblem(await h.create(customiser(), neon(), { letter_part: 'face' }), 422, 'letter_part_taken');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/letter_part' })]);
      expect(await h.list(customiser(), neon())).toEqual(before);
    });

    it('refuses a part the letter type does not declare with 422 letter_part_not_declared and declared_letter_parts', async () => {
      const problem = expectProblem(await h.create(customiser(), neon(), { letter_part: 'border' }), 422, 'letter_part_not_declared');
      expect(problem.declared_letter_parts).toEqual(['face', 'halo', 'tube']);
      expect((await h.list(customiser(), neon())).map((selection) => selection.letter_part)).not.toContain('border');
    });

    it('refuses text_enabled anywhere but the face of a rectangle or cylinder lightbox: 422 customer_text_not_supported', async () => {
      const problem = expectProblem(await h.create(customiser(), channel(), { letter_part: 'face', text_enabled: true }), 422, 'customer_text_not_supported');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/text_enabled' })]);
      const rectangle = await h.newLetterType(customiser(), 'lightbox_rectangle', ['face', 'border']);
      expectProblem(await h.create(customiser(), rectangle, { letter_part: 'border', text_enabled: true }), 422, 'customer_text_not_supported');
      const shaped = await h.newLetterType(customiser(), 'lightbox_shaped', ['face', 'border']);
      expectProblem(await h.create(customiser(), shaped, { letter_part: 'face', text_enabled: true }), 422, 'customer_text_not_supported');
      expect(await h.list(customiser(), channel())).toEqual([]);
      expect(await h.list(customiser(), rectangle)).toEqual([]);
      expect(await h.list(customiser(), shaped)).toEqual([]);
    });

    it.each(['lightbox_rectangle', 'lightbox_cylinder'])('accepts text_enabled on the face of a %s', async (category) => {
      const lightbox = await h.newLetterType(customiser(), category, ['face', 'border']);
      expect((await h.create(customiser(), lightbox, { letter_part: 'face', text_enabled: true }).expect(201)).body.data.text_enabled).toBe(true);
    });

    it.each([
      ['optional', true],
      ['optional', false],
      ['optional_label', 'Add a border?'],
      ['optional_default_none', true],
    ])('refuses %s (%p) on a lightbox border with 422 field_not_used_by_letter_part', async (field, value) => {
      const lightbox = await h.newLetterType(customiser(), 'lightbox_rectangle', ['face', 'border']);
      const problem = expectProblem(await h.create(customiser(), lightbox, { letter_part: 'border', [field]: value }), 422, 'field_not_used_by_letter_part');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: `/${field}` })]);
      expect(await h.list(customiser(), lightbox)).toEqual([]);
    });

    it('refuses default_upload_image_url, which is read-only, with 422 validation_failed code prohibited', async () => {
      const problem = expectProblem(
        await h.create(customiser(), channel(), { letter_part: 'face', default_upload_image_url: 'https://cdn.signs.example/face.png' }),
        422,
        'validation_failed',
      );
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/default_upload_image_url', code: 'prohibited' })]);
      expect(await h.list(customiser(), channel())).toEqual([]);
    });

    it('answers 404 for a letter type that is not one of the customiser’s', async () => {
      const elsewhere = store.customisers[1]!.letter_types[1]!.id;
      expectProblem(await h.create(customiser(), elsewhere, { letter_part: 'face' }), 404, 'resource_not_found');
      expectProblem(await service.http.get(h.parts(customiser(), elsewhere)).set(h.all()), 404, 'resource_not_found');
    });
  });

  describe('POST …/validate-create', () => {
    const customiser = () => store.customisers[0]!;
    const neon = () => customiser().letter_types[0]!.id;
    const channel = () => customiser().letter_types[1]!.id;

    it('answers 200 with the verdict for a creatable part and writes nothing', async () => {
      const response = await h.validateCreate(customiser(), channel(), { letter_part: 'halo', name: 'Halo' }).expect(200);
      expect(response.body.data).toEqual({
        object: 'letter_part_colour_selection_validation',
        operation: 'create',
        customiser_id: customiser().id,
        letter_type_id: channel(),
        letter_part: 'halo',
        valid: true,
        livemode: true,
      });
      expect(await h.list(customiser(), channel())).toEqual([]);
    });

    it.each([
      ['a part already taken', () => neon(), { letter_part: 'face' }],
      ['an undeclared part', () => neon(), { letter_part: 'border' }],
      ['customer text on a neon face', () => channel(), { letter_part: 'face', text_enabled: true }],
      ['the read-only default_upload_image_url', () => channel(), { letter_part: 'face', default_upload_image_url: 'https://cdn.signs.example/x.png' }],
      ['an unknown field', () => channel(), { letter_part: 'face', colour: 'red' }],
      ['no letter_part', () => channel(), { name: 'Nameless' }],
    ])('gives the identical problem the create gives for %s', async (_case, letterType, body) => {
      const validation = await h.validateCreate(customiser(), letterType(), body);
      expect(validation.status).toBe(422);
      expect(problemOf(validation)).toEqual(problemOf(await h.create(customiser(), letterType(), body)));
    });

    it('gives the identical problem the create gives for optionality on a lightbox border', async () => {
      const lightbox = await h.newLetterType(customiser(), 'lightbox_rectangle', ['face', 'border']);
      const body = { letter_part: 'border', optional: true, optional_label: 'Border?' };
      const validation = await h.validateCreate(customiser(), lightbox, body);
      expectProblem(validation, 422, 'field_not_used_by_letter_part');
      expect(problemOf(validation)).toEqual(problemOf(await h.create(customiser(), lightbox, body)));
    });

    it('consumes no Idempotency-Key: the same key with another body is validated afresh, never replayed nor a conflict', async () => {
      const first = await h.validateCreate(customiser(), channel(), { letter_part: 'face' }, 'shared-key').expect(200);
      const second = await h.validateCreate(customiser(), channel(), { letter_part: 'halo' }, 'shared-key').expect(200);
      expect(first.headers['idempotency-replay']).toBeUndefined();
      expect(second.headers['idempotency-replay']).toBeUndefined();
      expect(second.body.data.letter_part).toBe('halo');
      const refused = await h.validateCreate(customiser(), channel(), { letter_part: 'border' }, 'shared-key');
      expectProblem(refused, 422, 'letter_part_not_declared');
    });
  });

  describe('DELETE …/{letter_part}', () => {
    const customiser = () => store.customisers[1]!;
    const neon = () => customiser().letter_types[0]!.id;
    const colour = () => (customiser().options.colours as number[])[0]!;

    it('requires an Idempotency-Key: 400 missing_idempotency_key', async () => {
      expectProblem(await h.remove(customiser(), neon(), 'tube', null), 400, 'missing_idempotency_key');
    });

    it('refuses a part still listed in the letter type’s letter_parts: 422 letter_part_not_deletable with a reason, selection kept', async () => {
      const problem = expectProblem(await h.remove(customiser(), neon(), 'tube'), 422, 'letter_part_not_deletable');
      expect(problem.reason).toEqual(expect.any(String));
      expect((await h.list(customiser(), neon())).map((selection) => selection.letter_part)).toContain('tube');
    });

    it('deletes an undeclared part at its defaults with 200 and a receipt holding the removed record; a replay replays the receipt', async () => {
      const tube = (await h.list(customiser(), neon())).find((selection) => selection.letter_part === 'tube');
      await h.declare(customiser(), neon(), ['face', 'halo']);
      const response = await h.remove(customiser(), neon(), 'tube', 'delete-tube').expect(200);
      expect(response.headers['idempotency-replay']).toBeUndefined();
      // The receipt carries `livemode`; the removed record it holds is the selection as stored, without it.
      const { livemode: _livemode, ...removed } = tube!;
      expect(response.body.data).toEqual({
        object: 'letter_part_colour_selection_deletion_receipt',
        customiser_id: customiser().id,
        letter_type_id: neon(),
        letter_part: 'tube',
        deleted: true,
        resource: removed,
        livemode: true,
      });
      expect((await h.list(customiser(), neon())).map((selection) => selection.letter_part)).toEqual(['face']);

      const replay = await h.remove(customiser(), neon(), 'tube', 'delete-tube').expect(200);
      expect(replay.headers['idempotency-replay']).toBe('true');
      expect(replay.body).toEqual(response.body);

      expectProblem(await h.remove(customiser(), neon(), 'tube', 'delete-tube-again'), 404, 'resource_not_found');
    });

    it('refuses a part whose bucket holds colours: 409 resource_in_use, reason selection_not_empty', async () => {
      const letterType = await h.newLetterType(customiser(), 'neon', ['face', 'halo']);
      await h.create(customiser(), letterType, { letter_part: 'face' }).expect(201);
      await updateSelection(letterType, 'face', sql`colour_ids = array[${colour()}]::int[]`);
      await h.declare(customiser(), letterType, ['halo']);
      const problem = expectProblem(await h.remove(customiser(), letterType, 'face'), 409, 'resource_in_use');
      expect(problem.reason).toBe('selection_not_empty');
      expect(problem.referenced_by_count).toBe((problem.referenced_by as unknown[]).length);
      expect((await h.list(customiser(), letterType)).map((selection) => selection.letter_part)).toEqual(['face']);
    });

    it.each([
      ['shared', sql`shared = true`],
      ['translated', sql`translations = ${JSON.stringify({ de: { name: 'Vorderseite' } })}::jsonb`],
    ])('refuses a %s part: 409 resource_in_use with a reason', async (_case, assignment) => {
      const letterType = await h.newLetterType(customiser(), 'neon', ['face']);
      await h.create(customiser(), letterType, { letter_part: 'face' }).expect(201);
      await updateSelection(letterType, 'face', assignment);
      await h.declare(customiser(), letterType, []);
      const problem = expectProblem(await h.remove(customiser(), letterType, 'face'), 409, 'resource_in_use');
      expect(problem.reason).toEqual(expect.any(String));
      expect(await h.list(customiser(), letterType)).toHaveLength(1);
    });

    it('refuses a part configured away from its defaults: 422 letter_part_not_deletable, reason configured_letter_part', async () => {
      const letterType = await h.newLetterType(customiser(), 'neon', ['face', 'halo']);
      await h.create(customiser(), letterType, { letter_part: 'halo', name: 'Glow' }).expect(201);
      await h.declare(customiser(), letterType, ['face']);
      const problem = expectProblem(await h.remove(customiser(), letterType, 'halo'), 422, 'letter_part_not_deletable');
      expect(problem.reason).toBe('configured_letter_part');
      expect(await h.list(customiser(), letterType)).toHaveLength(1);
    });

    it('refuses a part whose uploaded image is not the default: 422 letter_part_not_deletable', async () => {
      const letterType = await h.newLetterType(customiser(), 'neon', ['face']);
      await h.create(customiser(), letterType, { letter_part: 'face' }).expect(201);
      await updateSelection(letterType, 'face', sql`default_upload_image_url = ${'https://cdn.signs.example/face.png'}`);
      await h.declare(customiser(), letterType, []);
      const problem = expectProblem(await h.remove(customiser(), letterType, 'face'), 422, 'letter_part_not_deletable');
      expect(problem.reason).toEqual(expect.any(String));
      expect(await h.list(customiser(), letterType)).toHaveLength(1);
    });

    it('refuses the seeded face (holding a colour, and named) once undeclared, and keeps it', async () => {
      await h.declare(customiser(), neon(), ['halo']);
      const response = await h.remove(customiser(), neon(), 'face');
      // The face is both configured (its name) and not empty; the spec orders neither refusal first.
      if (response.status === 409) expect(expectProblem(response, 409, 'resource_in_use').reason).toBe('selection_not_empty');
      else expect(expectProblem(response, 422, 'letter_part_not_deletable').reason).toBe('configured_letter_part');
      expect((await h.list(customiser(), neon())).map((selection) => selection.letter_part)).toEqual(['face']);
    });
  });

  describe('GET and PATCH …/{letter_part}', () => {
    const customiser = () => store.customisers[1]!;
    const colours = () => (customiser().options.colours as number[]).slice(0, 2);
    const one = (letterType: number, part: string) => `${h.parts(customiser(), letterType)}/${part}`;
    const patch = (letterType: number, part: string, body: unknown) => service.http.patch(one(letterType, part)).set(h.all()).send(body as object);

    it('reads one selection as it is listed, and answers 404 for a part without one', async () => {
      const letterType = await h.newLetterType(customiser(), 'neon', ['face', 'halo']);
      const created = (await h.create(customiser(), letterType, { letter_part: 'halo', name: 'Glow' }).expect(201)).body.data;
      expect((await service.http.get(one(letterType, 'halo')).set(h.all()).expect(200)).body.data).toEqual(created);
      expectProblem(await service.http.get(one(letterType, 'face')).set(h.all()), 404, 'resource_not_found');
    });

    it('lets a client resolve both delete refusals: reset the configuration, empty the bucket (the 409 names its colours), then delete', async () => {
      const letterType = await h.newLetterType(customiser(), 'neon', ['face', 'halo']);
      await h.create(customiser(), letterType, { letter_part: 'halo', name: 'Glow', lightsource: false }).expect(201);
      const filled = await patch(letterType, 'halo', { colour_ids: colours() }).expect(200);
      expect(filled.body.data).toMatchObject({ object: 'letter_part_colour_selection', letter_part: 'halo', name: 'Glow', lightsource: false, colour_ids: colours() });
      await h.declare(customiser(), letterType, ['face']);

      const configured = expectProblem(await h.remove(customiser(), letterType, 'halo'), 422, 'letter_part_not_deletable');
      expect(configured.reason).toBe('configured_letter_part');
      expect(configured.detail).toContain('name: null, lightsource: true');
      await patch(letterType, 'halo', { name: null, lightsource: true }).expect(200);

      const notEmpty = expectProblem(await h.remove(customiser(), letterType, 'halo'), 409, 'resource_in_use');
      const names = await Promise.all(colours().map(async (id) => (await service.http.get(`/api/v3/customisers/${customiser().id}/colours/${id}`).set(h.all()).expect(200)).body.data.name));
      expect(notEmpty).toMatchObject({ reason: 'selection_not_empty', referenced_by_count: 2, referenced_by: colours().map((id, index) => ({ type: 'colour', id, name: names[index] })) });
      expect(names.every((name) => typeof name === 'string')).toBe(true);
      const emptied = await patch(letterType, 'halo', { colour_ids: [] }).expect(200);
      expect(emptied.body.data.colour_ids).toEqual([]);

      await h.remove(customiser(), letterType, 'halo').expect(200);
      expectProblem(await service.http.get(one(letterType, 'halo')).set(h.all()), 404, 'resource_not_found');
    });

    it('refuses by the create’s rules, read-only and unknown properties, and colours that are not the customiser’s; {} changes nothing', async () => {
      const letterType = await h.newLetterType(customiser(), 'neon', ['halo']);
      const created = (await h.create(customiser(), letterType, { letter_part: 'halo' }).expect(201)).body.data;
      expectProblem(await patch(letterType, 'halo', { text_enabled: true }), 422, 'customer_text_not_supported');
      const readOnly = expectProblem(await patch(letterType, 'halo', { letter_part: 'face', default_upload_image_url: null }), 422, 'validation_failed');
      expect(readOnly.errors).toEqual([
        expect.objectContaining({ pointer: '/default_upload_image_url', code: 'prohibited' }),
        expect.objectContaining({ pointer: '/letter_part', code: 'prohibited' }),
      ]);
      expectProblem(await patch(letterType, 'halo', { colours: [] }), 422, 'unknown_field');
      expectProblem(await patch(letterType, 'halo', [1]), 422, 'invalid_document');
      const foreign = (store.customisers[0]!.options.colours as number[])[0]!;
      const notOurs = expectProblem(await patch(letterType, 'halo', { colour_ids: [colours()[0], foreign] }), 422, 'validation_failed');
      expect(notOurs.errors).toEqual([expect.objectContaining({ pointer: '/colour_ids/1', code: 'invalid' })]);
      expect((await patch(letterType, 'halo', {}).expect(200)).body.data).toEqual(created);
    });

    it('writes with customisers:write only, and replays a patch sent again with its Idempotency-Key', async () => {
      const letterType = await h.newLetterType(customiser(), 'neon', ['halo']);
      await h.create(customiser(), letterType, { letter_part: 'halo' }).expect(201);
      const reader = { Authorization: `Bearer ${store.keys['customisers:read']}` };
      expectProblem(await service.http.patch(one(letterType, 'halo')).set(reader).send({ name: 'X' }), 403, 'insufficient_scope');
      await service.http.get(one(letterType, 'halo')).set(reader).expect(200);
      const first = await service.http.patch(one(letterType, 'halo')).set(h.all()).set('Idempotency-Key', 'patch-halo').send({ name: 'Halo' }).expect(200);
      const again = await service.http.patch(one(letterType, 'halo')).set(h.all()).set('Idempotency-Key', 'patch-halo').send({ name: 'Halo' }).expect(200);
      expect(again.headers['idempotency-replay']).toBe('true');
      expect(again.body).toEqual(first.body);
    });
  });

  describe('POST …/{letter_part}/colours/{colour_id}/validate-delete', () => {
    const customiser = () => store.customisers[2]!;
    const neon = () => customiser().letter_types[0]!.id;
    const channel = () => customiser().letter_types[1]!.id;
    const colour = () => (customiser().options.colours as number[])[0]!;
    const preset = () => (customiser().options.presets as number[])[0]!;
    const validate = (part: string, colourId: number, body?: unknown) => {
      const request = service.http.post(`${h.parts(customiser(), neon())}/${part}/colours/${colourId}/validate-delete`).set(h.all());
      return body === undefined ? request : request.send(body as object);
    };
    const presetPath = (id?: number) => `/api/v3/customisers/${customiser().id}/presets${id === undefined ? '' : `/${id}`}`;

    it('answers the identical 409 resource_in_use while a preset names that colour with that letter type (the seed’s preset does)', async () => {
      const seeded = (await service.http.get(presetPath(preset())).set(h.all()).expect(200)).body.data;
      expect(seeded).toMatchObject({ colour_id: colour(), letter_type_id: neon() });
      const problem = expectProblem(await validate('face', colour()), 409, 'resource_in_use');
      expect(problem.referenced_by).toEqual([{ type: 'preset', id: preset(), name: 'Warm classic' }]);
      expect(problem.referenced_by_count).toBe(1);
      expect((await h.list(customiser(), neon())).find((selection) => selection.letter_part === 'face')).toMatchObject({ colour_ids: [colour()] });
    });

    it('answers 200 with the verdict when no preset uses the colour with that letter type, and writes nothing', async () => {
      await service.http.patch(presetPath(preset())).set(h.all()).send({ letter_type_id: channel() }).expect(200);
      const before = await h.list(customiser(), neon());
      const response = await validate('face', colour()).expect(200);
      expect(response.body.data).toEqual({
        object: 'letter_part_colour_validation',
        operation: 'delete',
        customiser_id: customiser().id,
        letter_type_id: neon(),
        letter_part: 'face',
        colour_id: colour(),
        valid: true,
        livemode: true,
      });
      expect(await h.list(customiser(), neon())).toEqual(before);
    });

    it('answers 409 again once a new preset names the colour with the letter type, and 200 once it is gone', async () => {
      const created = await service.http
        .post(presetPath())
        .set(h.all())
        .set('Idempotency-Key', 'preset-with-colour')
        .send({ name: 'Warm again', colour_id: colour(), letter_type_id: neon() })
        .expect(201);
      const problem = expectProblem(await validate('face', colour()), 409, 'resource_in_use');
      expect(problem.referenced_by).toEqual([{ type: 'preset', id: created.body.data.id, name: 'Warm again' }]);
      await service.http.delete(presetPath(created.body.data.id)).set(h.all()).set('Idempotency-Key', 'preset-gone').expect(200);
      await validate('face', colour()).expect(200);
    });

    it('answers 404 for a colour that is not in the part’s bucket, and for a part without a selection', async () => {
      const spare = (customiser().options.colours as number[])[1]!;
      expectProblem(await validate('face', spare), 404, 'resource_not_found');
      expectProblem(await validate('face', 999999), 404, 'resource_not_found');
      expectProblem(await validate('halo', colour()), 404, 'resource_not_found');
    });

    it('takes no body', async () => {
      expectProblem(await validate('face', colour(), { force: true }), 422, 'unknown_field');
    });
  });

  describe('deleting a colour that sits in a bucket', () => {
    it('is refused with 409 resource_in_use naming the letter_part_colour_selection, and the colour stays', async () => {
      const customiser = await aCustomiser(service, store);
      const neon = customiser.letter_types[0]!.id;
      const colours = `/api/v3/customisers/${customiser.id}/colours`;
      const created = await service.http.post(colours).set(h.all()).set('Idempotency-Key', 'bucket-colour').send({ name: 'Signal red', hexcode: '#FF0000' }).expect(201);
      const colourId = created.body.data.id as number;
      await updateSelection(neon, 'face', sql`colour_ids = array_append(colour_ids, ${colourId}::int)`);
      const problem = expectProblem(await service.http.delete(`${colours}/${colourId}`).set(h.all()).set('Idempotency-Key', 'delete-bucket-colour'), 409, 'resource_in_use');
      expect(problem.referenced_by).toEqual([{ type: 'letter_part_colour_selection', id: neon, name: 'Face colour', letter_type_id: neon, letter_part: 'face' }]);
      expect(problem.referenced_by_count).toBe(1);
      await service.http.get(`${colours}/${colourId}`).set(h.all()).expect(200);
    });
  });
});

describe('letter-part validate-create and the option-write budget (2 writes a minute here)', () => {
  let service: TestService;
  let store: BuiltStore;
  const h = helpers(() => service, () => store);
  const customiser = () => store.customisers[0]!;

  beforeAll(async () => {
    service = await startTestService({ env: { OPTION_WRITE_BUDGET_PER_MINUTE: '2' } });
    store = await aStore(service, { customisers: 1 });
  });
  afterAll(() => service.close());

  it('spends no budget on validations: five validations, then two real creates succeed, then the budget runs out with 429', async () => {
    const [neon, channel] = customiser().letter_types.map((letterType) => letterType.id) as [number, number];
    for (let attempt = 0; attempt < 5; attempt += 1) await h.validateCreate(customiser(), channel, { letter_part: 'face' }).expect(200);
    await h.create(customiser(), neon, { letter_part: 'halo' }).expect(201);
    await h.create(customiser(), channel, { letter_part: 'face' }).expect(201);

    const exhausted = await h.create(customiser(), channel, { letter_part: 'halo' });
    const problem = expectProblem(exhausted, 429, 'rate_limited');
    expect(Number.isInteger(problem.retry_after)).toBe(true);
    expect(problem.retry_after).toBeGreaterThan(0);
    expect(exhausted.headers['retry-after']).toBe(String(problem.retry_after));
    expect((await h.list(customiser(), channel)).map((selection) => selection.letter_part)).toEqual(['face']);

    await h.validateCreate(customiser(), channel, { letter_part: 'halo' }).expect(200);
  });
});

describe('letter-part reconfiguration in the embedded default (PGlite)', () => {
  let service: TestService;
  let store: BuiltStore;
  const h = helpers(() => service, () => store);
  const customiser = () => store.customisers[0]!;

  beforeAll(async () => {
    service = await startTestService({ mode: 'embedded' });
    store = await aStore(service, { customisers: 1 });
  });
  afterAll(() => service.close());

  it('fills, resets and empties a selection through PATCH, then deletes it', async () => {
    const letterType = await h.newLetterType(customiser(), 'neon', ['face', 'halo']);
    const path = `${h.parts(customiser(), letterType)}/halo`;
    await h.create(customiser(), letterType, { letter_part: 'halo', name: 'Glow' }).expect(201);
    const colour = (customiser().options.colours as number[])[0]!;
    const filled = await service.http.patch(path).set(h.all()).send({ colour_ids: [colour], optional_label: 'Add a halo' }).expect(200);
    expect(filled.body.data).toMatchObject({ name: 'Glow', optional_label: 'Add a halo', colour_ids: [colour] });
    expect(filled.body.data.updated_at >= filled.body.data.created_at).toBe(true);
    expect((await service.http.get(path).set(h.all()).expect(200)).body.data).toEqual(filled.body.data);
    await service.http.patch(path).set(h.all()).send({ name: null, optional_label: null, colour_ids: [] }).expect(200);
    await h.declare(customiser(), letterType, ['face']);
    await h.remove(customiser(), letterType, 'halo').expect(200);
  });
});
