import supertest from 'supertest';
import { hiddenFields } from '../../support/connector-client';
import { aStore, type BuiltStore } from '../../support/builders';
import { bothModes, startTestService, type TestService } from '../../support/test-service';

/**
 * Small budgets: the rule is the same at 2 as at 10 (the defaults, 10, 30, 50 and 10, are the configuration's
 * own test), and each wrong password costs a password hash. The three that tests spend differ, so that a
 * refusal can come from the budget its test proves and no other.
 */
const LIMITS = { perAddressAndEmail: 2, perAddress: 3, perEmail: 4, perDevice: 3 };

describe.each(bothModes)('the login forms (%s mode)', (mode) => {
  let service: TestService;
  let store: BuiltStore;
  let addresses = 0;
  /** A documentation address per test, so that each spends only its own failure budget. */
  const nextAddress = () => `203.0.113.${(addresses += 1)}`;
  const owner = () => store.people[0]!;

  beforeAll(async () => {
    service = await startTestService({
      mode,
      env: {
        LOGIN_FAILURES_PER_ADDRESS_AND_EMAIL: String(LIMITS.perAddressAndEmail),
        LOGIN_FAILURES_PER_ADDRESS: String(LIMITS.perAddress),
        LOGIN_FAILURES_PER_EMAIL: String(LIMITS.perEmail),
        LOGIN_FAILURES_PER_DEVICE: String(LIMITS.perDevice),
      },
    });
    store = await aStore(service, { owner: true });
  });
  afterAll(() => service.close());

  const adminLogin = (from: string, email: string, password: string, browser = supertest.agent(service.app)) =>
    browser.get('/admin').then((page) => browser.post('/admin/login').set('X-Forwarded-For', from).type('form').send({ ...hiddenFields(page.text), email, password }));

  const adminLoginPage = async (browser: ReturnType<typeof supertest.agent>) => hiddenFields((await browser.get('/admin').expect(200)).text);

  it('throttles one address guessing the owner’s password, while the owner logs in from another address (issue 33, item 2)', async () => {
    const attacker = nextAddress();
    for (let attempt = 0; attempt < LIMITS.perAddressAndEmail; attempt += 1) expect((await adminLogin(attacker, owner().email, `wrong-${attempt}`)).status).toBe(401);
    const refused = await adminLogin(attacker, owner().email, owner().password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(refused.text).toContain('Too many failed logins');
    expect((await adminLogin(nextAddress(), owner().email, owner().password)).status).toBe(303);
    expect((await adminLogin(attacker, owner().email, owner().password)).status).toBe(429);
  });

  it('answers 429 to an address after its budget of wrong passwords (thirty by default) for any emails, even with the right one', async () => {
    const from = nextAddress();
    for (let attempt = 0; attempt < LIMITS.perAddress; attempt += 1) expect((await adminLogin(from, `someone${attempt}@signs.example`, 'wrong')).status).toBe(401);
    expect((await adminLogin(from, owner().email, owner().password)).status).toBe(429);
    expect((await adminLogin(nextAddress(), owner().email, owner().password)).status).toBe(303);
  });

  it('after its budget of wrong passwords (fifty by default) for one email from many addresses, lets in only a browser that logged in as it before, on the admin and the consent form alike', async () => {
    const target = (await aStore(service, { owner: true })).people[0]!;
    const known = supertest.agent(service.app);
    const loggedIn = await adminLogin(nextAddress(), target.email, target.password, known);
    expect(loggedIn.status).toBe(303);
    expect(([] as string[]).concat(loggedIn.headers['set-cookie'] ?? []).join('\n')).toMatch(/(^|\n)sw_device=[^;]+;.*HttpOnly/);
    await known.post('/admin/logout').type('form').send(hiddenFields((await known.get('/admin/keys')).text)).expect(303);
    for (let attempt = 0; attempt < LIMITS.perEmail; attempt += 1) expect((await adminLogin(nextAddress(), target.email.toUpperCase(), `wrong-${attempt}`)).status).toBe(401);
    const stranger = await adminLogin(nextAddress(), target.email, target.password);
    expect([stranger.status, stranger.text.includes('Too many failed logins')]).toEqual([429, true]);
    const browser = supertest.agent(service.app);
    const form = await adminLoginPage(browser);
    const consent = await browser.post('/oauth/authorize/login').set('X-Forwarded-For', nextAddress()).type('form').send({ ...form, ...target });
    expect(consent.status).toBe(429);
    expect(consent.headers['retry-after']).toMatch(/^\d+$/);
    expect((await adminLogin(nextAddress(), target.email, target.password, known)).status).toBe(303);
  });

  it.each([
    ['the email', { email: 'owner\u0000@signs.example', password: 'whatever' }],
    ['the password', { email: 'someone@signs.example', password: 'pass\u0000word' }],
  ])('shows the login form again with 400 for a NUL in %s, on the admin and the consent form (issue 33, item 1)', async (_where, typed) => {
    const browser = supertest.agent(service.app);
    const form = await adminLoginPage(browser);
    const admin = await browser.post('/admin/login').set('X-Forwarded-For', nextAddress()).type('form').send({ ...form, ...typed });
    expect([admin.status, admin.text.includes('NUL character'), admin.text.includes('name="password"')]).toEqual([400, true, true]);
    const consent = await browser.post('/oauth/authorize/login').set('X-Forwarded-For', nextAddress()).type('form').send({ ...form, client_id: 'mcp_unknown', ...typed });
    expect(consent.status).toBe(400);
  });

  it('answers 403 to a login posted without the form’s CSRF token or with another, and logs no one in', async () => {
    const browser = supertest.agent(service.app);
    const page = await browser.get('/admin').expect(200);
    const form = hiddenFields(page.text);
    expect(form.csrf_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    for (const token of [undefined, 'x'.repeat(32)]) {
      const refused = await browser.post('/admin/login').set('X-Forwarded-For', nextAddress()).type('form').send({ ...(token ? { csrf_token: token } : {}), ...owner() });
      expect([refused.status, refused.text.includes('The form expired'), refused.headers['set-cookie']]).toEqual([403, true, undefined]);
    }
    const elsewhere = await supertest(service.app).post('/admin/login').type('form').send({ ...form, ...owner() });
    expect(elsewhere.status).toBe(403);
    const consentLogin = await browser.post('/oauth/authorize/login').type('form').send({ client_id: 'any', ...owner() });
    expect(consentLogin.status).toBe(403);
  });

  it('logs out from the admin page with its CSRF token, after which the session cookie opens nothing', async () => {
    const browser = supertest.agent(service.app);
    const loggedIn = await adminLogin(nextAddress(), owner().email, owner().password, browser);
    expect(loggedIn.status).toBe(303);
    const session = loggedIn.headers['set-cookie']![0]!.split(';')[0]!;
    expect(loggedIn.headers.location).toBe('/admin/keys');
    const admin = await browser.get('/admin/keys').expect(200);
    expect(admin.text).toContain('action="/admin/logout"');
    await browser.post('/admin/logout').type('form').send({ csrf_token: 'forged' }).expect(403);
    expect((await supertest(service.app).get('/admin/keys').set('Cookie', session)).text).toContain('<h1>API keys</h1>');
    const loggedOut = await browser.post('/admin/logout').type('form').send(hiddenFields(admin.text)).expect(303);
    expect(loggedOut.headers.location).toBe('/admin');
    expect(loggedOut.headers['set-cookie']![0]).toMatch(/^sw_session=;/);
    const after = await supertest(service.app).get('/admin').set('Cookie', session).expect(200);
    expect(after.text).toContain('Log in to Signwright');
    await supertest(service.app).get('/admin/keys').set('Cookie', session).expect(303).expect('Location', '/admin');
  });
});
