import { sql } from 'kysely';
import { aStore, type BuiltStore } from '../../tests/support/builders';
import { startTestService, type TestService } from '../../tests/support/test-service';
import { aNewKey, operatorOf } from '../../tests/support/operator';
import { IdentityTokens } from '../../modules/identity';
import { TEST_STORE_DATA, type TestStoreData } from '../../shared-kernel/test-store-data';

type ConnectionRepository = { storesOf(personId: number): Promise<{ id: number }[]>; personBelongsToStore(personId: number, storeId: number): Promise<boolean> };

/** Test mode's data (decision 0026): a hidden store beside each store, its catalogue a copy of the live one. */
describe("a store's test data", () => {
  let service: TestService;
  let store: BuiltStore;

  beforeAll(async () => {
    service = await startTestService();
    // The builder's store gets its test key after its customisers: that key makes the test store.
    store = await aStore(service, { customisers: 2, owner: true });
  });
  afterAll(() => service.close());

  const db = () => service.runtime.database.root;
  const testStoreOf = async (liveStoreId: number) =>
    (await sql<{ id: number }>`select id from identity.stores where live_store_id = ${liveStoreId}`.execute(db())).rows.map((row) => row.id);
  const count = async (table: string, storeId: number) =>
    (await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)} where store_id = ${storeId}`.execute(db())).rows[0]!.count;

  it("is made by the store's first test key, with a copy of its customisers, option rows and pricing documents", async () => {
    const [testStore] = await testStoreOf(store.id);
    expect(testStore).toBeDefined();
    for (const table of ['catalogue.customisers', 'catalogue.option_rows', 'catalogue.customiser_settings', 'pricing.pricing_documents']) {
      expect(await count(table, testStore!)).toBe(await count(table, store.id));
    }
    expect(await count('catalogue.customisers', testStore!)).toBe(2);
  });

  it("is each context's part, bound in its own container: the catalogue then pricing copy, and orders, webhooks, uploads, pricing, the catalogue and activity drop", () => {
    const parts = service.container.getAll<TestStoreData>(TEST_STORE_DATA).sort((one, other) => one.stage - other.stage);
    expect(parts.filter((part) => part.copy).map((part) => part.name)).toEqual(['catalogue', 'pricing']);
    expect(parts.map((part) => part.name).reverse()).toEqual(['orders', 'webhooks', 'uploads', 'pricing', 'catalogue', 'activity']);
  });

  it('is made once: a second test key copies nothing again', async () => {
    await aNewKey(service, store.id, { name: 'another test key', scopes: ['store:read'], test: true });
    const [testStore] = await testStoreOf(store.id);
    expect(await testStoreOf(store.id)).toHaveLength(1);
    expect(await count('catalogue.customisers', testStore!)).toBe(2);
  });

  it('is nobody’s to name: keys cannot be made for it, and it answers 404 like an unknown store', async () => {
    const [testStore] = await testStoreOf(store.id);
    await expect(aNewKey(service, testStore!, { name: 'direct', scopes: ['store:read'] })).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });

  it("is left out of a person's stores (consent and admin pages), and a person does not belong to it", async () => {
    const [testStore] = await testStoreOf(store.id);
    const { rows: [member] } = await sql<{ person_id: number }>`select m.person_id from identity.company_members m join identity.stores s on s.company_id = m.company_id where s.id = ${store.id}`.execute(db());
    const connections = service.container.get<ConnectionRepository>(IdentityTokens.ConnectionRepository);
    expect((await connections.storesOf(member!.person_id)).map((each) => each.id)).toEqual([store.id]);
    await expect(connections.personBelongsToStore(member!.person_id, testStore!)).resolves.toBe(false);
  });

  it('leaves a live key acting on the live store, as before', async () => {
    const response = await service.http.get('/api/v3/stores/me').set('authorization', `Bearer ${store.keys.all}`);
    expect(response.status).toBe(200);
    expect(response.body.data.id).toBe(store.id);
  });

  it('answers, when reset, what each part copied again, merged by name', async () => {
    const [testStore] = await testStoreOf(store.id);
    const { copied } = await operatorOf(service).resource<{ copied: Record<string, number> }>('resetSandbox', { params: { store_id: store.id } });
    expect(copied).toEqual({
      customisers: 2,
      option_rows: await count('catalogue.option_rows', store.id),
      customiser_settings: await count('catalogue.customiser_settings', store.id),
      letter_part_selections: await count('catalogue.letter_part_selections', store.id),
      pricing_documents: await count('pricing.pricing_documents', store.id),
    });
    for (const table of ['catalogue.customisers', 'catalogue.option_rows', 'catalogue.customiser_settings', 'catalogue.letter_part_selections', 'pricing.pricing_documents']) {
      expect(await count(table, testStore!)).toBe(await count(table, store.id));
    }
  });
});
