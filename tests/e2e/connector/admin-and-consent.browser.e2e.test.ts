import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminBrowserContext, copyWithButton, adminSession, expectAccessible, type AdminSession } from '../../support/merchant-admin-browser';
import { launchChromium } from '../../support/chromium';
import type { BuiltStore } from '../../support/builders';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { aStore } from '../../support/builders';

/** The admin pages and the consent page, in a real browser: what a merchant clicks (issue 21, items 1, 2 and 5). */
describe('the merchant’s pages in a browser', () => {
  let store: BuiltStore;
  let secondStore: BuiltStore;
  let listening: ListeningService;
  let browser: Browser;
  let context: BrowserContext;
  let session: AdminSession;
  let origin: string;
  const person = () => store.people[0]!;

  beforeAll(async () => {
    listening = await startListeningService({ stores: [{ owner: true }] });
    // The person also works for a second store (of another company), for the store switcher.
    const second = await aStore(listening.service, { owner: false });
    await sql`insert into identity.company_members (company_id, person_id)
      select s.company_id, p.id from identity.stores s, identity.people p where s.id = ${second.id} and p.email = ${listening.stores[0]!.people[0]!.email}`.execute(listening.service.runtime.database.root);
    secondStore = second;
    ({ origin } = listening);
    store = listening.stores[0]!;
    browser = await launchChromium();
    session = await adminSession(browser, origin, person());
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser.close();
    await listening.close();
  });

  /** A page of a browser of its own: no session yet. */
  async function freshPage(): Promise<Page> {
    context = await adminBrowserContext(browser);
    return context.newPage();
  }

  /**
   * A page of a browser of its own in a session the person opened through the form, at the keys: logging in
   * and out is the first test's, and each password check costs a deliberately slow hash.
   */
  async function loggedInAtKeys(): Promise<Page> {
    context = await adminBrowserContext(browser, session);
    const page = await context.newPage();
    await page.goto(`${origin}/admin/keys`);
    return page;
  }

  async function logIn(page: Page): Promise<void> {
    await page.fill('input[name=email]', person().email);
    await page.fill('input[name=password]', person().password);
    await page.click('button[type=submit]');
  }

  const storesMe = (key: string) => fetch(`${origin}/api/v3/stores/me`, { headers: { Authorization: `Bearer ${key}` } });
  const callMcp = (token: string) =>
    fetch(`${origin}/mcp`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_store', arguments: {} } }),
    });

  it('navigates the sections, switches stores and logs out (item 1)', async () => {
    const page = await freshPage();
    await page.goto(`${origin}/admin`);
    await expectAccessible(page);
    await logIn(page);
    await page.waitForSelector('h1:has-text("API keys")');
    const sections = await page.locator('nav[aria-label="Admin sections"] a').allTextContents();
    expect(sections).toEqual(['API keys', 'Connections', 'Pricing', 'Webhooks', 'Orders', 'Quotes', 'Activity', 'Test mode']);
    expect(await page.locator('nav a[aria-current=page]').textContent()).toBe('API keys');
    await expectAccessible(page);
    for (const [label, path] of [['Connections', '/admin/connections'], ['Test mode', '/admin/test-mode']] as const) {
      await Promise.all([page.waitForURL((url) => url.pathname === path), page.click(`nav a:has-text("${label}")`)]);
      expect(await page.textContent('h1')).toBe(label);
      await expectAccessible(page);
    }

    await page.selectOption('#store-switcher', String(secondStore.id));
    await Promise.all([page.waitForURL(new RegExp(`store=${secondStore.id}`)), page.click('form.store button')]);
    expect(await page.locator('#store-switcher option:checked').textContent()).toBe(secondStore.name);
    await page.click('nav a:has-text("API keys")');
    await page.waitForSelector('h1:has-text("API keys")');
    // The second store's keys, not the first's (key prefixes are the first characters of their secrets).
    expect(await page.textContent('tbody')).toContain(secondStore.keys.all!.slice(0, 13));
    expect(await page.textContent('tbody')).not.toContain(store.keys.all!.slice(0, 13));

    await Promise.all([page.waitForURL(`${origin}/admin`), page.click('button:has-text("Log out")')]);
    await page.waitForSelector('input[name=password]');
    await page.goto(`${origin}/admin/keys`);
    await page.waitForSelector('input[name=password]');
    await page.close();
  });

  it('tells keys apart by badges, says what each scope grants, and shows a new key once with a copy button (item 2)', async () => {
    const page = await loggedInAtKeys();
    await page.waitForSelector('h1:has-text("API keys")');
    const badgesOf = (name: string) => page.locator('tr', { has: page.locator(`td:text-is("${name}")`) }).locator('.badge').allTextContents();
    expect(await page.locator('tbody tr', { hasText: 'expired' }).first().locator('.badge').allTextContents()).toEqual(['Live', 'Expired']);
    expect(await page.locator('tbody tr', { hasText: 'legacy' }).first().locator('.badge').allTextContents()).toEqual(['Live', 'Legacy']);
    expect(await page.locator('tbody tr', { hasText: 'legacy' }).first().textContent()).toContain('Everything: every scope, and the previous-generation API.');
    expect(await page.locator('tbody tr', { hasText: 'revoked' }).first().locator('.badge').allTextContents()).toEqual(['Live', 'Revoked']);
    expect(await page.locator('tbody tr', { hasText: 'only orders:read' }).first().textContent()).toContain('Read orders.');
    // Each scope's checkbox sits in its own label with what it grants.
    const choice = page.locator('label', { has: page.locator('input[name=scopes][value="pricing:write"]') });
    expect(await choice.textContent()).toContain('Change, replace and validate pricing documents');

    await page.fill('input[name=name]', 'Browser key');
    await page.check('input[name=scopes][value="store:read"]');
    await page.click('#create-key button[type=submit]');
    const secret = (await page.textContent('#new-secret'))!.trim();
    await copyWithButton(page, 'new-secret');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectAccessible(page);
    expect((await storesMe(secret)).status).toBe(200);

    await page.goto(`${origin}/admin/keys`);
    expect(await page.textContent('body')).not.toContain(secret);
    await page.locator('tr', { hasText: 'Browser key' }).locator('button', { hasText: 'Revoke' }).click();
    await page.waitForSelector('h1:has-text("API keys")');
    expect(await badgesOf('Browser key')).toEqual(['Live', 'Revoked']);
    expect((await storesMe(secret)).status).toBe(401);
    await page.close();
  });

  it('answers a refused form as the API would, and does nothing without the session’s CSRF token (item 5)', async () => {
    const page = await loggedInAtKeys();
    await page.waitForSelector('h1:has-text("API keys")');
    await page.fill('input[name=name]', 'No scopes');
    const [answer] = await Promise.all([page.waitForResponse((response) => response.url().endsWith('/admin/keys') && response.request().method() === 'POST'), page.click('#create-key button[type=submit]')]);
    expect(answer.status()).toBe(422);
    expect(await page.textContent('[role=alert]')).toMatch(/validation_failed[\s\S]*\/scopes: Choose at least one scope\./);
    await expectAccessible(page);

    const forged = await page.evaluate(async (storeId) => {
      const response = await fetch('/admin/keys', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ store_id: String(storeId), name: 'Forged', scopes: 'store:read', csrf_token: 'forged' }) });
      return response.status;
    }, store.id);
    expect(forged).toBe(403);
    await page.goto(`${origin}/admin/keys`);
    expect(await page.textContent('tbody')).not.toContain('Forged');

    await page.goto(`${origin}/admin/keys?store=999999`);
    expect(await page.textContent('[role=alert]')).toContain('resource_not_found');
    await page.close();
  });

  it('creates a test key marked as such, which acts on test data, and resets the test data (test mode)', async () => {
    const page = await loggedInAtKeys();
    await page.waitForSelector('h1:has-text("API keys")');
    await page.fill('input[name=name]', 'Staging key');
    await page.check('input[name=scopes][value="store:read"]');
    await page.check('input[name=key_mode][value=test]');
    await page.click('#create-key button[type=submit]');
    const secret = (await page.textContent('#new-secret'))!.trim();
    expect(secret).toMatch(/^svc_test_/);
    expect(await (await storesMe(secret)).json()).toMatchObject({ data: { id: store.id, livemode: false } });
    expect(await page.locator('tr', { hasText: 'Staging key' }).locator('.badge').allTextContents()).toEqual(['Test']);
    expect(await page.locator('tr', { hasText: 'all scopes' }).locator('.badge').first().textContent()).toBe('Live');

    await page.click('nav a:has-text("Test mode")');
    await page.click('form[action="/admin/test-data/reset"] button[type=submit]');
    await page.waitForSelector('text=Test data reset');
    expect(await page.textContent('[role=status]')).toMatch(/Test data reset: \d+ customisers copied/);
    await expectAccessible(page);
    await page.close();
  });

  it('approves a connection on the consent page, and revoking it in the admin stops its tokens', async () => {
    const redirectUri = `${origin}/client-callback`;
    const registration = await (await fetch(`${origin}/oauth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ client_name: 'Browser assistant', redirect_uris: [redirectUri] }) })).json();
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: registration.client_id, redirect_uri: redirectUri, response_type: 'code', state: 'browser',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', scope: 'store:read',
    });
    const page = await freshPage();
    await page.goto(`${origin}/oauth/authorize?${query.toString()}`);
    await logIn(page);
    await page.waitForSelector('text=Browser assistant');
    expect(await page.textContent('body')).toContain('(unverified)');
    // The scope in plain words, its name beside it.
    expect(await page.textContent('ul')).toContain('Read the store the key or token belongs to');
    await expectAccessible(page);
    await Promise.all([page.waitForURL(/\/client-callback\?/), page.click('button[value=approve]')]);
    const code = new URL(page.url()).searchParams.get('code')!;
    const tokens = await (
      await fetch(`${origin}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', client_id: registration.client_id, code, code_verifier: verifier, redirect_uri: redirectUri }).toString(),
      })
    ).json();
    expect((await callMcp(tokens.access_token)).status).toBe(200);

    await page.goto(`${origin}/admin/connections`);
    const row = page.locator('tr', { hasText: 'Browser assistant' });
    expect(await row.textContent()).toContain(person().email);
    expect(await row.textContent()).toContain('Read the store the key or token belongs to');
    await expectAccessible(page);
    await row.locator('button', { hasText: 'Revoke' }).click();
    await page.waitForSelector('h1:has-text("Connections")');
    expect((await callMcp(tokens.access_token)).status).toBe(401);
    const refreshed = await fetch(`${origin}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: registration.client_id, refresh_token: tokens.refresh_token }).toString(),
    });
    expect(refreshed.status).toBe(400);
    await page.close();
  });
});
