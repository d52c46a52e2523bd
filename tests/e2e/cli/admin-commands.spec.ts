import { runCli, runCliInProcess, runCliInProcessJson } from '../../support/run-cli';

/** Where the commands run: the environment that points them at the data, and how to put it away. */
export interface AdminCliSetting {
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface AdminCliOptions {
  /**
   * Whether to seed the demo set a second time, to prove each run independent of the last: a property
   * of the seed, not of where it runs, proven on one setting (beside serve, on PGlite, a run is the
   * slowest command there is; one run there proves the command is handed over and prints the set).
   */
  seedsTwice?: boolean;
}

type Seed = {
  stores: {
    id: number; currency: string | null; storefront_key: string; test_storefront_key: string; integrations: { enabled: boolean; accepts_writes: boolean }[]; people: { email: string; password: string }[]; keys: Record<string, string>;
    products: number[]; orders: number[]; quotes: number[];
  }[];
};

/**
 * The admin command line's specification, run in each setting: on a PostgreSQL server (admin-cli), and
 * beside a running embedded serve, which the commands hand their work to over its socket (in
 * tests/e2e/platform/embedded-data-dir, beside the serve its other tests use). The commands
 * run in this process (runCliInProcess: bin/signwright's own command runner) but for the test of exit
 * codes and stderr, which runs bin/signwright.
 */
export function describeAdminCommands(setting: string, open: () => Promise<AdminCliSetting>, options: AdminCliOptions = {}): void {
  describe(`admin command line (CONTRACT section 2) on ${setting}`, () => {
    let opened: AdminCliSetting;
    let env: Record<string, string>;
    let firstSeed: Seed | undefined;
    /** The demo set the first seeding test made (seeded here when that test did not run). */
    const seeded = async () => (firstSeed ??= await runCliInProcessJson<Seed>(['demo', 'seed'], env));

    beforeAll(async () => {
      opened = await open();
      env = opened.env;
    });
    afterAll(() => opened.close());

    it('migrates idempotently', async () => {
      expect(await runCliInProcessJson(['migrate'], env)).toEqual({ applied: [] });
    });

    it('creates a store, an integration, a key; lists and revokes keys; adds and removes a person', async () => {
      const store = await runCliInProcessJson(['stores', 'create', '--name', 'Glow', '--currency', 'EUR'], env);
      expect(store).toMatchObject({ object: 'store', id: expect.any(Number), name: 'Glow', platform: 'universal', plan: 'professional', currency: 'EUR' });

      const integration = await runCliInProcessJson(['integrations', 'create', '--store', String(store.id), '--type', 'custom', '--name', 'Mine', '--disabled'], env);
      expect(integration).toMatchObject({ object: 'integration', type: 'custom', enabled: false, accepts_writes: false, signing_secret: expect.stringMatching(/^whsec_/) });

      for (const url of ['http://169.254.169.254/latest/meta-data', 'ftp://shop.example/products', 'https://user:secret@shop.example/products']) {
        const refused = await runCliInProcess(['integrations', 'create', '--store', String(store.id), '--type', 'custom', '--name', 'Bad', '--create-product-url', url], env);
        expect([refused.code, refused.stderr.trim().split('\n')]).toEqual([1, [expect.stringMatching(/^signwright: validation_failed: .*\/create_product_url This URL cannot receive create-product calls: /)]]);
      }

      const key = await runCliInProcessJson(['keys', 'create', '--store', String(store.id), '--name', 'ci', '--scopes', 'store:read,orders:read', '--expires-at', '2030-01-01T00:00:00Z', '--test'], env);
      expect(key).toEqual({ id: expect.any(Number), name: 'ci', scopes: ['store:read', 'orders:read'], expires_at: '2030-01-01T00:00:00.000Z', secret: expect.stringMatching(/^svc_test_/) });

      const listed = await runCliInProcessJson<Record<string, unknown>[]>(['keys', 'list', '--store', String(store.id)], env);
      expect(listed).toEqual([expect.objectContaining({ id: key.id, name: 'ci', scopes: ['store:read', 'orders:read'], expires_at: '2030-01-01T00:00:00.000Z', last_used_at: null, revoked_at: null })]);
      expect(JSON.stringify(listed)).not.toContain(String(key.secret));

      const revoked = await runCliInProcessJson(['keys', 'revoke', String(key.id)], env);
      expect(revoked).toMatchObject({ id: key.id, revoked_at: expect.any(String) });
      expect(revoked).not.toHaveProperty('secret');

      const person = await runCliInProcessJson(['people', 'create', '--email', 'Maker@Glow.example', '--password', 'long enough password', '--store', String(store.id)], env);
      expect(person).toEqual({ id: expect.any(Number), email: 'maker@glow.example', company_id: expect.any(Number) });
      expect(await runCliInProcessJson(['people', 'remove', '--email', 'maker@glow.example', '--store', String(store.id)], env)).toMatchObject({ id: person.id });
    });

    it('reseals with secrets reseal only what is not sealed with SECRETS_KEY, here nothing, printing a count per kind (issue 18, item 10)', async () => {
      expect(await runCliInProcessJson(['secrets', 'reseal'], env)).toEqual({
        resealed: { server_secret: 0, idempotency_records: 0, integrations: 0, oauth_signing_keys: 0, webhook_subscriptions: 0 },
        remaining_under_other_keys: 0,
      });
    });

    // bin/signwright's exit codes and its one line on stderr are the process's: all but the first run it.
    it('fails with a non-zero exit and one line on stderr', async () => {
      const unknownScope = await runCliInProcess(['keys', 'create', '--store', '1', '--name', 'x', '--scopes', 'everything', '--json'], env);
      expect(unknownScope.code).not.toBe(0);
      expect(unknownScope.stdout).toBe('');
      expect(unknownScope.stderr.trim().split('\n')).toHaveLength(1);
      const noStore = await runCli(['keys', 'list', '--store', '999999', '--json'], env);
      expect(noStore.code).not.toBe(0);
      expect(noStore.stdout).toBe('');
      expect(noStore.stderr.trim().split('\n')).toEqual([expect.stringMatching(/resource_not_found/)]);
      const badConfig = await runCli(['migrate', '--json'], { DATABASE_URL: 'mysql://nope' });
      expect(badConfig.code).not.toBe(0);
      expect(badConfig.stderr).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
      const unknownCommand = await runCli(['frobnicate'], env);
      expect(unknownCommand.code).toBe(2);
    });

    it('seeds the demo set, each store with its publishable storefront key (CONTRACT 6) and, given a currency, products, orders and quotes', async () => {
      const first = await seeded();
      expect(first.stores.map((s) => s.currency)).toEqual(['EUR', 'EUR', null]);
      // The store without a currency cannot take products or orders.
      expect(first.stores.map((s) => [s.products.length, s.orders.length, s.quotes.length])).toEqual([[2, 2, 2], [2, 2, 2], [0, 0, 0]]);
      for (const store of first.stores) {
        expect(store.integrations.map((i) => i.accepts_writes)).toEqual([true, false]);
        expect(store.people).toHaveLength(1);
      }
      expect(Object.keys(first.stores[0]!.keys)).toEqual(
        expect.arrayContaining(['all', 'store:read', 'customisers:read', 'customisers:write', 'pricing:read', 'pricing:write', 'products:write', 'orders:write', 'quotes:read', 'analytics:read', 'expired', 'revoked', 'legacy', 'test']),
      );
      expect(first.stores[0]!.keys.test).toMatch(/^svc_test_/);
      expect(Object.keys(first.stores[1]!.keys)).toEqual(['all']);
      const keys = first.stores.map((store) => store.storefront_key);
      expect(keys.every((key) => /^sfk_[A-Za-z0-9_-]{32}$/.test(key))).toBe(true);
      const printed = await runCliInProcessJson<{ storefront_key: string }>(['storefront-key', '--store', String(first.stores[0]!.id)], env);
      expect(printed).toEqual({ storefront_key: first.stores[0]!.storefront_key });
      // Test mode: every store has a test storefront key of its own, printed by the demo and by storefront-key --test.
      const testKeys = first.stores.map((store) => store.test_storefront_key);
      expect(testKeys.every((key) => /^sfk_test_[A-Za-z0-9_-]{32}$/.test(key))).toBe(true);
      expect(new Set([...keys, ...testKeys]).size).toBe(keys.length * 2);
      const third = first.stores[2]!;
      expect(await runCliInProcessJson(['storefront-key', '--store', String(third.id), '--test'], env)).toEqual({ storefront_key: third.test_storefront_key });
    });

    if (options.seedsTwice) {
      it('seeds a fresh, independent demo set on every run: new stores, new keys, no storefront key given twice', async () => {
        const first = await seeded();
        const second = await runCliInProcessJson<Seed>(['demo', 'seed'], env);
        expect(second.stores[0]!.id).not.toBe(first.stores[0]!.id);
        expect(second.stores[0]!.keys.all).not.toBe(first.stores[0]!.keys.all);
        const keys = [...first.stores, ...second.stores].flatMap((store) => [store.storefront_key, store.test_storefront_key]);
        expect(keys.every((key) => /^sfk_(test_)?[A-Za-z0-9_-]{32}$/.test(key))).toBe(true);
        expect(new Set(keys).size).toBe(keys.length);
      });
    }

    it('prints the publishable storefront key of a store with storefront-key, and fails for an unknown store (CONTRACT 6)', async () => {
      const created = await runCliInProcessJson<{ id: number }>(['stores', 'create', '--name', 'Keyed', '--currency', 'EUR'], env);
      expect(await runCliInProcessJson(['storefront-key', '--store', String(created.id)], env)).toEqual({ storefront_key: expect.stringMatching(/^sfk_[A-Za-z0-9_-]{32}$/) });
      const unknown = await runCliInProcess(['storefront-key', '--store', '999999', '--json'], env);
      expect(unknown.code).not.toBe(0);
    });

    it('sets and prints the page origins allowed to call a store’s storefront API, refusing what is not an https origin', async () => {
      const created = await runCliInProcessJson<{ id: number }>(['stores', 'create', '--name', 'Origins', '--currency', 'EUR'], env);
      const store = String(created.id);
      expect(await runCliInProcessJson(['storefront-origins', '--store', store], env)).toEqual({ store_id: created.id, allowed_origins: [] });
      const set = await runCliInProcessJson(['storefront-origins', '--store', store, '--set', 'https://shop.example,http://localhost:3000'], env);
      expect(set).toEqual({ store_id: created.id, allowed_origins: ['https://shop.example', 'http://localhost:3000'] });
      const refused = await runCliInProcess(['storefront-origins', '--store', store, '--set', 'http://shop.example', '--json'], env);
      expect(refused.code).not.toBe(0);
      expect(await runCliInProcessJson(['storefront-origins', '--store', store], env)).toEqual(set);
    });
  });
}
