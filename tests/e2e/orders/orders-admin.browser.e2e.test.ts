import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startWorkers } from '../../../apps/worker/start-workers';
import { StoreDirectory } from '../../../modules/identity';
import { adminBrowserContext, adminSession, expectAccessible, type AdminSession } from '../../support/merchant-admin-browser';
import { aStore, type BuiltStore } from '../../support/builders';
import { launchChromium } from '../../support/chromium';
import { eventually } from '../../support/eventually';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server';
import { aTestOrder, aTestProduct } from '../test-mode/test-mode-fixtures';

interface ApiQuote {
  id: number;
  answers: { name: string; value: unknown }[];
  files: { upload_id: string; filename: string }[];
}

/** The merchant admin's Orders and Quotes sections in a real browser (issue 21, items 4 and 5). */
describe('the merchant admin’s orders and quotes in a browser', () => {
  let smtp: TestSmtpServer;
  let listening: ListeningService;
  let browser: Browser;
  let context: BrowserContext;
  let session: AdminSession;
  let origin: string;
  // The person's store, with the demo's two orders and two quotes; another store's, for tenancy.
  let store: BuiltStore;
  let otherStore: BuiltStore;
  let testOrder: { id: number; order_number: number };
  const person = () => store.people[0]!;
  const database = () => listening.service.runtime.database.root;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    listening = await startListeningService({ env: { SMTP_URL: smtp.url, TEST_MAIL_TO: 'tester@signwright.test' }, stores: [{ owner: true, customisers: 1, commerce: true }] });
    ({ origin } = listening);
    store = listening.stores[0]!;
    otherStore = await aStore(listening.service, { customisers: 1, commerce: true });
    testOrder = await aTestOrder(listening.service, store, await aTestProduct(listening.service, store), '#TEST-ADMIN');
    await startWorkers(listening.service.container, listening.service.runtime);
    browser = await launchChromium();
    session = await adminSession(browser, origin, person());
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser.close();
    await listening.close();
    await smtp.close();
  });

  /** A page of a context of its own in the person's session, opened at `path` (logging in is the admin files' own test). */
  async function loggedIn(path = '/admin/keys'): Promise<Page> {
    context = await adminBrowserContext(browser, session);
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    return page;
  }

  /** Opens an admin URL, answering its status once the page is there. */
  async function open(page: Page, path: string): Promise<number> {
    return (await page.goto(`${origin}${path}`))!.status();
  }

  const rows = (page: Page) => page.locator('tbody tr').allTextContents();
  const apiGet = async (path: string, key = store.keys.all!) => (await fetch(`${origin}${path}`, { headers: { Authorization: `Bearer ${key}` } })).json();
  const apiQuote = async (id: number, key = store.keys.all!): Promise<ApiQuote> => (await apiGet(`/api/v3/quotes/${id}`, key)).data;
  const sentEmails = async (orderId: number) =>
    (await sql<{ count: number }>`select count(*)::int as count from orders.order_emails where order_id = ${orderId} and status = 'sent'`.execute(database())).rows[0]!.count;
  const resends = async (orderId: number) =>
    (await sql<{ count: number }>`select count(*)::int as count from orders.order_emails where order_id = ${orderId} and reason = 'resend'`.execute(database())).rows[0]!.count;
  // The test order is numbered in its own sequence: its mail (to the test mailbox) is told apart by its recipient.
  const mailsOfOrder = (orderNumber: number, recipient: string) => smtp.to(recipient).filter((mail) => mail.raw.includes(`Order #${orderNumber} from ${store.name}`));

  /** Posts a form of the admin from the page, as a forged or hand-made form would: answers the status. */
  const post = (page: Page, path: string, fields: Record<string, string>) =>
    page.evaluate(async ({ path, fields }) => {
      const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
      return response.status;
    }, { path, fields });
  const csrfTokenOf = (page: Page) => page.locator('input[name=csrf_token]').first().inputValue();

  it('lists the store’s orders oldest first with number, customer, total and date, a page at a time', async () => {
    const page = await loggedIn();
    await Promise.all([page.waitForURL((url) => url.pathname === '/admin/orders'), page.click('nav a:has-text("Orders")')]);
    expect(await page.textContent('h1')).toBe('Orders');
    const listed = await rows(page);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatch(/#1001[\s\S]*Ada Lovelace[\s\S]*ada@customer\.example[\s\S]*138\.95 EUR[\s\S]*\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    expect(listed[1]).toMatch(/#1002[\s\S]*338\.95 EUR/);
    expect(await page.textContent('.modes')).toContain('Live data');
    await expectAccessible(page);

    expect(await open(page, '/admin/orders?limit=1')).toBe(200);
    expect(await rows(page)).toEqual([expect.stringContaining('#1001')]);
    await expectAccessible(page);
    await Promise.all([page.waitForURL(/cursor=/), page.click('a:has-text("Next page")')]);
    expect(await rows(page)).toEqual([expect.stringContaining('#1002')]);
    expect(await page.locator('a:has-text("Next page")').count()).toBe(0);
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('cursor')), page.click('a:has-text("First page")')]);
    expect(await rows(page)).toEqual([expect.stringContaining('#1001')]);

    // A cursor the listing did not issue, and a page size out of bounds, answer the API's problems.
    expect(await open(page, '/admin/orders?cursor=not-a-cursor')).toBe(422);
    expect(await page.textContent('[role=alert]')).toContain('invalid_cursor');
    await expectAccessible(page);
    expect(await open(page, '/admin/orders?limit=0')).toBe(422);
    expect(await page.textContent('[role=alert]')).toMatch(/invalid_parameter[\s\S]*limit/);
  });

  it('answers 404 for another store’s order, quote and file, as the API does', async () => {
    const page = await loggedIn();
    const [otherOrder, otherQuote] = [otherStore.orders[0]!, await apiQuote(otherStore.quotes[0]!, otherStore.keys.all!)];
    for (const path of [`/admin/orders/${otherOrder}`, `/admin/quotes/${otherQuote.id}`, `/admin/quotes/${otherQuote.id}/files/${otherQuote.files[0]!.upload_id}`, '/admin/orders/not-an-id']) {
      expect({ path, status: await open(page, path) }).toEqual({ path, status: 404 });
      expect(await page.textContent('[role=alert]')).toContain('resource_not_found');
    }
    await expectAccessible(page);
    // Another store's file under one of the store's own quotes is no file of that quote either.
    expect(await open(page, `/admin/quotes/${store.quotes[0]!}/files/${otherQuote.files[0]!.upload_id}`)).toBe(404);
    // Nor may the person name the other store in a form: it is none of theirs. (Resending its order under
    // their own store is refused in the resend's test, where the budget it must not spend is counted.)
    const before = await resends(otherOrder);
    expect(await post(page, `/admin/orders/${otherOrder}/resend`, { csrf_token: await csrfTokenOf(page), store_id: String(otherStore.id), mode: 'live', idempotency_key: randomUUID() })).toBe(404);
    expect(await resends(otherOrder)).toBe(before);
  });

  it('does nothing for a resend posted without the session’s CSRF token', async () => {
    const orderId = store.orders[0]!;
    const page = await loggedIn(`/admin/orders/${orderId}`);
    const before = await resends(orderId);
    expect(await post(page, `/admin/orders/${orderId}/resend`, { csrf_token: 'forged', store_id: String(store.id), mode: 'live' })).toBe(403);
    expect(await post(page, `/admin/orders/${orderId}/resend`, { store_id: String(store.id), mode: 'live' })).toBe(403);
    expect(await resends(orderId)).toBe(before);
  });

  it('shows an order with its products, addresses, totals and email, and resends the email, which is sent again', async () => {
    const page = await loggedIn('/admin/orders');
    const manufacturer = (await listening.service.container.get(StoreDirectory).profile(store.id)).manufacturerEmail!;
    await Promise.all([page.waitForURL(new RegExp(`/admin/orders/${store.orders[0]!}\\?`)), page.click('a:has-text("#1001")')]);
    expect(await page.textContent('h1')).toBe('Order #1001');
    const main = (await page.textContent('main'))!;
    for (const text of ['Neon "Open" sign', 'Colour: Warm white', 'Ada Lovelace', 'Analytical Signs Ltd', '12 Engine Street', 'Tracked courier', '#5001', '129.00 EUR', '138.95 EUR']) expect(main).toContain(text);

    // The demo order's email, sent by the workers to the store's manufacturer, is shown as it stands.
    // Its sending is awaited where it is recorded, then the page is loaded once to show it.
    const emailRows = () => page.locator('tr[data-email]').allTextContents();
    await eventually(async () => ((await sentEmails(store.orders[0]!)) === 1 ? true : undefined), 'the order email sent');
    await page.reload();
    expect((await emailRows())[0]).toMatch(new RegExp(`The order was recorded[\\s\\S]*Sent[\\s\\S]*UTC[\\s\\S]*${manufacturer.replace(/\./g, '\\.')}`));
    expect(mailsOfOrder(1001, manufacturer)).toHaveLength(1);
    await expectAccessible(page);

    const resend = () =>
      Promise.all([page.waitForResponse((response) => response.url().endsWith('/resend') && response.request().method() === 'POST'), page.click('button:has-text("Resend order email")')]).then(([answer]) => answer);
    // One after the other, so that all fall in one minute of the resend budget: another store's order is
    // refused as the API refuses it (404), giving back what it spent; two resends pass; a third is refused.
    const otherOrder = otherStore.orders[0]!;
    const othersBefore = await resends(otherOrder);
    expect(await post(page, `/admin/orders/${otherOrder}/resend`, { csrf_token: await csrfTokenOf(page), store_id: String(store.id), mode: 'live', idempotency_key: randomUUID() })).toBe(404);
    expect(await resends(otherOrder)).toBe(othersBefore);
    const sentForm = { csrf_token: await csrfTokenOf(page), store_id: String(store.id), mode: 'live', idempotency_key: await page.inputValue('form[action$="/resend"] input[name=idempotency_key]') };
    expect((await resend()).status()).toBe(202);
    expect(await page.textContent('[role=status]')).toContain('The email of order #1001 is queued again');
    // The form carries its own key: sent again (a reload of the answer), it answers the same and queues nothing.
    expect(await post(page, `/admin/orders/${store.orders[0]!}/resend`, sentForm)).toBe(202);
    expect(await resends(store.orders[0]!)).toBe(1);
    expect(await emailRows()).toEqual([expect.stringContaining('The order was recorded'), expect.stringMatching(/Resent[\s\S]*(Queued|Sent)/)]);
    expect((await resend()).status()).toBe(202);
    const limited = await resend();
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await page.textContent('[role=alert]')).toContain('rate_limited');
    await expectAccessible(page);
    expect(await resends(store.orders[0]!)).toBe(2);

    await eventually(() => (mailsOfOrder(1001, manufacturer).length === 3 ? true : undefined), 'the two resent copies at the SMTP server, to the manufacturer');
    await eventually(async () => ((await sentEmails(store.orders[0]!)) === 3 ? true : undefined), 'the resent emails recorded as sent');
    // Opened again rather than reloaded: reloading a resend's answer would post the form again.
    await open(page, `/admin/orders/${store.orders[0]!}`);
    const shown = await emailRows();
    expect(shown).toHaveLength(3);
    expect(shown.slice(1)).toEqual([expect.stringMatching(/Resent[\s\S]*Sent/), expect.stringMatching(/Resent[\s\S]*Sent/)]);
    await expectAccessible(page);
  });

  it('lists quote requests a page at a time, shows one with its answers and contact, and downloads its file', async () => {
    const page = await loggedIn();
    const quote = await apiQuote(store.quotes[0]!);
    await Promise.all([page.waitForURL((url) => url.pathname === '/admin/quotes'), page.click('nav a:has-text("Quotes")')]);
    const listed = await rows(page);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatch(/Grace Hopper[\s\S]*grace@shopper\.example/);
    expect(listed[1]).toContain('Alan Turing');
    await expectAccessible(page);
    await open(page, '/admin/quotes?limit=1');
    await Promise.all([page.waitForURL(/cursor=/), page.click('a:has-text("Next page")')]);
    expect(await rows(page)).toEqual([expect.stringContaining('Alan Turing')]);
    expect(await open(page, '/admin/quotes?cursor=not-a-cursor')).toBe(422);
    expect(await page.textContent('[role=alert]')).toContain('invalid_cursor');

    await open(page, '/admin/quotes');
    await Promise.all([page.waitForURL(new RegExp(`/admin/quotes/${quote.id}\\?`)), page.click(`a:has-text("Quote request ${quote.id}")`)]);
    // Each answer under its question, as the API names it.
    const answer = quote.answers[0]!;
    expect(await page.locator('tr', { has: page.locator(`th:text-is("${answer.name}")`) }).locator('td').textContent()).toBe(String(answer.value));
    const main = (await page.textContent('main'))!;
    for (const text of ['Grace Hopper', 'grace@shopper.example', '+1 555 0100']) expect(main).toContain(text);
    await expectAccessible(page);

    const file = quote.files[0]!;
    const link = page.locator('a', { hasText: file.filename });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(file.filename);
    const fromApi = Buffer.from(await (await fetch(`${origin}/api/v3/quotes/${quote.id}/files/${file.upload_id}`, { headers: { Authorization: `Bearer ${store.keys.all!}` } })).arrayBuffer());
    expect((await readFile((await download.path())!)).equals(fromApi)).toBe(true);
    expect(fromApi.toString('utf8')).toContain('<svg');
    const served = await context.request.get(new URL((await link.getAttribute('href'))!, origin).toString());
    expect(served.headers()).toMatchObject({ 'content-type': 'image/svg+xml', 'content-disposition': `attachment; filename=${file.filename}`, 'x-content-type-options': 'nosniff' });
  });

  it('shows only test orders and quotes in test mode, and neither mode’s ids in the other', async () => {
    const page = await loggedIn('/admin/orders');
    await Promise.all([page.waitForURL(/mode=test/), page.click('.modes a:has-text("Test data")')]);
    expect(await page.textContent('.modes .badge')).toBe('Test data');
    expect(await page.locator('tbody tr').evaluateAll((found) => found.map((row) => row.getAttribute('data-order')))).toEqual([String(testOrder.id)]);
    await expectAccessible(page);
    await Promise.all([page.waitForURL(new RegExp(`/admin/orders/${testOrder.id}\\?.*mode=test`)), page.click(`a:has-text("#${testOrder.order_number}")`)]);
    expect(await page.textContent('main')).toContain('#TEST-ADMIN');
    await expectAccessible(page);

    expect(await open(page, `/admin/orders/${store.orders[0]!}?mode=test`)).toBe(404);
    expect(await open(page, `/admin/orders/${testOrder.id}`)).toBe(404);
    expect(await open(page, `/admin/quotes/${store.quotes[0]!}?mode=test`)).toBe(404);
    expect(await open(page, '/admin/quotes?mode=test')).toBe(200);
    expect(await page.textContent('main')).toContain('No test quote requests here.');
    await expectAccessible(page);
  });
});
