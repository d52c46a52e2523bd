import { aCatalogue } from '../test-support/a-catalogue';
import { WriteSizesService } from './write-sizes.service';

/**
 * A customiser with five sizes, its bulk writes counted at the repository port (each is one statement in
 * the PostgreSQL adapter; pricing.statements.int.test.ts counts them there).
 */
async function aCustomiserWithSizes() {
  const catalogue = aCatalogue();
  const service = new WriteSizesService(catalogue.rows, catalogue.checks);
  const customiser = await catalogue.aCustomiser();
  const sizes = await Promise.all(['Small', 'Medium', 'Large', 'Huge', 'Giant'].map((name) => catalogue.aCompleteRow(customiser, 'sizes', { name })));
  const calls = {
    createMany: jest.spyOn(catalogue.rows, 'createMany'),
    saveMany: jest.spyOn(catalogue.rows, 'saveMany'),
    deleteMany: jest.spyOn(catalogue.rows, 'deleteMany'),
  };
  const locator = { storeId: customiser.storeId, customiserId: customiser.id, family: 'sizes' as const };
  return { catalogue, service, customiser, sizes, calls, stored: () => catalogue.rows.listAll(locator) };
}

describe('writing many size rows of a loaded customiser', () => {
  it('removes, updates and creates with one repository write each, however many rows change', async () => {
    const { service, customiser, sizes, calls, stored } = await aCustomiserWithSizes();
    const [small, medium, large, huge, giant] = sizes;

    const created = await service.write(customiser, {
      remove: [small!.id, medium!.id],
      update: [{ id: large!.id, patch: { name: 'L' } }, { id: huge!.id, patch: { width_cm: 120 } }, { id: giant!.id, patch: { sort_order: 9 } }],
      create: [{ name: 'Tiny' }, { name: 'Mini' }],
    });

    expect(calls.deleteMany).toHaveBeenCalledTimes(1);
    expect(calls.saveMany).toHaveBeenCalledTimes(1);
    expect(calls.createMany).toHaveBeenCalledTimes(1);
    const rows = await stored();
    expect(rows.map((row) => [row.id, row.attributes.name])).toEqual([
      [large!.id, 'L'], [huge!.id, 'Huge'], [giant!.id, 'Giant'], [created[0], 'Tiny'], [created[1], 'Mini'],
    ]);
    expect(rows.find((row) => row.id === huge!.id)?.attributes.width_cm).toBe(120);
    // A created size gets its document's defaults, as a create through the API would.
    expect(rows.find((row) => row.id === created[0])?.attributes).toMatchObject({ min_char: 0, sort_order: 0, client_key: null });
  });

  it('writes nothing for a patch that leaves every row as it is, nor for an empty change', async () => {
    const { service, customiser, sizes, calls, stored } = await aCustomiserWithSizes();
    const before = await stored();
    await expect(service.write(customiser, { remove: [], update: [{ id: sizes[0]!.id, patch: { name: 'Small' } }], create: [] })).resolves.toEqual([]);
    expect(calls.saveMany.mock.calls.flatMap(([rows]) => rows)).toEqual([]);
    expect(calls.createMany.mock.calls.flatMap(([, attributes]) => attributes)).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('refuses an invalid size before writing anything, so a refused write leaves every row as it was', async () => {
    const { service, customiser, sizes, stored } = await aCustomiserWithSizes();
    const before = await stored();
    await expect(
      service.write(customiser, { remove: [sizes[0]!.id], update: [{ id: sizes[1]!.id, patch: { name: 'M' } }], create: [{ name: 'Bad', min_char: -1 }] }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    expect(await stored()).toEqual(before);
  });

  it('touches only the sizes of the loaded customiser, whatever ids it is given', async () => {
    const { catalogue, service, customiser, sizes, stored } = await aCustomiserWithSizes();
    const other = await catalogue.aCustomiser();
    const theirs = await catalogue.aCompleteRow(other, 'sizes', { name: 'Theirs' });
    const font = await catalogue.aCompleteRow(customiser, 'fonts', { name: 'Script' });
    await service.write(customiser, { remove: [theirs.id, font.id], update: [{ id: theirs.id, patch: { name: 'Stolen' } }], create: [] });
    expect(await catalogue.rows.find({ storeId: other.storeId, customiserId: other.id, family: 'sizes' }, theirs.id)).toMatchObject({ attributes: { name: 'Theirs' } });
    expect(await catalogue.rows.find({ storeId: customiser.storeId, customiserId: customiser.id, family: 'fonts' }, font.id)).toBeDefined();
    expect(await stored()).toHaveLength(sizes.length);
  });
});
