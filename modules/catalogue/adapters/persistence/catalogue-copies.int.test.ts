import { sql } from 'kysely';
import { aStore, type BuiltStore } from '../../../../tests/support/builders';
import { startTestService, type TestService } from '../../../../tests/support/test-service';
import { OPTION_FAMILIES, type FamilySegment } from '../../domain/option-families';
import { CatalogueTestStoreData } from '../../application/test-store-data';

interface Row {
  id: number;
  store_id: number;
  customiser_id: number;
  family: string;
  attributes: Record<string, unknown>;
}

describe("copying a store's catalogue into another store", () => {
  let service: TestService;
  let live: BuiltStore;
  let other: BuiltStore;

  beforeAll(async () => {
    service = await startTestService();
    live = await aStore(service, { customisers: 3 });
    other = await aStore(service);
  });
  afterAll(() => service.close());

  const db = () => service.runtime.database.root;
  const rowsOf = async (storeId: number) =>
    (await sql<Row>`select id, store_id, customiser_id, family, attributes from catalogue.option_rows where store_id = ${storeId} order by id`.execute(db())).rows;
  const countOf = async (table: string, storeId: number) =>
    (await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)} where store_id = ${storeId}`.execute(db())).rows[0]!.count;

  it('writes every customiser, option row, settings and letter-part selection again under the other store, each reference naming the copy, the original untouched', async () => {
    const liveRowsBefore = await rowsOf(live.id);
    const copy = await service.container.get(CatalogueTestStoreData).copy(live.id, other.id);
    const { customisers, option_rows: optionRows } = copy.ids!;

    for (const table of ['catalogue.customisers', 'catalogue.option_rows', 'catalogue.customiser_settings', 'catalogue.letter_part_selections']) {
      expect(await countOf(table, other.id)).toBe(await countOf(table, live.id));
    }
    expect(copy.counts).toEqual({
      customisers: 3,
      option_rows: liveRowsBefore.length,
      customiser_settings: await countOf('catalogue.customiser_settings', live.id),
      letter_part_selections: await countOf('catalogue.letter_part_selections', live.id),
    });
    expect(await rowsOf(live.id)).toEqual(liveRowsBefore);

    const copied = new Map((await rowsOf(other.id)).map((row) => [row.id, row]));
    const originalOf = new Map([...optionRows!].map(([original, copyId]) => [copyId, original]));
    let references = 0;
    for (const original of liveRowsBefore) {
      const row = copied.get(optionRows!.get(original.id)!)!;
      expect(row).toMatchObject({ store_id: other.id, customiser_id: customisers!.get(original.customiser_id), family: original.family });
      for (const { field, many } of OPTION_FAMILIES[original.family as FamilySegment].references) {
        const named = (many ? (row.attributes[field] as number[] | undefined) ?? [] : [row.attributes[field]]).filter((id): id is number => typeof id === 'number');
        // Each id the copy names is a row of the copy, and the copy of the row the original named.
        for (const id of named) expect(copied.get(id)?.customiser_id).toBe(row.customiser_id);
        expect(named.map((id) => originalOf.get(id))).toEqual((many ? (original.attributes[field] as number[] | undefined) ?? [] : [original.attributes[field]]).filter((id) => typeof id === 'number'));
        references += named.length;
      }
    }
    expect(references).toBeGreaterThan(0);
  });

  it("keys a copied language's translations by the copied rows", async () => {
    const languages = (await rowsOf(other.id)).filter((row) => row.family === 'languages');
    const keys = languages.flatMap((row) => Object.keys((row.attributes.translations as Record<string, unknown> | undefined) ?? {}));
    expect(keys.length).toBeGreaterThan(0);
    const copiedIds = new Set((await rowsOf(other.id)).map((row) => row.id));
    for (const key of keys) expect(copiedIds.has(Number(key.split(':')[1]))).toBe(true);
  });

  it('names copied letter types and colours in the copied letter-part selections', async () => {
    const { rows } = await sql<{ letter_type_id: number; colour_ids: number[] }>`select letter_type_id, colour_ids from catalogue.letter_part_selections where store_id = ${other.id}`.execute(db());
    expect(rows.length).toBeGreaterThan(0);
    const copied = new Map((await rowsOf(other.id)).map((row) => [row.id, row.family]));
    for (const selection of rows) {
      expect(copied.get(selection.letter_type_id)).toBe('letter-types');
      for (const colour of selection.colour_ids) expect(copied.get(colour)).toBe('colours');
    }
  });
});
