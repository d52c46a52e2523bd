import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { FAMILY_SEGMENTS } from '../../../modules/catalogue';
import { NEW_ROWS } from '../../operation-examples/scenarios/option-families.scenario';
import { bothModes, startTestService, type TestService } from '../../support/test-service';
import { publishedContractText } from '../../support/published-contract-cache';
import { aStore, type BuiltStore } from '../../support/builders';
import { designFor, storefrontKey } from '../storefront/storefront-fixtures';
import { address, bearer } from '../orders/order-fixtures';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers and the contract, read by path

/** What a create is sent with: its path, body and credential; the read of its Location uses the store's key of that generation. */
interface CreateRequest {
  path: string;
  body: unknown;
  credential: Record<string, string>;
  /** The key that reads the created resource back (a shopper's storefront key reads nothing of the Store API). */
  reader: Record<string, string>;
}

type Recipe = (store: BuiltStore, service: TestService) => Promise<CreateRequest> | CreateRequest;

const api = (store: BuiltStore, path: string, body: unknown): CreateRequest => ({ path, body, credential: bearer(store.keys.all!), reader: bearer(store.keys.all!) });
const storefront = (store: BuiltStore, path: string, body: unknown): CreateRequest => ({ path, body, credential: storefrontKey(store.storefront_key), reader: bearer(store.keys.all!) });

/**
 * A valid request for every create of the contract, by method and path template. A create added to the
 * contract without one fails the test below until it gets one, so every create is held to Location.
 */
const RECIPES: Record<string, Recipe> = {
  ...Object.fromEntries(
    FAMILY_SEGMENTS.map((segment): [string, Recipe] => [
      `post /api/v3/customisers/{customiser_id}/${segment}`,
      (store) => api(store, `/api/v3/customisers/${store.customisers[0]!.id}/${segment}`, NEW_ROWS[segment](store.customisers[0]!.options.referenced).create),
    ]),
  ),
  'post /api/v3/customisers': (store) => api(store, '/api/v3/customisers', { name: 'Shopfront neon', pricing_model: 'simple_letter', sign_category: 'neon', product_family: 'neon' }),
  'post /api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}/letter-parts': (store) => {
    const customiser = store.customisers[0]!;
    // The demo's neon letter type declares face, halo and tube; halo holds no selection yet.
    return api(store, `/api/v3/customisers/${customiser.id}/letter-types/${customiser.letter_types[0]!.id}/letter-parts`, { letter_part: 'halo', name: 'Halo glow' });
  },
  'post /api/v3/customisers/{customiser_id}/products': (store) =>
    api(store, `/api/v3/customisers/${store.customisers[0]!.id}/products`, {
      integration_id: store.integrations.find((integration) => integration.accepts_writes)!.id,
      store_product_id: `shop-${randomUUID()}`,
      title: 'Good Vibes neon',
      description: 'Warm white, 60 cm',
      price_amount: 24900,
      compare_at_amount: 29900,
      currency: store.currency,
      width_cm: 60,
      height_cm: 20,
      length_cm: 2,
      customisations: [],
      artwork: {},
    }),
  'post /api/v3/orders': (store) =>
    api(store, '/api/v3/orders', {
      integration_id: store.integrations.find((integration) => integration.accepts_writes)!.id,
      external_id: `order-${randomUUID()}`,
      currency: store.currency,
      order_total: 12900,
      customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@customer.example', phone: '', external_id: 'customer-1' },
      billing_address: address(),
      shipping_address: address(),
      products: [{ product_id: store.products[0]!, quantity: 1, price: 12900 }],
    }),
  'post /api/v3/uploads': (store) => api(store, '/api/v3/uploads', { purpose: 'font_ttf', filename: 'Block.ttf', content_type: 'font/ttf', byte_size: 2048 }),
  'post /api/v3/webhook-subscriptions': (store) => api(store, '/api/v3/webhook-subscriptions', { url: 'http://127.0.0.1:9/hooks/orders', topics: ['order:created'] }),
  'post /storefront/v1/customisers/{customiser_id}/designs': (store) =>
    storefront(store, `/storefront/v1/customisers/${store.customisers[0]!.id}/designs`, designFor(store.customisers[0]!)),
  'post /storefront/v1/forms/{form_id}/submissions': async (store, service) => {
    const customiser = store.customisers[0]!;
    const configuration = (await service.http.get(`/storefront/v1/customisers/${customiser.id}`).set(storefrontKey(store.storefront_key)).expect(200)).body.data;
    const fields = configuration.forms.find((form: Json) => form.id === customiser.forms.other).fields as Json[];
    const email = fields.find((field) => field.input_type === 'email')!;
    return storefront(store, `/storefront/v1/forms/${customiser.forms.other}/submissions`, { answers: [{ field_id: email.field_id, value: 'shopper@example.com' }] });
  },
  'post /storefront/v1/uploads': (store) => ({
    ...storefront(store, '/storefront/v1/uploads', { purpose: 'form_attachment', filename: 'sketch.png', content_type: 'image/png', byte_size: 2048 }),
    // The shopper's page reads its own declaration back, with the key that made it.
    reader: storefrontKey(store.storefront_key),
  }),
  'post /api/v2/webhooks': (store) => ({ path: '/api/v2/webhooks', body: { topic: 'order:created', url: 'http://127.0.0.1:9/hooks/v2' }, credential: bearer(store.keys.legacy!), reader: bearer(store.keys.legacy!) }),
};

/**
 * What the embedded default creates: an option row, an order, a webhook subscription and a shopper's form
 * submission. Location, links.self and the replay come from one mechanism whatever the database, so server
 * mode enumerates every create and the embedded default (PGlite) proves, at a fraction of the cost, that it
 * answers the same.
 */
const EMBEDDED_SAMPLE = new Set([
  `post /api/v3/customisers/{customiser_id}/${FAMILY_SEGMENTS[0]}`,
  'post /api/v3/orders',
  'post /api/v3/webhook-subscriptions',
  'post /storefront/v1/forms/{form_id}/submissions',
]);

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
const templateRegex = (template: string) => new RegExp(`^${template.replace(/\{[a-z_]+\}/g, '[^/]+')}$`);

/** Every create of the published contract (an operation answering 201), and whether it documents Location. */
function createsOf(contract: Json): { key: string; path: string; location: boolean }[] {
  // The Store API, the storefront and the previous generation; OAuth registration answers as RFC 7591 says.
  return Object.entries(contract.paths as Json).filter(([path]) => path.startsWith('/api/') || path.startsWith('/storefront/')).flatMap(([path, item]) =>
    Object.entries(item as Json)
      .filter(([method, operation]) => METHODS.includes(method) && (operation as Json).responses['201'])
      .map(([method, operation]) => ({ key: `${method} ${path}`, path, location: Boolean((operation as Json).responses['201'].headers?.Location) })),
  );
}

/** Which resource an answer is: its id, or a letter-part selection's identity. */
const identityOf = (data: Json) => (data.id !== undefined ? { id: data.id } : { letter_type_id: data.letter_type_id, letter_part: data.letter_part });

describe.each(bothModes)('what a create (201) answers (%s mode)', (mode) => {
  let service: TestService;
  let store: BuiltStore;
  let contract: Json;

  beforeAll(async () => {
    service = await startTestService({ mode });
    store = await aStore(service, { customisers: 1, commerce: true });
    // The document /help/openapi.json serves (apps/api/api-app.ts publishedContract), as the run's cache holds it:
    // through the endpoint each service would build it again (the endpoint itself is tested in operations and published-contract).
    contract = JSON.parse(publishedContractText(service.container, service.config));
  });
  afterAll(() => service.close());

  it('documents Location on every create of the Store API and the storefront (only the previous generation’s own creates go without)', () => {
    const creates = createsOf(contract);
    expect(creates.length).toBeGreaterThan(25);
    const without = creates.filter((create) => !create.location).map((create) => create.key);
    expect(without.filter((key) => !key.startsWith('post /api/v2/') && !key.startsWith('post /api/customisers/'))).toEqual([]);
  });

  it('has a request for every create that documents Location, so that a new create is held to it here', () => {
    const missing = createsOf(contract).filter((create) => create.location && !RECIPES[create.key]).map((create) => create.key);
    expect(missing).toEqual([]);
  });

  it(`answers Location with the created resource’s URL, names it in links.self, replays both, and a GET of Location answers the same resource (${mode === 'server' ? 'every create' : 'an option row, an order, a webhook subscription and a form submission'})`, async () => {
    const failures: string[] = [];
    const reads = Object.entries(contract.paths as Json).filter(([, item]) => (item as Json).get).map(([path]) => path);
    const creates = createsOf(contract).filter((candidate) => candidate.location && (mode === 'server' || EMBEDDED_SAMPLE.has(candidate.key)));
    expect(creates.length).toBe(mode === 'server' ? createsOf(contract).filter((candidate) => candidate.location).length : EMBEDDED_SAMPLE.size);
    for (const create of creates) {
      const request = await RECIPES[create.key]!(store, service);
      const key = randomUUID();
      const send = () => service.http.post(request.path).set(request.credential).set('Idempotency-Key', key).send(request.body as object);
      const answer: Response = await send();
      const fail = (what: string) => failures.push(`${create.key}: ${what}`);
      if (answer.status !== 201) {
        fail(`answered ${answer.status} ${JSON.stringify(answer.body)}`);
        continue;
      }
      const location = answer.headers.location as string | undefined;
      if (!location) {
        fail('no Location header');
        continue;
      }
      const url = new URL(location);
      if (url.origin !== service.config.baseUrl) fail(`Location ${location} is not on the API origin`);
      if (!reads.some((template) => template !== create.path && templateRegex(template).test(url.pathname))) fail(`Location ${location} is no GET operation of the contract`);
      const created = (answer.body.data ?? answer.body) as Json;
      if (answer.body.links && answer.body.links.self !== location) fail(`links.self ${answer.body.links.self} is not Location ${location}`);
      const replay = await send();
      if (replay.headers['idempotency-replay'] !== 'true' || replay.headers.location !== location) fail(`the replay answered Location ${replay.headers.location}`);
      if (replay.body.links && replay.body.links.self !== location) fail(`the replay's links.self is ${replay.body.links.self}`);
      const read = await service.http.get(url.pathname).set(request.reader);
      if (read.status !== 200) {
        fail(`GET ${url.pathname} answered ${read.status}`);
        continue;
      }
      const resource = (read.body.data ?? read.body) as Json;
      if (JSON.stringify(identityOf(resource)) !== JSON.stringify(identityOf(created))) fail(`GET ${url.pathname} answered ${JSON.stringify(identityOf(resource))}, not ${JSON.stringify(identityOf(created))}`);
      // A storefront receipt (a form submission) is read back as the Store API's quote: the same id, another kind.
      if (!create.path.startsWith('/storefront/') && resource.object !== created.object) fail(`GET ${url.pathname} answered a ${resource.object}, not a ${created.object}`);
    }
    expect(failures).toEqual([]);
  });
});
