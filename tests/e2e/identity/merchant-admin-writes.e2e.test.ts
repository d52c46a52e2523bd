import supertest from 'supertest';
import { hiddenFields } from '../../support/connector-client';
import { aStore } from '../../support/builders';
import { aNewStore, operatorOf } from '../../support/operator';
import { startTestService, type TestService } from '../../support/test-service';

/** What the merchant admin writes, and when: never on a GET, never a string no database can store (issue 33). */
describe('the merchant admin’s writes', () => {
  let service: TestService;
  let people = 0;

  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());

  /** A browser logged in to the admin as a person of a store of their own. */
  async function loggedIn(person: { email: string; password: string }) {
    const browser = supertest.agent(service.app);
    const form = hiddenFields((await browser.get('/admin').expect(200)).text);
    await browser.post('/admin/login').set('X-Forwarded-For', `192.0.2.${(people += 1)}`).type('form').send({ ...form, ...person }).expect(303);
    return browser;
  }

  /** A store made as `stores create` makes one: no test key yet, so no test data yet. */
  async function aStoreWithoutTestData() {
    const store = await aNewStore(service, { name: `Fresh store ${(people += 1)}`, currency: 'EUR' });
    const person = { email: `fresh-${people}@signs.example`, password: 'correct horse battery' };
    await operatorOf(service).resource('addPerson', { params: { store_id: store.id }, body: person });
    return { store, browser: await loggedIn(person) };
  }

  it('creates no test data on a GET of a test-mode page; it is made by a CSRF-checked post (issue 33, item 6)', async () => {
    const { store, browser } = await aStoreWithoutTestData();
    for (const section of ['pricing', 'orders', 'quotes', 'webhooks']) {
      const page = await browser.get(`/admin/${section}?store=${store.id}&mode=test`).expect(200);
      expect(page.text).toContain('No test data yet');
    }
    await browser.get(`/admin/orders/1?store=${store.id}&mode=test`).expect(404);
    // Nothing was made by the GETs: the page still offers to make it.
    const offer = await browser.get(`/admin/orders?store=${store.id}&mode=test`).expect(200);
    expect(offer.text).toContain('No test data yet');
    const form = hiddenFields(offer.text);
    expect(form).toMatchObject({ store_id: String(store.id), mode: 'test', section: 'orders' });
    await browser.post('/admin/test-data').type('form').send({ ...form, csrf_token: 'forged' }).expect(403);
    expect((await browser.get(`/admin/orders?store=${store.id}&mode=test`)).text).toContain('No test data yet');
    const started = await browser.post('/admin/test-data').type('form').send(form).expect(303);
    expect(started.headers.location).toBe(`/admin/orders?store=${store.id}&mode=test`);
    const orders = await browser.get(started.headers.location!).expect(200);
    expect(orders.text).not.toContain('No test data yet');
    expect(orders.text).toContain('No test orders here.');
  });

  it('answers a key name holding a NUL character with 422 validation_failed and makes no key (issue 33, item 1)', async () => {
    const store = await aStore(service, { owner: true });
    const browser = await loggedIn(store.people[0]!);
    const page = await browser.get(`/admin/keys?store=${store.id}`).expect(200);
    const form = hiddenFields(page.text.slice(page.text.indexOf('id="create-key"')));
    const refused = await browser.post('/admin/keys').type('form').send({ ...form, name: 'bad\u0000name', scopes: 'store:read', key_mode: 'live' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('validation_failed');
    expect(refused.text).toContain('NUL character');
    const after = await browser.get(`/admin/keys?store=${store.id}`).expect(200);
    expect(after.text.match(/data-key="/g)?.length).toBe(page.text.match(/data-key="/g)?.length);
  });

  it('makes one key of a form sent twice (a reload, a second click): the form’s own key replays the first answer, without the secret (issue 36, item 1)', async () => {
    const store = await aStore(service, { owner: true });
    const browser = await loggedIn(store.people[0]!);
    const page = await browser.get(`/admin/keys?store=${store.id}`).expect(200);
    const form = hiddenFields(page.text.slice(page.text.indexOf('id="create-key"')));
    expect(form.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    const sent = { ...form, name: 'Till', scopes: 'orders:read', key_mode: 'live' };
    const first = await browser.post('/admin/keys').type('form').send(sent).expect(201);
    expect(first.text).toContain('Copy it now: it is shown only once.');
    const again = await browser.post('/admin/keys').type('form').send(sent).expect(201);
    expect(again.text).toContain('was already made with this form');
    expect(again.text).not.toContain('shown only once');
    const keys = await browser.get(`/admin/keys?store=${store.id}`).expect(200);
    expect(keys.text.match(/>Till</g)).toHaveLength(1);
    // The same key with another form's content is refused, as the API refuses a reused key.
    const reused = await browser.post('/admin/keys').type('form').send({ ...sent, name: 'Other till' });
    expect(reused.status).toBe(409);
    expect(reused.text).toContain('idempotency_key_conflict');
  });
});
