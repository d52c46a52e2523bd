import { createHash, randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../support/chromium';
import type { BuiltStore } from '../../support/builders';
import { startListeningService, type ListeningService } from '../../support/listening-service';

/** The admin pages and the consent page, in a real browser: what a merchant clicks. */
describe('the merchant’s pages in a browser', () => {
  let store: BuiltStore;
  let listening: ListeningService;
  let browser: Browser;
  let origin: string;
  const person = () => store.people[0]!;

  beforeAll(async () => {
    listening = await startListeningService({ stores: [{ owner: true }] });
    ({ origin } = listening);
    store = listening.stores[0]!;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await listening.close();
  });

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

  it('logs in, creates a key shown once that works on the Store API, and revokes it', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/admin`);
    await logIn(page);
    await page.waitForSelector('text=API Tokens');
    await page.fill('input[name=name]', 'Browser key');
    await page.check('input[name=scopes][value="store:read"]');
    await page.click('form[action="/admin/keys"] button[type=submit]');
    const secret = (await page.textContent('#new-secret'))!.trim();
    expect((await storesMe(secret)).status).toBe(200);

    await page.goto(`${origin}/admin`);
    expect(await page.textContent('body')).not.toContain(secret);
    const row = page.locator('tr', { hasText: 'Browser key' });
    await row.locator('button', { hasText: 'Revoke' }).click();
    await page.waitForLoadState();
    expect(await page.locator('tr', { hasText: 'Browser key' }).count()).toBe(0);
    expect((await storesMe(secret)).status).toBe(401);
    await page.close();
  });

  it('creates a test key marked as such, which acts on test data, and resets the test data (test mode)', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/admin`);
    await logIn(page);
    await page.fill('input[name=name]', 'Staging key');
    await page.check('input[name=scopes][value="store:read"]');
    await page.check('input[name=mode][value=test]');
    await page.click('form[action="/admin/keys"] button[type=submit]');
    const secret = (await page.textContent('#new-secret'))!.trim();
    expect(secret).toMatch(/^svc_test_/);
    expect(await (await storesMe(secret)).json()).toMatchObject({ data: { id: store.id, livemode: false } });
    expect(await page.locator('tr', { hasText: 'Staging key' }).locator('.badge').textContent()).toBe('Test');
    expect(await page.locator('tr', { hasText: 'all scopes' }).locator('.badge').first().textContent()).toBe('Live');

    await page.click('form[action="/admin/test-data/reset"] button[type=submit]');
    await page.waitForSelector('text=Test data reset');
    expect(await page.textContent('[role=status]')).toMatch(/Test data reset: \d+ customisers copied/);
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
    const page = await browser.newPage();
    await page.goto(`${origin}/oauth/authorize?${query.toString()}`);
    await logIn(page);
    await page.waitForSelector('text=Browser assistant');
    expect(await page.textContent('body')).toContain('(unverified)');
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

    await page.goto(`${origin}/admin`);
    const row = page.locator('tr', { hasText: 'Browser assistant' });
    expect(await row.textContent()).toContain(person().email);
    await row.locator('button', { hasText: 'Revoke' }).click();
    await page.waitForLoadState();
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
