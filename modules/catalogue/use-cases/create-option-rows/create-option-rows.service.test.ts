import { aCatalogue, STORE } from '../../test-support/a-catalogue';
import { CreateOptionRowsService } from './create-option-rows.service';

async function setUp() {
  const catalogue = aCatalogue();
  const service = new CreateOptionRowsService(catalogue.customisers, catalogue.rows, catalogue.checks, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  return { catalogue, service, customiser };
}

describe('creating several option rows of a customiser at once', () => {
  it('creates every row as its own create would, in the order asked, and records a write for each', async () => {
    const { catalogue, service, customiser } = await setUp();
    const mounting = await catalogue.aRow(customiser, 'mountings', { name: 'Wall screws' });
    const rows = await catalogue.as(STORE, () =>
      service.create(customiser.id, [
        { family: 'colours', body: { name: 'Warm white', hexcode: '#fff4e0' } },
        { family: 'mounting-colours', body: { name: 'Silver', hexcode: '#C0C0C0', mounting_ids: [mounting.id] } },
        { family: 'colours', body: { name: 'Ice blue', hexcode: '#A5F2F3' } },
      ]),
    );
    expect(rows.map((row) => [row.family, row.attributes.name])).toEqual([['colours', 'Warm white'], ['mounting-colours', 'Silver'], ['colours', 'Ice blue']]);
    expect(rows[0]!.attributes).toMatchObject({ colour_type: 'single', base_price: 0 });
    expect((await catalogue.rows.listAll({ storeId: STORE, customiserId: customiser.id, family: 'colours' })).map((row) => row.attributes.name)).toEqual(['Warm white', 'Ice blue']);
    expect(catalogue.writes()).toEqual(rows.map((row) => ({ customiser_id: customiser.id, subject: row.family, subject_id: row.id, action: 'created' })));
    expect(await catalogue.cache.generation(customiser.id)).toBe(1);
  });

  it('refuses them all when one is refused, with the problem its own create would give', async () => {
    const { catalogue, service, customiser } = await setUp();
    await expect(
      catalogue.as(STORE, () => service.create(customiser.id, [{ family: 'colours', body: { name: 'Red' } }, { family: 'presets', body: { name: 'P', font_id: 4242 } }])),
    ).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/font_id', code: 'invalid' }] });
    expect(await catalogue.rows.listByCustomiser(STORE, customiser.id)).toEqual([]);
    expect(catalogue.writes()).toEqual([]);
  });

  it('refuses a backboard whose name an earlier row of the same call has', async () => {
    const { catalogue, service, customiser } = await setUp();
    await expect(
      catalogue.as(STORE, () => service.create(customiser.id, [{ family: 'backboards', body: { name: 'Rectangle' } }, { family: 'backboards', body: { name: ' rectangle' } }])),
    ).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/name', code: 'taken' }] });
    expect(await catalogue.rows.listByCustomiser(STORE, customiser.id)).toEqual([]);
  });

  it('answers the same 404 as a create for a customiser of another store', async () => {
    const { catalogue, service } = await setUp();
    await expect(catalogue.as(STORE + 1, () => service.create(1, [{ family: 'colours', body: { name: 'Red' } }]))).rejects.toMatchObject({ status: 404 });
  });
});
