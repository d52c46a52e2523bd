import { sql } from 'kysely';
import { aStore, type BuiltStore } from '../../../../tests/support/builders';
import { startTestService, type TestService } from '../../../../tests/support/test-service';
import { TEST_STORE_DATA, type TestStoreData } from '../../../../shared-kernel/test-store-data';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared-kernel/unit-of-work';
import { PricingTestStoreData } from '../../application/test-store-data';

interface Pricing {
  sizes: { size_id: number; name: string }[];
  base_pricing: { rows: { size_id: number | null }[] };
  price_lists: { price_list_id: number; name: string; rows: unknown[] }[];
}

describe("copying a store's pricing documents after its catalogue", () => {
  let service: TestService;
  let live: BuiltStore;
  let other: BuiltStore;
  let abandoned: BuiltStore;

  beforeAll(async () => {
    service = await startTestService();
    live = await aStore(service, { customisers: 3 });
    other = await aStore(service);
    abandoned = await aStore(service);
  });
  afterAll(() => service.close());

  const pricingOf = async (store: BuiltStore, customiserId: number) => {
    const response = await service.http.get(`/api/v3/customisers/${customiserId}/pricing`).set('authorization', `Bearer ${store.keys.all}`);
    expect(response.status).toBe(200);
    return response.body.data as Pricing;
  };

  const documentsOf = async (store: BuiltStore) =>
    (await sql<{ count: number }>`select count(*)::int as count from pricing.pricing_documents where store_id = ${store.id}`.execute(service.runtime.database.root)).rows[0]!.count;

  /**
   * The copy as its caller makes it (identity's test stores, in an operation): the catalogue's part then
   * pricing's, handed the catalogue's id maps, in the caller's one transaction.
   */
  const copyInTransaction = (toStoreId: number, then: (copied: number) => Promise<void> = async () => undefined) =>
    service.container.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
      const cataloguePart = service.container.getAll<TestStoreData>(TEST_STORE_DATA).find((part) => part.name === 'catalogue')!;
      const { ids } = await cataloguePart.copy!(live.id, toStoreId, {});
      const { counts } = await service.container.get(PricingTestStoreData).copy(live.id, toStoreId, ids!);
      const copied = counts.pricing_documents!;
      await then(copied);
      return { catalogue: { customisers: ids!.customisers!, optionRows: ids!.option_rows! }, copied };
    });

  it("gives each copied customiser its original's document, naming the copied sizes, with price lists of fresh ids", async () => {
    const { catalogue, copied } = await copyInTransaction(other.id);

    const priced = live.customisers.filter((customiser) => customiser.pricing_model !== 'legacy_fixed_height');
    expect(copied).toBe(priced.length);
    for (const customiser of priced) {
      const original = await pricingOf(live, customiser.id);
      const copy = await pricingOf(other, catalogue.customisers.get(customiser.id)!);
      expect(copy.sizes.map((size) => size.size_id)).toEqual(original.sizes.map((size) => catalogue.optionRows.get(size.size_id)));
      expect(copy.base_pricing.rows.map((row) => row.size_id)).toEqual(original.base_pricing.rows.map((row) => (row.size_id === null ? null : catalogue.optionRows.get(row.size_id))));
      expect(copy.price_lists.map(({ name, rows }) => ({ name, rows: rows.length }))).toEqual(original.price_lists.map(({ name, rows }) => ({ name, rows: rows.length })));
      for (const list of copy.price_lists) expect(original.price_lists.map((each) => each.price_list_id)).not.toContain(list.price_list_id);
    }
  });

  it("joins its caller's transaction: a caller that fails after the copy leaves no copied document", async () => {
    let copiedBeforeFailing = 0;
    await expect(
      copyInTransaction(abandoned.id, async (copied) => {
        copiedBeforeFailing = copied;
        throw new Error('the caller fails after the copy');
      }),
    ).rejects.toThrow('the caller fails after the copy');
    expect(copiedBeforeFailing).toBeGreaterThan(0);
    expect(await documentsOf(abandoned)).toBe(0);
  });

  it("is copied after the catalogue's part: without its customisers and option rows it copies nothing", async () => {
    await expect(service.container.get(PricingTestStoreData).copy(live.id, abandoned.id, {})).rejects.toThrow("after the catalogue's customisers and option rows");
    expect(await documentsOf(abandoned)).toBe(0);
  });
});
