import { startTestService, type TestService } from '../../../../tests/support/test-service';
import { KyselyCustomiserRepository } from './kysely-customiser.repository';
import { KyselyOptionRowRepository } from './kysely-option-row.repository';

describe('option rows on PostgreSQL', () => {
  let service: TestService;
  let rows: KyselyOptionRowRepository;
  let customiserId: number;
  const locator = (family: 'colours' | 'extras' | 'presets') => ({ storeId: 1, customiserId, family });

  beforeAll(async () => {
    service = await startTestService();
    rows = new KyselyOptionRowRepository(service.runtime.database);
    const customisers = new KyselyCustomiserRepository(service.runtime.database);
    customiserId = (await customisers.create({ storeId: 1, name: 'c', pricingModel: 'simple_letter', signCategory: 'neon', productFamily: 'neon', selectionMode: 'single_style', active: true })).id;
  });
  afterAll(() => service.close());

  it('keeps rows of one store, customiser and family apart from all others', async () => {
    const colour = await rows.create(locator('colours'), { name: 'Red' });
    expect(await rows.find(locator('colours'), colour.id)).toMatchObject({ id: colour.id, attributes: { name: 'Red' } });
    expect(await rows.find(locator('extras'), colour.id)).toBeUndefined();
    expect(await rows.find({ ...locator('colours'), storeId: 2 }, colour.id)).toBeUndefined();
  });

  it('finds rows whose single or list reference names an id, and only those', async () => {
    const colour = await rows.create(locator('colours'), { name: 'Blue' });
    const extra = await rows.create(locator('extras'), { name: 'Remote', colour_ids: [colour.id, 999] });
    const preset = await rows.create(locator('presets'), { name: 'P', colour_id: colour.id });
    await rows.create(locator('presets'), { name: 'Other', colour_id: 999 });
    expect((await rows.referencing(locator('extras'), 'colour_ids', true, colour.id)).map((r) => r.id)).toEqual([extra.id]);
    expect((await rows.referencing(locator('presets'), 'colour_id', false, colour.id)).map((r) => r.id)).toEqual([preset.id]);
  });

  it('pages by id with a next position only when more rows exist', async () => {
    const family = locator('colours');
    const all = await rows.listAll(family);
    const first = await rows.list(family, { limit: 1, after: undefined });
    expect(first.items.map((r) => r.id)).toEqual([all[0]!.id]);
    expect(first.nextPosition).toBe(all[0]!.id);
    const rest = await rows.list(family, { limit: 100, after: first.nextPosition });
    expect(rest.items.map((r) => r.id)).toEqual(all.slice(1).map((r) => r.id));
    expect(rest.nextPosition).toBeUndefined();
  });

  it('reports which ids exist in a family', async () => {
    const colour = await rows.create(locator('colours'), { name: 'Green' });
    expect(await rows.existingIds(locator('colours'), [colour.id, 424242])).toEqual([colour.id]);
  });
});
