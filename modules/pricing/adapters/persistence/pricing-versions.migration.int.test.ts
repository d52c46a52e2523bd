import { sql } from 'kysely';
import { migrateToLatest, type MigrationReport } from '../../../../infra/database/migrator';
import { aStore, type BuiltStore } from '../../../../tests/support/builders';
import { aNewKey, aNewStore, operatorOf } from '../../../../tests/support/operator';
import { startTestService, type TestService } from '../../../../tests/support/test-service';
import { pricingMigrations } from './pricing.migrations';

const MIGRATION = '0006-pricing-versions';

/**
 * Migration 0006 on a database whose documents were written before versions existed: each gets its
 * version 1, the document exactly as GET answers it (sizes, descriptors, the currency of a test store's
 * live store, null on a hosted platform), made by the service.
 */
describe('pricing migration 0006: version 1 of every existing document', () => {
  let service: TestService;
  let store: BuiltStore;
  let hosted: { customiserId: number; key: string };
  const db = () => service.runtime.database.root;
  const get = async (key: string, customiserId: number) => {
    const { livemode: _livemode, ...document } = (await service.http.get(`/api/v3/customisers/${customiserId}/pricing`).set({ Authorization: `Bearer ${key}` }).expect(200)).body.data;
    return document as Record<string, unknown>;
  };
  const customisersOf = async (key: string) =>
    ((await service.http.get('/api/v3/customisers?limit=100').set({ Authorization: `Bearer ${key}` }).expect(200)).body.data as { id: number; pricing_model: string }[]).filter(
      (customiser) => customiser.pricing_model !== 'legacy_fixed_height',
    );

  beforeAll(async () => {
    service = await startTestService({ env: { OPTION_WRITE_BUDGET_PER_MINUTE: '10000' } });
    // Every model, priced as the demo prices them (sheet pricing on the simple_letter one), and its test store's copies.
    store = await aStore(service, { customisers: 4 });
    const shop = await aNewStore(service, { name: 'Hosted', currency: 'EUR', platform: 'shopify' });
    const { secret } = await aNewKey(service, shop.id, { name: 'p', scopes: ['pricing:read'] });
    const customiser = await operatorOf(service, shop.id).resource<{ id: number }>('createCustomiser', {
      body: { name: 'N', pricing_model: 'frame_fit', sign_category: 'lightbox', product_family: 'lightbox', selection_mode: 'single_style' },
    });
    hosted = { customiserId: customiser.id, key: secret };
    await get(secret, customiser.id);
  });
  afterAll(() => service.close());

  it('records version 1 (initial, by the service) of every document as GET answers it, and reports how many', async () => {
    const live = await customisersOf(store.keys.all!);
    const test = await customisersOf(store.keys.test!);
    const expected = new Map<number, Record<string, unknown>>();
    for (const { id } of live) expected.set(id, await get(store.keys.all!, id));
    for (const { id } of test) expected.set(id, await get(store.keys.test!, id));
    expected.set(hosted.customiserId, await get(hosted.key, hosted.customiserId));
    const { rows: [documents] } = await sql<{ count: number }>`select count(*)::int as count from pricing.pricing_documents`.execute(db());

    // As on a database migrated before versions shipped.
    await pricingMigrations.migrations[MIGRATION]!.down!(db());
    await sql`delete from pricing.kysely_migration where name = ${MIGRATION}`.execute(db());
    const reports: MigrationReport[] = [];
    expect(await migrateToLatest(db(), [pricingMigrations], (report) => reports.push(report))).toEqual([`pricing/${MIGRATION}`]);
    expect(reports).toEqual([{ migration: `pricing/${MIGRATION}`, report: `recorded version 1 (initial) of ${documents!.count} pricing document(s)` }]);

    const { rows } = await sql<{ customiser_id: number; version: number; operation: string; actor_type: string; actor_id: string | null; actor_name: string | null; request_id: string | null; document: Record<string, unknown> }>`
      select customiser_id, version, operation, actor_type, actor_id, actor_name, request_id, document from pricing.pricing_versions order by customiser_id`.execute(db());
    expect(rows).toHaveLength(documents!.count);
    for (const row of rows) expect(row).toMatchObject({ version: 1, operation: 'initial', actor_type: 'system', actor_id: null, actor_name: null, request_id: null });
    for (const [customiserId, document] of expected) expect({ customiserId, document: rows.find((row) => row.customiser_id === customiserId)?.document }).toEqual({ customiserId, document });
    expect(expected.get(hosted.customiserId)).toMatchObject({ currency: null });
    expect([...expected.values()].some((document) => document.sheet_pricing !== null)).toBe(true);
  });

  it('numbers the next write of a backfilled document 2, and the API reads the backfilled version', async () => {
    const [first] = await customisersOf(store.keys.all!);
    await service.http.patch(`/api/v3/customisers/${first!.id}/pricing`).set({ Authorization: `Bearer ${store.keys.all!}` }).send({}).expect(200);
    const current = await get(store.keys.all!, first!.id);
    await service.http.put(`/api/v3/customisers/${first!.id}/pricing`).set({ Authorization: `Bearer ${store.keys.all!}` }).send(current).expect(200);
    const listed = (await service.http.get(`/api/v3/customisers/${first!.id}/pricing/versions`).set({ Authorization: `Bearer ${store.keys.all!}` }).expect(200)).body.data;
    expect(listed.map((version: { version: number; operation: string }) => [version.version, version.operation])).toEqual([[2, 'replace'], [1, 'initial']]);
    const one = (await service.http.get(`/api/v3/customisers/${first!.id}/pricing/versions/1`).set({ Authorization: `Bearer ${store.keys.all!}` }).expect(200)).body.data;
    expect(one.document).toEqual(current);
  });
});
