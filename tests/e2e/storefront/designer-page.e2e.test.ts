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

  beforeAll(async () => {
    service = await startTestService();
    store = await aStore(service, { customisers: [{ pricingModel: 'simple_letter' }, { active: false }] });
    otherStore = await aStore(service, { customisers: 1 });
  });
  afterAll(() => service.close());

  it('names the customiser in its title and heading, as shoppers see it, escaped', async () => {
    const customiser = store.customisers[0]!;
    await service.http
      .patch(`/api/v3/customisers/${customiser.id}`)
      .set(bearer(store.keys.all!))
      .set('Content-Type', 'application/merge-patch+json')
      .send(JSON.stringify({ name: 'Neon & "Co" <signs>' }))
      .expect(200);
    const page = await designer(customiser.id).expect(200).expect('Content-Type', /^text\/html/);
    expect(titleOf(page.text)).toBe('Neon &#38; &#34;Co&#34; &#60;signs&#62;');
    expect(headingOf(page.text)).toBe('Neon &#38; &#34;Co&#34; &#60;signs&#62;');
  });

  it('follows a rename at once: the name comes from the configuration the storefront serves', async () => {
    const customiser = store.customisers[0]!;
    await service.http
      .patch(`/api/v3/customisers/${customiser.id}`)
      .set(bearer(store.keys.all!))
      .set('Content-Type', 'application/merge-patch+json')
      .send(JSON.stringify({ name: 'Shop front letters' }))
      .expect(200);
    const page = await designer(customiser.id).expect(200);
    expect([titleOf(page.text), headingOf(page.text)]).toEqual(['Shop front letters', 'Shop front letters']);
  });

  it('keeps the generic title for a customiser the storefront does not serve: inactive, or another store’s', async () => {
    for (const page of [await designer(store.customisers[1]!.id), await designer(otherStore.customisers[0]!.id), await designer(2_147_483_648)]) {
      expect({ status: page.status, title: titleOf(page.text), heading: headingOf(page.text) }).toEqual({ status: 200, title: 'Design your sign', heading: 'Design your sign' });
    }
    expect((await designer(store.customisers[0]!.id, otherStore.storefront_key)).text).not.toContain('Shop front letters');
  });
});
