import { runInRequestContext, presentedByPreviousGeneration, type RequestCredential } from '../../../shared-kernel/request-context';
import { aPricing, aSimpleLetterDocument, aSize, STORE } from '../test-support/a-pricing';

const key: RequestCredential = { kind: 'api_key', id: '41', storeId: STORE, scopes: [], wildcard: false, test: false, actorName: 'Back office' };
const connection: RequestCredential = { kind: 'connector_token', id: '7', storeId: STORE, scopes: [], wildcard: false, test: false, actorName: 'Claude' };

/** Every write of the document, whichever service runs it, records the version its presenter makes it. */
describe('the versions pricing writes record', () => {
  function setUp() {
    const context = aPricing();
    const customiser = context.catalogue.addCustomiser(STORE, 'simple_letter');
    const small = context.catalogue.addSize(customiser.id, aSize({ name: 'Small' }));
    const as = <T>(credential: RequestCredential, work: () => Promise<T>) => runInRequestContext({ requestId: `req_${credential.id}`, credential }, work);
    return { ...context, customiser, small, as };
  }

  it('records the document as first made as version 1, by the service, once, whoever read it first', async () => {
    const { as, pricing, customiser, versions } = setUp();
    await as(key, () => pricing.get(customiser.id));
    await as(key, () => pricing.show(customiser.id));
    expect(versions.summaries(customiser.id)).toEqual([{ version: 1, operation: 'initial', restoredFrom: null, actor: { type: 'system', id: null, name: null } }]);
    expect(versions.versions[0]).toMatchObject({ requestId: 'req_41', document: { object: 'customiser_pricing', customiser_id: customiser.id, sizes: [{ name: 'Small' }], price_lists: [] } });
  });

  it('records a PUT as replace and a PATCH as patch, each with its key, its request and the document as its answer shows it', async () => {
    const { as, replacement, update, customiser, small, versions } = setUp();
    await as(key, () => replacement.replace(customiser.id, aSimpleLetterDocument([small])));
    const patched = await as(key, () => update.update(customiser.id, { sheet_pricing: { rows: [] } }));
    expect(versions.summaries(customiser.id).map(({ version, operation, actor }) => [version, operation, actor])).toEqual([
      [1, 'initial', { type: 'system', id: null, name: null }],
      [2, 'replace', { type: 'api_key', id: '41', name: 'Back office' }],
      [3, 'patch', { type: 'api_key', id: '41', name: 'Back office' }],
    ]);
    const kept = versions.versions.at(-1)!;
    expect(kept.requestId).toBe('req_41');
    const { customiser: owner, currency, document } = patched.view();
    expect(kept.document).toEqual(JSON.parse(JSON.stringify({ object: 'customiser_pricing', customiser_id: owner.id, pricing_model: 'simple_letter', pricing_model_display_name: 'Simple letter', currency, ...document })));
  });

  it('records nothing for a patch that changes nothing, nor for a write refused', async () => {
    const { as, update, replacement, customiser, small, versions } = setUp();
    await as(key, () => replacement.replace(customiser.id, aSimpleLetterDocument([small])));
    await as(key, () => update.update(customiser.id, {}));
    await expect(as(key, () => replacement.replace(customiser.id, aSimpleLetterDocument([small, aSize({ size_id: 999 })])))).rejects.toMatchObject({ status: 422 });
    expect(versions.summaries(customiser.id).map((version) => version.operation)).toEqual(['initial', 'replace']);
  });

  it('records an assistant’s write as connector, and the previous generation’s PUT as legacy_replace', async () => {
    const { as, replacement, update, customiser, small, versions } = setUp();
    await as(connection, () => update.update(customiser.id, { sheet_pricing: { rows: [] } }));
    await as(key, () => presentedByPreviousGeneration(() => replacement.replace(customiser.id, aSimpleLetterDocument([small]))));
    expect(versions.summaries(customiser.id).slice(1).map(({ operation, actor }) => [operation, actor])).toEqual([
      ['connector', { type: 'connector', id: '7', name: 'Claude' }],
      ['legacy_replace', { type: 'api_key', id: '41', name: 'Back office' }],
    ]);
  });
});
