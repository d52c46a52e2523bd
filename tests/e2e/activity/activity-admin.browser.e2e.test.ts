import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminBrowserContext, adminSession, expectAccessible, type AdminSession } from '../../support/merchant-admin-browser';
import type { BuiltStore } from '../../support/builders';
import { launchChromium } from '../../support/chromium';
import { startListeningService, type ListeningService } from '../../support/listening-service';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Where the screenshots go: beside this file when ADMIN_SCREENSHOTS names a folder (run with
 * `ADMIN_SCREENSHOTS=tests/e2e/activity/screenshots`), else a temporary folder.
 */
const SCREENSHOTS = process.env.ADMIN_SCREENSHOTS ?? join(tmpdir(), `admin-screenshots-${process.pid}`);

/** The merchant admin's Activity section in a real browser: newest first, filtered, paged, per mode. */
describe('the merchant admin’s activity in a browser', () => {
  let listening: ListeningService;
  let browser: Browser;
  let context: BrowserContext;
  let session: AdminSession;
  let store: BuiltStore;
  const origin = () => listening.origin;

  /** A write through the Store API with one of the store's keys. */
  const write = async (key: string, path: string, body: unknown, method = 'POST') => {
    const response = await fetch(`${origin()}${path}`, {
      method,
      headers: { Authorization: `Bearer ${store.keys[key]}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: { id: number } }).data;
  };

  beforeAll(async () => {
    listening = await startListeningService({ stores: [{ owner: true, customisers: 1 }] });
    store = listening.stores[0]!;
    const customiser = { pricing_model: 'simple_letter', sign_category: 'neon', product_family: 'neon', selection_mode: 'single_style' };
    const made = await write('all', '/api/v3/customisers', { ...customiser, name: 'Shopfront letters' });
    await write('customisers:write', `/api/v3/customisers/${made.id}`, { name: 'Shopfront letters, lit' }, 'PATCH');
    await write('all', '/api/v3/webhook-subscriptions', { url: 'http://127.0.0.1:9/hooks/orders', topics: ['order:created'] });
    await write('test', '/api/v3/customisers', { ...customiser, name: 'A test sign' });
    browser = await launchChromium();
    session = await adminSession(browser, origin(), store.people[0]!);
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser.close();
    await listening.close();
  });

  async function opened(path: string, viewport = DESKTOP): Promise<Page> {
    context = await adminBrowserContext(browser, session);
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(`${origin()}${path}`);
    return page;
  }

  const actions = (page: Page) => page.locator('tbody tr td:nth-child(2)').allTextContents();
  const ids = async (page: Page) => (await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-activity')))).map(Number);

  it('lists the store’s changes newest first, with who made each, reached from the navigation', async () => {
    const page = await opened(`/admin/keys?store=${store.id}`);
    await Promise.all([page.waitForURL((url) => url.pathname === '/admin/activity'), page.click('nav a:has-text("Activity")')]);
    expect(await page.textContent('h1')).toBe('Activity');
    expect((await actions(page)).slice(0, 3)).toEqual(['webhook_subscription.created', 'customiser.updated', 'customiser.created']);
    const shown = await ids(page);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    const newest = page.locator('tbody tr').first();
    expect(await newest.textContent()).toContain('API key');
    expect(await newest.textContent()).toContain('all scopes');
    expect(await page.textContent('body')).not.toContain('A test sign');
    await expectAccessible(page);
  });

  it('narrows the list by kind of actor and by resource type, and keeps the filters from page to page', async () => {
    const page = await opened(`/admin/activity?store=${store.id}`);
    await page.selectOption('#actor-type', 'cli');
    await Promise.all([page.waitForURL(/actor_type=cli/), page.click('form.filters button[type=submit]')]);
    const byCommandLine = await page.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(byCommandLine.length).toBeGreaterThan(2);
    expect(byCommandLine.every((cell) => cell.startsWith('Command line'))).toBe(true);
    await expectAccessible(page);

    await page.fill('#resource-type', 'customiser');
    await page.selectOption('#actor-type', '');
    await Promise.all([page.waitForURL(/resource_type=customiser/), page.click('form.filters button[type=submit]')]);
    expect(await actions(page)).toEqual(expect.arrayContaining(['customiser.updated', 'customiser.created']));
    expect((await actions(page)).every((action) => action.startsWith('customiser.'))).toBe(true);

    await page.goto(`${origin()}/admin/activity?store=${store.id}&resource_type=customiser&limit=1`);
    expect(await actions(page)).toEqual(['customiser.updated']);
    await Promise.all([page.waitForURL(/cursor=/), page.click('a[rel=next]')]);
    expect(await actions(page)).toEqual(['customiser.created']);
    expect(page.url()).toContain('resource_type=customiser');
    expect(await page.locator('a:has-text("First page")').count()).toBe(1);
  });

  it('shows the test data’s changes in test mode only', async () => {
    const page = await opened(`/admin/activity?store=${store.id}`);
    await Promise.all([page.waitForURL(/mode=test/), page.click('.modes a:has-text("Test data")')]);
    expect(await actions(page)).toEqual(['customiser.created']);
    expect(await page.textContent('tbody')).toContain('test');
    await expectAccessible(page);
  });

  it.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ])('reads at %s px wide, screenshot and all', async (width, viewport) => {
    // Five rows: the page as a merchant first sees it, short enough to show whole.
    const page = await opened(`/admin/activity?store=${store.id}&limit=5`, viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `activity-${width}.png`), fullPage: true });
  });
});
