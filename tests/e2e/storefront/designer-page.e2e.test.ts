import { startTestService, type TestService } from '../../support/test-service';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer } from '../orders/order-fixtures';

/** The designer page as served, before any script runs: what link previews, crawlers and screen readers first get. */
describe('the designer page’s HTML', () => {
  let service: TestService;
  let store: BuiltStore;
  let otherStore: BuiltStore;
  const designer = (customiserId: number, key = store.storefront_key) =>
    service.http.get(`/storefront/v1/customisers/${customiserId}/designer`).query({ key });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const headingOf = (html: string) => /<h1 id="title">([^<]*)<\/h1>/.exec(html)?.[1];
  const descriptionOf = (html: string) => /<p id="description" class="description">([^<]*)<\/p>/.exec(html)?.[1];
  const label = async (customiserId: number, name: string, text: string) =>
    (
      await service.http
        .post(`/api/v3/customisers/${customiserId}/labels`)
        .set(bearer(store.keys.all!))
        .set('Idempotency-Key', `label-${customiserId}-${name}`)
        .send({ name, text })
        .expect(201)
    ).body.data.id as number;

  beforeAll(async () => {
    service = await startTestService();
    store = await aStore(service, { customisers: [{ pricingModel: 'simple_letter' }, { active: false }, { pricingModel: 'advanced_letter' }] });
    otherStore = await aStore(service, { customisers: 1 });
  });
  afterAll(() => service.close());

  it('is headed with the merchant’s title and description labels, as shoppers read them, escaped', async () => {
    const customiser = store.customisers[0]!;
    await label(customiser.id, 'title', 'Neon & "Co" <signs>');
    await label(customiser.id, 'description', 'Made by hand, in your words.');
    const page = await designer(customiser.id).expect(200).expect('Content-Type', /^text\/html/);
    expect(titleOf(page.text)).toBe('Neon &#38; &#34;Co&#34; &#60;signs&#62;');
    expect(headingOf(page.text)).toBe('Neon &#38; &#34;Co&#34; &#60;signs&#62;');
    expect(descriptionOf(page.text)).toBe('Made by hand, in your words.');
  });

  it('follows a change of the title at once: the heading comes from the configuration the storefront serves', async () => {
    const customiser = store.customisers[0]!;
    const configuration = (await service.http.get(`/storefront/v1/customisers/${customiser.id}`).set('X-Storefront-Key', store.storefront_key).expect(200)).body.data;
    const title = configuration.labels.find((row: { name: string }) => row.name === 'title');
    await service.http.patch(`/api/v3/customisers/${customiser.id}/labels/${title.id}`).set(bearer(store.keys.all!)).send({ text: 'Shop front letters' }).expect(200);
    const page = await designer(customiser.id).expect(200);
    expect([titleOf(page.text), headingOf(page.text)]).toEqual(['Shop front letters', 'Shop front letters']);
  });

  it('says what kind of sign is designed when the merchant set no title, never the customiser’s internal name', async () => {
    const customiser = store.customisers[2]!;
    const page = await designer(customiser.id).expect(200);
    expect([titleOf(page.text), headingOf(page.text), descriptionOf(page.text)]).toEqual(['Design your neon sign', 'Design your neon sign', undefined]);
    expect(page.text).not.toContain('advanced letter');
  });

  it('says the design is not available for a customiser the storefront does not serve: inactive, another store’s, or no customiser', async () => {
    for (const page of [await designer(store.customisers[1]!.id), await designer(otherStore.customisers[0]!.id), await designer(2_147_483_648)]) {
      expect({ status: page.status, title: titleOf(page.text) }).toEqual({ status: 404, title: 'This design is not available' });
      expect(page.text).not.toMatch(/No customiser|<script/);
    }
    expect((await designer(store.customisers[0]!.id, otherStore.storefront_key)).text).not.toContain('Shop front letters');
  });
});
