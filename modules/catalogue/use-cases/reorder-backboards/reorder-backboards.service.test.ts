import { aCatalogue, OTHER_STORE, STORE } from '../../test-support/a-catalogue';
import { ReorderBackboardsService } from './reorder-backboards.service';

async function setUp() {
  let minutes = 0;
  // Each write is stamped a minute after the last, so an untouched backboard shows by its unchanged stamp.
  const catalogue = aCatalogue({ clock: { now: () => new Date(Date.UTC(2026, 4, 4, 9, minutes++)) } });
  const service = new ReorderBackboardsService(catalogue.customisers, catalogue.rows, catalogue.effects);
  const customiser = await catalogue.aCustomiser();
  const [a, b, c] = [
    await catalogue.aRow(customiser, 'backboards', { name: 'A', sort_order: 0 }),
    await catalogue.aRow(customiser, 'backboards', { name: 'B', sort_order: 1 }),
    await catalogue.aRow(customiser, 'backboards', { name: 'C', sort_order: 2 }),
  ];
  const backboards = { storeId: STORE, customiserId: customiser.id, family: 'backboards' as const };
  return { catalogue, service, customiser, a: a!, b: b!, c: c!, backboards };
}

describe('reordering backboards', () => {
  it('gives each backboard its position in the given order and records one write for the order', async () => {
    const { catalogue, service, customiser, a, b, c, backboards } = await setUp();
    const saved = await catalogue.as(STORE, () => service.reorder(customiser.id, [c.id, a.id, b.id]));
    expect(saved.map((row) => [row.id, row.attributes.sort_order])).toEqual([[c.id, 0], [a.id, 1], [b.id, 2]]);
    const stored = await catalogue.rows.listAll(backboards);
    expect(Object.fromEntries(stored.map((row) => [row.attributes.name, row.attributes.sort_order]))).toEqual({ C: 0, A: 1, B: 2 });
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'backboards', subject_id: 'order', action: 'updated' }]);
  });

  it('leaves a backboard already in its place unwritten', async () => {
    const { catalogue, service, customiser, a, b, c, backboards } = await setUp();
    await catalogue.as(STORE, () => service.reorder(customiser.id, [a.id, c.id, b.id]));
    expect(await catalogue.rows.find(backboards, a.id)).toEqual(a);
    expect((await catalogue.rows.find(backboards, c.id))!.updatedAt).not.toEqual(c.updatedAt);
  });

  type Ids = { a: number; b: number; c: number };
  it.each([
    ['one missing', ({ a, b, c }: Ids) => [[a, b], { missing_ids: [c], unknown_ids: [], duplicate_ids: [] }] as const],
    ['one named twice', ({ a, b, c }: Ids) => [[a, b, c, a], { missing_ids: [], unknown_ids: [], duplicate_ids: [a] }] as const],
    ['an unknown one', ({ a, b, c }: Ids) => [[a, b, c, 999], { missing_ids: [], unknown_ids: [999], duplicate_ids: [] }] as const],
  ])('refuses an order with %s and reorders nothing', async (_case, given) => {
    const { catalogue, service, customiser, a, b, c, backboards } = await setUp();
    const [order, members] = given({ a: a.id, b: b.id, c: c.id });
    await expect(catalogue.as(STORE, () => service.reorder(customiser.id, [...order]))).rejects.toMatchObject({
      status: 422, code: 'validation_failed', errors: [{ pointer: '/backboard_ids' }], members,
    });
    expect(await catalogue.rows.listAll(backboards)).toEqual([a, b, c]);
    expect(catalogue.writes()).toEqual([]);
  });

  it('treats a backboard of another customiser as unknown', async () => {
    const { catalogue, service, customiser, a, b, c } = await setUp();
    const theirs = await catalogue.aRow(await catalogue.aCustomiser({ name: 'Other' }), 'backboards', { name: 'Theirs' });
    await expect(catalogue.as(STORE, () => service.reorder(customiser.id, [a.id, b.id, c.id, theirs.id]))).rejects.toMatchObject({ members: { unknown_ids: [theirs.id] } });
  });

  it('answers 404 for a customiser of another store', async () => {
    const { catalogue, service, customiser, a, b, c } = await setUp();
    await expect(catalogue.as(OTHER_STORE, () => service.reorder(customiser.id, [a.id, b.id, c.id]))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
