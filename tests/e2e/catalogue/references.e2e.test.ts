import type { FamilySegment } from '../../../modules/catalogue';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';

/** The spec's "Deletes of option rows" table: who is named in the 409 for each kind (pricing rows too, for sizes). */
const REFERENCED_BY: [FamilySegment, string[]][] = [
  ['mounting-colours', ['preset']],
  ['support-finishes', ['preset']],
  ['backlights', ['preset']],
  ['fonts', ['preset']],
  ['colours', ['extra', 'preset', 'letter_part_colour_selection']],
  ['length-pricings', ['font']],
  // The customiser is a simple_letter one: its pricing document prices the size in base pricing and a price list.
  ['sizes', ['font', 'preset', 'base_pricing_row', 'price_list_row']],
  ['jackets', ['preset']],
  ['mountings', ['mounting_colour']],
  ['backboards', ['support_finish', 'preset']],
  ['font-tiers', ['font']],
  ['legacy-sizes', ['font']],
  ['letter-types', ['backboard', 'preset', 'letter_part_colour_selection']],
  ['forms', ['customiser_settings']],
];

describe('deletes of referenced option rows', () => {
  let service: TestService;
  let store: BuiltStore;
  const customiser = () => store.customisers[0]!;
  const base = (family: string) => `/api/v3/customisers/${customiser().id}/${family}`;
  const all = () => ({ Authorization: `Bearer ${store.keys.all}` });

  beforeAll(async () => {
    service = await startTestService();
    // One customiser of each priced model: the fixture's unreferenced rows are unreferenced by pricing too.
    store = await aStore(service, { customisers: 3 });
  });
  afterAll(() => service.close());

  it.each(REFERENCED_BY)('refuses to delete a referenced %s with 409 resource_in_use naming %p, and clears nothing', async (family, types) => {
    const id = customiser().options.referenced[family]!;
    const before = (await service.http.get(`${base(family)}/${id}`).set(all()).expect(200)).body.data;
    const problem = expectProblem(await service.http.delete(`${base(family)}/${id}`).set(all()).set('Idempotency-Key', `del-${family}`), 409, 'resource_in_use');
    const referencedBy = problem.referenced_by as { type: string; id: number; name: string | null; letter_type_id?: number; letter_part?: string }[];
    expect([...new Set(referencedBy.map((r) => r.type))].sort()).toEqual([...types].sort());
    expect(problem.referenced_by_count).toBe(referencedBy.length);
    for (const { letter_type_id: letterTypeId, letter_part: part, ...referencer } of referencedBy) {
      // One id type for every referencer: an integer. A letter-part selection, which has no id of its own,
      // is named by its letter type's id with its part beside it.
      expect(referencer).toEqual({ type: expect.any(String), id: expect.any(Number), name: expect.any(String) });
      if (referencer.type === 'letter_part_colour_selection') expect({ letterTypeId, part }).toEqual({ letterTypeId: referencer.id, part: expect.any(String) });
      else expect({ letterTypeId, part }).toEqual({ letterTypeId: undefined, part: undefined });
    }
    expect((await service.http.get(`${base(family)}/${id}`).set(all()).expect(200)).body.data).toEqual(before);
  });

  it('names settings that price icons by a length pricing', async () => {
    const settings = (await service.http.get(`/api/v3/customisers/${customiser().id}/settings`).set(all()).expect(200)).body.data;
    const problem = expectProblem(
      await service.http.delete(`${base('length-pricings')}/${settings.icon_length_pricing_id}`).set(all()).set('Idempotency-Key', 'icon-pricing'),
      409,
      'resource_in_use',
    );
    expect(problem.referenced_by).toEqual([{ type: 'customiser_settings', id: customiser().id, name: 'icon pricing' }]);
  });

  it('lets a row go once its references are removed, and a 409 did not consume the key', async () => {
    const jacket = customiser().options.referenced.jackets!;
    const preset = (customiser().options.presets as number[])[0]!;
    expectProblem(await service.http.delete(`${base('jackets')}/${jacket}`).set(all()).set('Idempotency-Key', 'jacket-go'), 409, 'resource_in_use');
    await service.http.patch(`${base('presets')}/${preset}`).set(all()).send({ jacket_id: null }).expect(200);
    const receipt = await service.http.delete(`${base('jackets')}/${jacket}`).set(all()).set('Idempotency-Key', 'jacket-go').expect(200);
    expect(receipt.body.data).toMatchObject({ object: 'jacket_deletion_receipt', id: jacket, deleted: true });
  });

  it('deletes the unreferenced row of every family that has one, on a customiser of every priced model: no pricing row names them either', async () => {
    expect(store.customisers.map((c) => c.pricing_model)).toEqual(['simple_letter', 'advanced_letter', 'frame_fit']);
    for (const { id: customiserId, options } of store.customisers) {
      const pricing = (await service.http.get(`/api/v3/customisers/${customiserId}/pricing`).set(all()).expect(200)).body.data;
      const priced = [...pricing.base_pricing.rows, ...pricing.price_lists.flatMap((list: { rows: unknown[] }) => list.rows)].map((row: { size_id?: number }) => row.size_id);
      expect(priced).not.toContain(options.unreferenced.sizes);
      for (const [family, id] of Object.entries(options.unreferenced)) {
        const response = await service.http.delete(`/api/v3/customisers/${customiserId}/${family}/${id}`).set(all()).set('Idempotency-Key', `unref-${customiserId}-${family}`);
        expect({ customiserId, family, status: response.status }).toEqual({ customiserId, family, status: 200 });
      }
    }
  });
});
