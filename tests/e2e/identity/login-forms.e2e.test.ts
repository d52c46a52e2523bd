import supertest from 'supertest';
import { hiddenFields } from '../../support/connector-client';
import { aStore, type BuiltStore } from '../../support/builders';
import { bothModes, startTestService, type TestService } from '../../support/test-service';

describe.each(bothModes)('the login forms (%s mode)', (mode) => {
  let service: TestService;
  let store: BuiltStore;
  let addresses = 0;
  /** A documentation address per test, so that each spends only its own failure budget. */
  const nextAddress = () => `203.0.113.${(addresses += 1)}`;
  const owner = () => store.people[0]!;

  beforeAll(async () => {
    service = await startTestService({ mode });
    store = await aStore(service, { owner: true });
  });
  afterAll(() => service.close());

  const adminLogin = (from: string, email: string, password: string, browser = supertest.agent(service.app)) =>
    browser.get('/admin').then((page) => browser.post('/admin/login').set('X-Forwarded-For', from).type('form').send({ ...hiddenFields(page.text), email, password }));

  it('answers 429 with Retry-After after ten wrong passwords from one address in fifteen minutes, even with the right one', async () => {
    const from = nextAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await adminLogin(from, `someone${attempt}@signs.example`, 'wrong')).status).toBe(401);
    const refused = await adminLogin(from, owner().email, owner().password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(refused.text).toContain('Too many failed logins');
    expect((await adminLogin(nextAddress(), owner().email, owner().password)).status).toBe(303);
  });

  it('answers 429 after ten wrong passwords for one email from many addresses, on the admin and the consent form alike', async () => {
    const email = `target-${mode}@signs.example`;
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await adminLogin(nextAddress(), email, 'wrong')).status).toBe(401);
    expect((await adminLogin(nextAddress(), email.toUpperCase(), 'wrong')).status).toBe(429);
    const consent = await service.http.post('/oauth/authorize/login').set('X-Forwarded-For', nextAddress()).type('form').send({ email, password: 'wrong' });
    expect(consent.status).toBe(429);
    expect(consent.headers['retry-after']).toMatch(/^\d+$/);
  });
});
