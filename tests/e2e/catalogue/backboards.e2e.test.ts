import type { SeededCustomiser } from '../../../apps/cli/demo/catalogue.seed';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aCustomiser, aStore, type BuiltStore } from '../../support/builders';
import { operatorOf } from '../../support/operator';

/** The spec's Backboard resource, its PATCH rules, validate-create, reorder and the unpublished shape. */

const SHAPE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10H0z"/></svg>';

describe('backboards', () => {
  let service: TestService;
  let store: BuiltStore;
  const all = () => ({ Authorization: `Bearer ${store.keys.all}` });
  const base = (customiser: SeededCustomiser) => `/api/v3/customisers/${customiser.id}/backboards`;
  const patch = (customiser: SeededCustomiser, id: number, body: unknown) => service.http.patch(`${base(customiser)}/${id}`).set(all()).send(body as object);
  const read = async (customiser: SeededCustomiser, id: number) => (await service.http.get(`${base(customiser)}/${id}`).set(all()).expect(200)).body.data;
  const list = async (customiser: SeededCustomiser) => (await service.http.get(`${base(customiser)}?limit=100`).set(all()).expect(200)).body.data as Record<string, unknown>[];
  const settings = (customiser: SeededCustomiser, body: unknown) => service.http.patch(`/api/v3/customisers/${customiser.id}/settings`).set(all()).send(body as object);
  /** The problem as a client sees it, without the occurrence's request_id. */
  const problemOf = (response: { status: number; body: Record<string, unknown> }) => {
    const { request_id: _requestId, ...rest } = response.body;
    return { status: response.status, ...rest };
  };

  beforeAll(async () => {
    service = await startTestService();
    // One customiser per group of tests below, so that what one group changes never reaches another.
    store = await aStore(service, { customisers: 5 });
  });
  afterAll(() => service.close());

  describe('PATCH …/backboards/{backboard_id}', () => {
    const customiser = () => store.customisers[0]!;

    it('refuses geometry, which is read-only, with 422 validation_failed, pointer /geometry, code prohibited', async () => {
      const id = customiser().backboards.with_shape;
      const before = await read(customiser(), id);
      const problem = expectProblem(await patch(customiser(), id, { geometry: { has_custom_shape: false, status: null, failure_reason: null, measured_at: null } }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/geometry', code: 'prohibited' })]);
      expect(await read(customiser(), id)).toEqual(before);
    });

    it.each([
      ['description', 'Brushed aluminium'],
      ['backboard_type', 'board'],
      ['outline_size', 'thin'],
      ['price_per_sq_cm', 0.07],
    ])('accepts null for %s and clears it', async (field, value) => {
      const id = customiser().backboards.without_shape;
      expect((await patch(customiser(), id, { [field]: value }).expect(200)).body.data[field]).toEqual(value);
      expect((await patch(customiser(), id, { [field]: null }).expect(200)).body.data[field]).toBeNull();
      expect((await read(customiser(), id))[field]).toBeNull();
    });

    it.each(['name', 'base_price', 'allow_multilayer'])('refuses null for %s, which is not nullable, with 422 at its pointer and leaves the backboard unchanged', async (field) => {
      const id = customiser().backboards.with_shape;
      await patch(customiser(), id, { base_price: 2600, allow_multilayer: true }).expect(200);
      const before = await read(customiser(), id);
      const problem = expectProblem(await patch(customiser(), id, { [field]: null }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: `/${field}` })]);
      expect(await read(customiser(), id)).toEqual(before);
    });

    it('replaces the letter type assignment with letter_type_ids', async () => {
      const id = customiser().backboards.with_shape;
      const [neon, channel] = customiser().letter_types.map((letterType) => letterType.id);
      expect((await read(customiser(), id)).letter_type_ids).toEqual([neon]);
      expect((await patch(customiser(), id, { letter_type_ids: [channel] }).expect(200)).body.data.letter_type_ids).toEqual([channel]);
      expect((await patch(customiser(), id, { letter_type_ids: [channel, neon] }).expect(200)).body.data.letter_type_ids).toEqual([channel, neon]);
      expect((await patch(customiser(), id, { letter_type_ids: [] }).expect(200)).body.data.letter_type_ids).toEqual([]);
      expect((await read(customiser(), id)).letter_type_ids).toEqual([]);
    });

    it('refuses letter_type_ids naming anything but a letter type of this customiser with 422 pointing at the entry', async () => {
      const id = customiser().backboards.without_shape;
      const before = await read(customiser(), id);
      const neon = customiser().letter_types[0]!.id;
      const elsewhere = store.customisers[1]!.letter_types[0]!.id;
      const colour = (customiser().options.colours as number[])[0]!;
      for (const [ids, pointer] of [[[elsewhere], '/letter_type_ids/0'], [[neon, colour], '/letter_type_ids/1'], [[999999], '/letter_type_ids/0']] as const) {
        const problem = expectProblem(await patch(customiser(), id, { letter_type_ids: ids }), 422, 'validation_failed');
        expect(problem.errors).toEqual([expect.objectContaining({ pointer })]);
      }
      expect(await read(customiser(), id)).toEqual(before);
    });
  });

  describe('backboard_type custom_shape and cutout', () => {
    const customiser = () => store.customisers[1]!;

    it.each(['custom_shape', 'cutout'])('refuses %s on a backboard without an uploaded shape (422 at /backboard_type)', async (type) => {
      const id = customiser().backboards.without_shape;
      const problem = expectProblem(await patch(customiser(), id, { backboard_type: type }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/backboard_type' })]);
      expect((await read(customiser(), id)).backboard_type).toBe('board');
    });

    it.each(['custom_shape', 'cutout'])('accepts %s on the backboard that carries a shape', async (type) => {
      const id = customiser().backboards.with_shape;
      expect((await read(customiser(), id)).geometry.has_custom_shape).toBe(true);
      await patch(customiser(), id, { backboard_type: 'board' }).expect(200);
      expect((await patch(customiser(), id, { backboard_type: type }).expect(200)).body.data.backboard_type).toBe(type);
      expect((await read(customiser(), id)).backboard_type).toBe(type);
    });

    it('refuses custom_shape while the customiser has a border margin (422 at /backboard_type), and accepts cutout meanwhile', async () => {
      const id = customiser().backboards.with_shape;
      await patch(customiser(), id, { backboard_type: 'board' }).expect(200);
      expect((await settings(customiser(), { border_margin_cm: 2 }).expect(200)).body.data.border_margin_cm).toBe(2);
      const problem = expectProblem(await patch(customiser(), id, { backboard_type: 'custom_shape' }), 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/backboard_type' })]);
      expect((await read(customiser(), id)).backboard_type).toBe('board');
      expect((await patch(customiser(), id, { backboard_type: 'cutout' }).expect(200)).body.data.backboard_type).toBe('cutout');
    });

    it('accepts custom_shape once the border margin is cleared with {border_margin_cm: null}', async () => {
      // A customiser of its own: the test above leaves its customiser with a border margin.
      const other = await aCustomiser(service, store);
      const id = other.backboards.with_shape;
      await settings(other, { border_margin_cm: 2 }).expect(200);
      expectProblem(await patch(other, id, { backboard_type: 'custom_shape' }), 422, 'validation_failed');
      const cleared = await settings(other, { border_margin_cm: null });
      expect({ status: cleared.status, errors: cleared.body.errors }).toEqual({ status: 200, errors: undefined });
      expect(cleared.body.data.border_margin_cm).toBeNull();
      expect((await patch(other, id, { backboard_type: 'custom_shape' }).expect(200)).body.data.backboard_type).toBe('custom_shape');
    });
  });

  describe('POST …/backboards/validate-create', () => {
    const customiser = () => store.customisers[2]!;
    const validate = (body: unknown) => service.http.post(`${base(customiser())}/validate-create`).set(all()).send(body as object);
    const create = (body: unknown, key: string) => service.http.post(base(customiser())).set(all()).set('Idempotency-Key', key).send(body as object);

    it('answers 200 with the verdict for a creatable name and creates nothing', async () => {
      const before = await list(customiser());
      const response = await validate({ name: 'Walnut panel' }).expect(200);
      expect(response.body.data).toEqual({ object: 'backboard_validation', operation: 'create', customiser_id: customiser().id, backboard_id: null, valid: true, livemode: true });
      expect(await list(customiser())).toEqual(before);
    });

    it('answers a body without a name with the create’s own 422: pointer /name, code required', async () => {
      const validation = await validate({ description: 'No name' });
      const problem = expectProblem(validation, 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/name', code: 'required' })]);
      expect(problemOf(validation)).toEqual(problemOf(await create({ description: 'No name' }, 'create-without-name')));
    });

    it('answers a name already taken with the create’s own 422: pointer /name, code taken', async () => {
      const before = await list(customiser());
      const validation = await validate({ name: 'Rectangle' });
      const problem = expectProblem(validation, 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/name', code: 'taken' })]);
      expect(problemOf(validation)).toEqual(problemOf(await create({ name: 'Rectangle' }, 'create-taken')));
      expect(await list(customiser())).toEqual(before);
    });

    it('answers an unknown field with the create’s own 422 unknown_field', async () => {
      const validation = await validate({ name: 'Oak', colour: 'brown' });
      expectProblem(validation, 422, 'unknown_field');
      expect(problemOf(validation)).toEqual(problemOf(await create({ name: 'Oak', colour: 'brown' }, 'create-unknown')));
    });

    it('agrees with the create: a name it accepts is then created with 201', async () => {
      await validate({ name: 'Birch panel' }).expect(200);
      await create({ name: 'Birch panel' }, 'create-birch').expect(201);
      expectProblem(await validate({ name: 'Birch panel' }), 422, 'validation_failed');
    });
  });

  describe('POST …/backboards/reorder', () => {
    const customiser = () => store.customisers[4]!;
    const reorder = (backboardIds: number[]) => service.http.post(`${base(customiser())}/reorder`).set(all()).send({ backboard_ids: backboardIds });
    const ids = () => [customiser().backboards.with_shape, customiser().backboards.without_shape];

    it('sets each backboard’s sort_order to its position and returns them in that order', async () => {
      const [shaped, plain] = ids() as [number, number];
      for (const order of [[plain, shaped], [shaped, plain]]) {
        const response = await reorder(order).expect(200);
        expect((response.body.data as { id: number }[]).map((row) => row.id)).toEqual(order);
        expect((response.body.data as { sort_order: number }[]).map((row) => row.sort_order)).toEqual([0, 1]);
        expect(response.body.pagination).toEqual({ has_more: false, next_cursor: null });
        for (const [position, id] of order.entries()) expect((await read(customiser(), id)).sort_order).toBe(position);
      }
    });

    const refusals: [string, (shaped: number, plain: number) => number[], (shaped: number, plain: number) => Record<string, number[]>][] = [
      ['a backboard left out', (shaped) => [shaped], (_shaped, plain) => ({ missing_ids: [plain], unknown_ids: [], duplicate_ids: [] })],
      ['an id that is no backboard of the customiser', (shaped, plain) => [shaped, plain, 999999], () => ({ missing_ids: [], unknown_ids: [999999], duplicate_ids: [] })],
      ['a backboard named twice', (shaped, plain) => [plain, shaped, plain], (_shaped, plain) => ({ missing_ids: [], unknown_ids: [], duplicate_ids: [plain] })],
    ];

    it.each(refusals)('refuses a list with %s: 422 naming missing_ids, unknown_ids and duplicate_ids, order unchanged', async (_case, order, expected) => {
      const [shaped, plain] = ids() as [number, number];
      await reorder([plain, shaped]).expect(200);
      const problem = expectProblem(await reorder(order(shaped, plain)), 422, 'validation_failed');
      expect({ missing_ids: problem.missing_ids, unknown_ids: problem.unknown_ids, duplicate_ids: problem.duplicate_ids }).toEqual(expected(shaped, plain));
      expect((await read(customiser(), plain)).sort_order).toBe(0);
      expect((await read(customiser(), shaped)).sort_order).toBe(1);
    });

    it('counts a backboard of another customiser as unknown', async () => {
      const [shaped, plain] = ids() as [number, number];
      const elsewhere = store.customisers[0]!.backboards.without_shape;
      const problem = expectProblem(await reorder([shaped, plain, elsewhere]), 422, 'validation_failed');
      expect(problem).toMatchObject({ missing_ids: [], unknown_ids: [elsewhere], duplicate_ids: [] });
    });

    it('fills every list at once when everything is wrong', async () => {
      const [shaped] = ids() as [number, number];
      const problem = expectProblem(await reorder([shaped, shaped, 999999]), 422, 'validation_failed');
      expect(problem).toMatchObject({ missing_ids: [customiser().backboards.without_shape], unknown_ids: [999999], duplicate_ids: [shaped] });
    });
  });

  describe('the uploaded shape is never published', () => {
    const customiser = () => store.customisers[3]!;
    /** No copy of the SVG and no address of it, anywhere in a response. */
    const expectNoShape = (body: unknown) => {
      const text = JSON.stringify(body);
      expect(text).not.toContain('shape_svg');
      expect(text).not.toMatch(/<svg|&lt;svg|\.svg|\/shape/i);
    };

    it('shows only the read-only geometry of a shaped backboard, in reads, lists, patches and reorders', async () => {
      const id = customiser().backboards.with_shape;
      const item = (await service.http.get(`${base(customiser())}/${id}`).set(all()).expect(200)).body;
      expect(item.data.geometry).toEqual({ has_custom_shape: true, status: 'measured', failure_reason: null, measured_at: expect.any(String) });
      expect(Object.keys(item.data)).not.toContain('shape_svg');
      expectNoShape(item);
      expectNoShape((await service.http.get(base(customiser())).set(all()).expect(200)).body);
      expectNoShape((await patch(customiser(), id, { description: 'Cut to the artwork' }).expect(200)).body);
      expectNoShape((await service.http.post(`${base(customiser())}/reorder`).set(all()).send({ backboard_ids: [id, customiser().backboards.without_shape] }).expect(200)).body);
    });

    it('keeps the shape out of the deletion receipt too', async () => {
      const created = await service.http.post(base(customiser())).set(all()).set('Idempotency-Key', 'shaped-to-delete').send({ name: 'Shaped, short-lived' }).expect(201);
      const id = created.body.data.id as number;
      await operatorOf(service, store.id).resource('placeBackboardShape', {
        params: { customiser_id: customiser().id, backboard_id: id },
        body: { svg: SHAPE_SVG, geometry: { status: 'measured', failure_reason: null, measured_at: new Date().toISOString() } },
      });
      expect((await read(customiser(), id)).geometry.has_custom_shape).toBe(true);
      const receipt = await service.http.delete(`${base(customiser())}/${id}`).set(all()).set('Idempotency-Key', 'delete-shaped').expect(200);
      expect(receipt.body.data).toMatchObject({ object: 'backboard_deletion_receipt', id, deleted: true, resource: { id, geometry: { has_custom_shape: true } } });
      expectNoShape(receipt.body);
    });
  });
});
