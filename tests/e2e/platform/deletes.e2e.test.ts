import { randomUUID } from 'node:crypto';
import { FAMILY_SEGMENTS } from '../../../modules/catalogue';
import { NEW_ROWS } from '../../operation-examples/scenarios/option-families.scenario';
import { bothModes, startTestService, type TestService } from '../../support/test-service';
import { aStore, type BuiltStore } from '../../support/builders';
import { publishedContractText } from '../../support/published-contract-cache';
import { bearer } from '../orders/order-fixtures';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers and the contract, read by path

/** Makes something a DELETE of that template removes, and answers its path (a GET of which reads it). */
type Target = (store: BuiltStore, service: TestService) => Promise<string>;

const post = async (service: TestService, store: BuiltStore, path: string, body: unknown): Promise<Json> =>
  (await service.http.post(path).set(bearer(store.keys.all!)).set('Idempotency-Key', randomUUID()).send(body as object).expect(201)).body.data;

/** A new row of an option family, made through its create. */
const familyRow = (segment: (typeof FAMILY_SEGMENTS)[number]): Target => async (store, service) => {
  const customiser = store.customisers[0]!;
  const collection = `/api/v3/customisers/${customiser.id}/${segment}`;
  const row = await post(service, store, collection, NEW_ROWS[segment](customiser.options.referenced).create);
  return `${collection}/${row.id}`;
};

/**
 * A deletable target for every other DELETE of the Store API, by path template. A DELETE added to the
 * contract without one fails the test below until it gets one, so every DELETE is held to the one rule.
 */
const TARGETS: Record<string, Target> = {
  '/api/v3/customisers/{customiser_id}/letter-types/{letter_type_id}/letter-parts/{letter_part}': async (store, service) => {
    const customiser = store.customisers[0]!;
    const letterType = `/api/v3/customisers/${customiser.id}/letter-types/${customiser.letter_types[0]!.id}`;
    // A selection at its defaults, of a part the letter type no longer declares: what may be deleted.
    await post(service, store, `${letterType}/letter-parts`, { letter_part: 'halo' });
    await service.http.patch(letterType).set(bearer(store.keys.all!)).send({ letter_parts: ['face', 'tube'] }).expect(200);
    return `${letterType}/letter-parts/halo`;
  },
  '/api/v3/webhook-subscriptions/{subscription_id}': async (store, service) => {
    const subscription = await post(service, store, '/api/v3/webhook-subscriptions', { url: 'http://127.0.0.1:9/hooks/deletes', topics: ['order:created'] });
    return `/api/v3/webhook-subscriptions/${subscription.id}`;
  },
};

const templateRegex = (template: string) => new RegExp(`^${template.replace(/\{[a-z_]+\}/g, '[^/]+')}$`);

/** The target a template stands for: an option family's row, or one of TARGETS. */
function targetFor(template: string): Target | undefined {
  const family = FAMILY_SEGMENTS.find((segment) => templateRegex(`/api/v3/customisers/{customiser_id}/${segment}/{row_id}`).test(template.replace(/\{[a-z_]+\}$/, '{row_id}')));
  return family ? familyRow(family) : TARGETS[template];
}

/**
 * What the embedded default deletes: one option row and the webhook subscription. Every DELETE goes through
 * the one idempotency and body mechanism whatever the database, so server mode enumerates them all and
 * the embedded default (PGlite) proves, at a fraction of the cost, that it answers the same.
 */
const EMBEDDED_SAMPLE = [`/api/v3/customisers/{customiser_id}/${FAMILY_SEGMENTS[0]}/`, '/api/v3/webhook-subscriptions/{subscription_id}'];
const inMode = (mode: string) => (template: string) => mode === 'server' || EMBEDDED_SAMPLE.some((sample) => template.startsWith(sample));

/** Every DELETE of the Store API in the published contract. */
const deletesOf = (contract: Json): string[] =>
  Object.entries(contract.paths as Json)
    .filter(([path, item]) => path.startsWith('/api/v3/') && (item as Json).delete)
    .map(([path]) => path);

describe.each(bothModes)('every DELETE of the Store API (%s mode)', (mode) => {
  let service: TestService;
  let store: BuiltStore;
  let contract: Json;

  beforeAll(async () => {
    service = await startTestService({ mode });
    store = await aStore(service, { customisers: 1 });
    // The document /help/openapi.json serves (apps/api/api-app.ts publishedContract), as the run's cache holds it:
    // through the endpoint each service would build it again (the endpoint itself is tested in operations and published-contract).
    contract = JSON.parse(publishedContractText(service.container, service.config));
  });
  afterAll(() => service.close());

  it('is documented with a required Idempotency-Key and no request body', () => {
    const deletes = deletesOf(contract);
    expect(deletes.length).toBeGreaterThanOrEqual(FAMILY_SEGMENTS.length + 2);
    for (const path of deletes) {
      const operation = contract.paths[path].delete;
      expect({ path, key: operation.parameters.find((parameter: Json) => parameter.in === 'header' && parameter.name === 'Idempotency-Key')?.required }).toEqual({ path, key: true });
      expect({ path, body: operation.requestBody }).toEqual({ path, body: undefined });
    }
  });

  it('has a target to delete for every DELETE of the contract, so that a new one is held to the rule here', () => {
    expect(deletesOf(contract).filter((path) => !targetFor(path))).toEqual([]);
  });

  it(`requires an Idempotency-Key, refuses any body (even {}), and replays its receipt once the resource is gone (${mode === 'server' ? 'every DELETE' : 'an option row and a webhook subscription'})`, async () => {
    const failures: string[] = [];
    const templates = deletesOf(contract).filter(inMode(mode));
    expect(templates.length).toBe(mode === 'server' ? deletesOf(contract).length : EMBEDDED_SAMPLE.length);
    for (const template of templates) {
      const path = await targetFor(template)!(store, service);
      const fail = (what: string) => failures.push(`DELETE ${template}: ${what}`);
      if (!templateRegex(template).test(path)) fail(`the target ${path} is not of this template`);
      const remove = (key?: string) => {
        const request = service.http.delete(path).set(bearer(store.keys.all!));
        return key === undefined ? request : request.set('Idempotency-Key', key);
      };
      const stillThere = async (after: string) => {
        const read = await service.http.get(path).set(bearer(store.keys.all!));
        if (read.status !== 200) fail(`after ${after}, GET answered ${read.status}`);
      };

      const keyless = await remove();
      if (keyless.status !== 400 || keyless.body.code !== 'missing_idempotency_key') fail(`without a key answered ${keyless.status} ${keyless.body.code}`);
      await stillThere('a DELETE without a key');

      for (const body of [{}, { force: true }]) {
        const refused = await remove(randomUUID()).send(body);
        const parameters = (refused.body.errors ?? []).map((error: Json) => error.parameter);
        const expected = Object.keys(body).length === 0 ? [''] : Object.keys(body);
        if (refused.status !== 422 || refused.body.code !== 'unknown_field' || JSON.stringify(parameters) !== JSON.stringify(expected)) {
          fail(`with the body ${JSON.stringify(body)} answered ${refused.status} ${refused.body.code} ${JSON.stringify(parameters)}`);
        }
        await stillThere(`a DELETE with the body ${JSON.stringify(body)}`);
      }

      const key = randomUUID();
      // No body: zero bytes, even where the client names JSON as its content type and sends Content-Length: 0.
      const receipt = await remove(key).set('Content-Type', 'application/json').set('Content-Length', '0');
      if (receipt.status !== 200 || receipt.body.data?.deleted !== true) {
        fail(`with a key answered ${receipt.status} ${JSON.stringify(receipt.body)}`);
        continue;
      }
      const gone = await service.http.get(path).set(bearer(store.keys.all!));
      if (gone.status !== 404) fail(`after the DELETE, GET answered ${gone.status}`);
      const retried = await remove(key);
      if (retried.status !== 200 || retried.headers['idempotency-replay'] !== 'true' || JSON.stringify(retried.body) !== JSON.stringify(receipt.body)) {
        fail(`the retry with the same key answered ${retried.status} (replay: ${retried.headers['idempotency-replay']}) ${JSON.stringify(retried.body)}`);
      }
      const anotherKey = await remove(randomUUID());
      if (anotherKey.status !== 404) fail(`a new key after the DELETE answered ${anotherKey.status}, not 404`);
    }
    expect(failures).toEqual([]);
  });
});
