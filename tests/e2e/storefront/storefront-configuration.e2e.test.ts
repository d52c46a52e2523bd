import { bothModes, startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { expectQuotaSpent } from '../../support/rate-limit-assertions';
import { aStore, type BuiltStore } from '../../support/builders';
import { operatorOf } from '../../support/operator';
import { bearer } from '../orders/order-fixtures';
import { activeCustomiserOf, storefrontKey } from './storefront-fixtures';

/** GET /storefront/v1/customisers/{id}: the cached configuration a designer page needs (CONTRACT 6). */
describe.each(bothModes)('storefront configuration (%s mode)', (mode) => {
  /**
   * A rule the database and the cache (PGlite and memory in the embedded default) play no part in: the
   * publishable key's refusals, CORS preflights and origin checks, a store without a currency. Proved once,
   * in server mode; the embedded default serves, caches, clears, hides and allows origins as stored.
   */
  const inServerMode = (mode === 'server' ? it : () => undefined) as unknown as typeof it;
  let service: TestService;
  let store: BuiltStore;
  let otherStore: BuiltStore;
  let noCurrency: BuiltStore;
  const simple = () => activeCustomiserOf(store, 'simple_letter');
  const read = (id = simple().id, of = store) => service.http.get(`/storefront/v1/customisers/${id}`).set(storefrontKey(of.storefront_key));

  beforeAll(async () => {
    service = await startTestService({ mode });
    // The designer's fonts carry a real file; the inactive and the retired-model customiser are never served.
    store = await aStore(service, { customisers: [{ pricingModel: 'simple_letter', fontFile: true }, { active: false }, { pricingModel: 'legacy_fixed_height' }] });
    otherStore = await aStore(service, { customisers: 1 });
    if (mode === 'server') noCurrency = await aStore(service, { currency: null, customisers: 1 });
  });
  afterAll(() => service.close());

  it('serves everything a designer page needs for an active customiser, in the store’s currency', async () => {
    const response = await read().expect(200);
    const configuration = response.body.data;
    expect(configuration).toMatchObject({
      object: 'storefront_configuration',
      customiser_id: simple().id,
      pricing_model: 'simple_letter',
      selection_mode: 'single_style',
      currency: 'EUR',
    });
    for (const list of ['fonts', 'sizes', 'colours', 'backlights', 'jackets', 'backboards', 'mountings', 'mounting_colours', 'support_finishes', 'extras', 'letter_types', 'forms']) {
      expect(configuration[list].length).toBeGreaterThan(0);
    }
    const font = configuration.fonts.find((row: { id: number }) => row.id === simple().options.referenced.fonts);
    expect(font.font_file).toEqual({ has_font_file: true, family_name: 'Pacifico', ttf_url: expect.stringMatching(/\/font-files\/upl_[\w-]+\.ttf$/) });
    expect(configuration.letter_types[0].parts.map((part: { letter_part: string }) => part.letter_part).sort()).toEqual(['face', 'tube']);
  });

  it('never publishes form recipients, price lists or a backboard’s stored shape', async () => {
    const text = JSON.stringify((await read().expect(200)).body.data);
    expect(text).not.toContain('maker@signs.example');
    expect(text).not.toMatch(/"(recipient_emails|suppressed_emails|price_lists|letter_price|shape_svg)"|<svg/);
  });

  it('shows an option write on the very next read (the write clears the cache)', async () => {
    await read().expect(200);
    expect(await service.runtime.storefrontCache.get(simple().id)).toBeDefined();
    const colourId = simple().options.referenced.colours!;
    await service.http.patch(`/api/v3/customisers/${simple().id}/colours/${colourId}`).set(bearer(store.keys.all!)).send({ name: 'Sunset orange' }).expect(200);
    const colours = (await read().expect(200)).body.data.colours;
    expect(colours.find((row: { id: number }) => row.id === colourId).name).toBe('Sunset orange');
  });

  it('stops serving a customiser once it is deactivated, and serves it again when activated', async () => {
    const id = simple().id;
    await read(id).expect(200);
    await service.http.post(`/api/v3/customisers/${id}/deactivate`).set(bearer(store.keys.all!)).expect(200);
    expectProblem(await read(id), 404, 'resource_not_found');
    await service.http.post(`/api/v3/customisers/${id}/activate`).set(bearer(store.keys.all!)).expect(200);
    await read(id).expect(200);
  });

  it('serves no inactive customiser, no customiser of another store, and no retired-model customiser', async () => {
    const inactive = store.customisers.find((customiser) => !customiser.active)!;
    expectProblem(await read(inactive.id), 404, 'resource_not_found');
    const foreign = activeCustomiserOf(otherStore, 'simple_letter');
    await service.http.get(`/storefront/v1/customisers/${foreign.id}`).set(storefrontKey(otherStore.storefront_key)).expect(200);
    expectProblem(await read(foreign.id), 404, 'resource_not_found');
    const legacy = store.customisers.find((customiser) => customiser.pricing_model === 'legacy_fixed_height')!;
    expectProblem(await read(legacy.id), 422, 'legacy_pricing_model');
    expectProblem(await read(999_999_999), 404, 'resource_not_found');
  });

  inServerMode('answers 409 store_currency_unavailable for a store without a currency', async () => {
    const customiser = activeCustomiserOf(noCurrency, 'simple_letter');
    expectProblem(await service.http.get(`/storefront/v1/customisers/${customiser.id}`).set(storefrontKey(noCurrency.storefront_key)), 409, 'store_currency_unavailable');
  });

  describe('the publishable key', () => {
    inServerMode('is required, and must name a store', async () => {
      expectProblem(await service.http.get(`/storefront/v1/customisers/${simple().id}`), 401, 'missing_storefront_key');
      expectProblem(await service.http.get(`/storefront/v1/customisers/${simple().id}`).set(storefrontKey('sfk_unknown')), 401, 'invalid_storefront_key');
      expectProblem(await service.http.get(`/storefront/v1/customisers/${simple().id}`).set(storefrontKey(store.keys.all!)), 401, 'invalid_storefront_key');
    });

    inServerMode('grants nothing on the Store API', async () => {
      expectProblem(await service.http.get('/api/v3/stores/me').set(bearer(store.storefront_key)), 401, 'invalid_api_key');
      expectProblem(await service.http.get('/api/v3/stores/me').set(storefrontKey(store.storefront_key)), 401, 'missing_api_key');
    });
  });

  describe('CORS for the store’s allowed origins', () => {
    const shop = 'https://shop.example';
    /** What `storefront-origins --store ID --set …` does: the store's allowed origins, replaced whole. */
    const allowOrigins = (storeId: number, origins: string[]) =>
      operatorOf(service).resource('updateStorefrontOrigins', { params: { store_id: storeId }, body: { allowed_origins: origins } });

    inServerMode('answers any preflight, naming the headers a page may send', async () => {
      const response = await service.http
        .options(`/storefront/v1/customisers/${simple().id}/price`)
        .set('Origin', 'https://anywhere.example')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type, x-storefront-key')
        .expect(204);
      expect(response.headers['access-control-allow-origin']).toBe('https://anywhere.example');
      expect(response.headers['access-control-allow-headers']).toMatch(/X-Storefront-Key/i);
      expect(response.headers['access-control-allow-methods']).toMatch(/POST/);
    });

    inServerMode('never allows the opaque origin null, which any sandboxed frame or local file can send', async () => {
      const preflight = await service.http
        .options(`/storefront/v1/customisers/${simple().id}/price`)
        .set('Origin', 'null')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type, x-storefront-key')
        .expect(204);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
      const request = await read().set('Origin', 'null');
      expectProblem(request, 403, 'origin_not_allowed');
      expect(request.headers['access-control-allow-origin']).toBeUndefined();
    });

    inServerMode('refuses a page of an origin the store does not allow, with no CORS headers for it to read', async () => {
      const response = await read().set('Origin', shop);
      expectProblem(response, 403, 'origin_not_allowed');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('lets pages of allowed origins and of the service itself read answers, problems included', async () => {
      const allowing = await aStore(service, { customisers: 1 });
      const customiser = allowing.customisers[0]!.id;
      await allowOrigins(allowing.id, [shop]);
      const allowed = await read(customiser, allowing).set('Origin', shop).expect(200);
      expect(allowed.headers['access-control-allow-origin']).toBe(shop);
      expect(allowed.headers.vary).toMatch(/Origin/);
      const own = await read(customiser, allowing).set('Origin', 'http://api.signwright.test').expect(200);
      expect(own.headers['access-control-allow-origin']).toBe('http://api.signwright.test');
      const problem = await read(999999, allowing).set('Origin', shop);
      expectProblem(problem, 404, 'resource_not_found');
      expect(problem.headers['access-control-allow-origin']).toBe(shop);
    });

    inServerMode('refuses origins that are not plain https origins', async () => {
      const setting = await aStore(service);
      for (const origin of ['http://shop.example', 'https://shop.example/', 'https://shop.example/path', 'ftp://shop.example', 'nonsense']) {
        await expect(allowOrigins(setting.id, [origin])).rejects.toMatchObject({ code: 'validation_failed' });
      }
      await allowOrigins(setting.id, ['http://localhost:3000']);
    });
  });
});

describe('storefront rate limits per shopper address', () => {
  let service: TestService;
  let store: BuiltStore;

  beforeAll(async () => {
    service = await startTestService({ env: { STOREFRONT_RATE_LIMIT_PER_IP_PER_MINUTE: '3' } });
    store = await aStore(service, { customisers: 1 });
  });
  afterAll(() => service.close());

  it('answers 429 rate_limited with Retry-After and the spent quota in RateLimit-Policy and RateLimit once an address spent its storefront requests', async () => {
    const customiser = activeCustomiserOf(store, 'simple_letter');
    const get = () => service.http.get(`/storefront/v1/customisers/${customiser.id}`).set(storefrontKey(store.storefront_key));
    for (let index = 0; index < 3; index += 1) await get().expect(200);
    const limited = await get();
    const problem = expectQuotaSpent(limited, { name: 'storefront-ip', quota: 3, windowSeconds: 60 });
    expect(problem.retry_after).toEqual(expect.any(Number));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
