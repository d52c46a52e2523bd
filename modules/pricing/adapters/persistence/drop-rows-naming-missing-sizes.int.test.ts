import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../../../infra/database/database';
import { migrateToLatest, type MigrationReport, type SchemaMigrations } from '../../../../infra/database/migrator';
import { createEmbeddedDataDir, createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { pricingMigrations } from './pricing.migrations';

const MIGRATION = '0005-drop-rows-naming-missing-sizes';
/** Pricing's migrations as they were when the repair shipped: it was the last. */
const THROUGH_REPAIR: SchemaMigrations = { schema: 'pricing', migrations: Object.fromEntries(Object.entries(pricingMigrations.migrations).filter(([name]) => name <= MIGRATION)) };
const LATER = Object.keys(pricingMigrations.migrations).filter((name) => name > MIGRATION);
const lines = { line_1: 4900 };
const areaRow = { base_price: 3500, width_limit_cm: 50, height_limit_cm: 30, length_limit_cm: null, price_per_sq_cm: 0.08, fixed_length_cm: null, width_modifier: 1, height_modifier: 1, length_modifier: 1 };

interface Stored {
  base_pricing: { mode: string; rows: Record<string, unknown>[] };
  price_lists: { price_list_id: number; name: string; rows: Record<string, unknown>[] }[];
  sheet_pricing: unknown;
  revision: string;
}

/** Documents written before pricing rows counted as referencers of sizes, brought forward by migration 0005. */
describe.each([
  ['PostgreSQL', async () => {
    const database = await createTestDatabase();
    return { database, db: await openDatabase({ databaseUrl: database.url, dataDir: '' }) };
  }],
  ['the embedded database', async () => {
    const database = await createEmbeddedDataDir();
    return { database, db: await openDatabase({ databaseUrl: undefined, dataDir: database.name }) };
  }],
] as const)('pricing migration 0005 on %s: rows naming sizes that no longer exist', (_name, open) => {
  let database: TestDatabase;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    ({ database, db } = await open());
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const aCustomiser = async (model: string) =>
    (await sql<{ id: number }>`
      insert into catalogue.customisers (store_id, name, active, pricing_model, sign_category, product_family, selection_mode)
      values (5, 'Neon', true, ${model}, 'neon', 'neon', 'single_style') returning id`.execute(db)).rows[0]!.id;
  const aSize = async (customiserId: number, name: string) =>
    (await sql<{ id: number }>`
      insert into catalogue.option_rows (store_id, customiser_id, family, attributes)
      values (5, ${customiserId}, 'sizes', ${JSON.stringify({ name })}::jsonb) returning id`.execute(db)).rows[0]!.id;
  const aDocument = async (customiserId: number, document: Omit<Stored, 'revision'>) => {
    await sql`
      insert into pricing.pricing_documents (customiser_id, store_id, base_pricing, price_lists, sheet_pricing, in_member_order, updated_at)
      values (${customiserId}, 5, ${JSON.stringify(document.base_pricing)}::json, ${JSON.stringify(document.price_lists)}, ${JSON.stringify(document.sheet_pricing)}, true, now())`.execute(db);
  };
  /** As on a database migrated before the repair shipped: neither it nor any later migration applied. */
  const beforeTheRepairShipped = async () => {
    const { rows } = await sql<{ name: string }>`select name from pricing.kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    for (const name of [...LATER].reverse()) if (applied.has(name)) await pricingMigrations.migrations[name]!.down!(db);
    await sql`delete from pricing.kysely_migration where name >= ${MIGRATION}`.execute(db);
  };
  const stored = async (customiserId: number): Promise<Stored> => {
    const { rows } = await sql<{ base_pricing: string; price_lists: string; sheet_pricing: string; revision: string }>`
      select base_pricing::text as base_pricing, price_lists::text as price_lists, sheet_pricing::text as sheet_pricing, revision::text as revision
      from pricing.pricing_documents where customiser_id = ${customiserId}`.execute(db);
    const row = rows[0]!;
    return { base_pricing: JSON.parse(row.base_pricing), price_lists: JSON.parse(row.price_lists), sheet_pricing: JSON.parse(row.sheet_pricing), revision: row.revision };
  };

  it('drops only the base-pricing and price-list rows naming a size that is gone, keeps every other row and document, and reports how many', async () => {
    const simple = await aCustomiser('simple_letter');
    const kept = await aSize(simple, 'Medium');
    const gone = await aSize(simple, 'Huge');
    const elsewhere = await aCustomiser('simple_letter');
    const theirs = await aSize(elsewhere, 'Theirs');
    const row = (size_id: number) => ({ size_id, size_key: null, base_price: lines, letter_price: lines });
    await aDocument(simple, {
      base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: kept, size_key: null, base_price: lines }, { size_id: gone, size_key: null, base_price: lines }] },
      price_lists: [
        { price_list_id: 9001, name: 'Standard letters', rows: [row(kept), row(gone)] },
        // A size of another customiser is no size of this document: its row names nothing here either.
        { price_list_id: 9002, name: 'Premium letters', rows: [row(theirs)] },
      ],
      sheet_pricing: { rows: [{ width_limit_cm: 100, height_limit_cm: 50, base_price: 2500, price_per_sq_cm: 0.04 }] },
    });
    await sql`delete from catalogue.option_rows where id = ${gone}`.execute(db);
    const healthy = await aCustomiser('simple_letter');
    const healthySize = await aSize(healthy, 'Small');
    await aDocument(healthy, {
      base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: healthySize, size_key: null, base_price: lines }] },
      price_lists: [{ price_list_id: 9003, name: 'Standard letters', rows: [row(healthySize)] }],
      sheet_pricing: null,
    });
    const area = await aCustomiser('frame_fit');
    await aDocument(area, { base_pricing: { mode: 'included_in_price_lists', rows: [] }, price_lists: [{ price_list_id: 9004, name: 'Frame fit', rows: [areaRow] }], sheet_pricing: null });
    const [before, healthyBefore, areaBefore] = [await stored(simple), await stored(healthy), await stored(area)];

    // As on a database migrated before the repair shipped: the runner applies it, and only it.
    await beforeTheRepairShipped();
    const reports: MigrationReport[] = [];
    expect(await migrateToLatest(db, [THROUGH_REPAIR], (report) => reports.push(report))).toEqual([`pricing/${MIGRATION}`]);

    expect(reports).toEqual([{ migration: `pricing/${MIGRATION}`, report: 'dropped 3 pricing row(s) naming sizes that no longer exist, from 1 of 3 document(s)' }]);
    const after = await stored(simple);
    expect(after.base_pricing).toEqual({ mode: 'single_base_price_by_size', rows: [{ size_id: kept, size_key: null, base_price: lines }] });
    expect(after.price_lists).toEqual([
      { price_list_id: 9001, name: 'Standard letters', rows: [row(kept)] },
      { price_list_id: 9002, name: 'Premium letters', rows: [] },
    ]);
    expect(after.sheet_pricing).toEqual(before.sheet_pricing);
    // A new revision, so that a process holding the old text reads the document again.
    expect(after.revision).not.toBe(before.revision);
    expect(await stored(healthy)).toEqual(healthyBefore);
    expect(await stored(area)).toEqual(areaBefore);
  });

  it('drops nothing on a second run: the repair is done once, and a database without dangling rows stays as it is', async () => {
    await beforeTheRepairShipped();
    const reports: MigrationReport[] = [];
    await migrateToLatest(db, [THROUGH_REPAIR], (report) => reports.push(report));
    expect(reports).toEqual([{ migration: `pricing/${MIGRATION}`, report: expect.stringMatching(/^dropped 0 pricing row\(s\) naming sizes that no longer exist, from 0 of \d+ document\(s\)$/) }]);
    expect(await migrateToLatest(db, [THROUGH_REPAIR], (report) => reports.push(report))).toEqual([]);
    expect(reports).toHaveLength(1);
  });
});
