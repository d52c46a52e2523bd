import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminBrowserContext, adminSession, expectAccessible, type AdminSession } from '../../support/merchant-admin-browser';
import type { BuiltStore } from '../../support/builders';
import { launchChromium } from '../../support/chromium';
import { startListeningService, type ListeningService } from '../../support/listening-service';

/**
 * Where the screenshots go: beside this file when ADMIN_SCREENSHOTS names a folder (run with
 * `ADMIN_SCREENSHOTS=tests/e2e/pricing/screenshots` to write the ones committed there), else a temporary folder.
 */
const SCREENSHOTS = process.env.ADMIN_SCREENSHOTS ?? join(tmpdir(), `admin-screenshots-${process.pid}`);
const WIDTHS = { '1280': { width: 1280, height: 900 }, '390': { width: 390, height: 844 } };

interface ApiVersion {
  version: number;
  operation: string;
  restored_from: number | null;
  actor: { type: string; id: string | null; name: string | null };
  livemode: boolean;
}

/** The merchant admin's pricing history in a real browser: what a merchant sees and restores is what the Store API keeps and does. */
describe('the pricing history of the merchant admin', () => {
  let listening: ListeningService;
  let store: BuiltStore;
  let otherStore: BuiltStore;
  let browser: Browser;
  let context: BrowserContext;
  let session: AdminSession;
  let origin: string;
  const customiser = (model = 'frame_fit') => store.customisers.find((candidate) => candidate.pricing_model === model)!;

  beforeAll(async () => {
    listening = await startListeningService({ stores: [{ owner: true, customisers: 3 }, { customisers: 1 }] });
    ({ origin } = listening);
    [store, otherStore] = listening.stores as [BuiltStore, BuiltStore];
    browser = await launchChromium();
    session = await adminSession(browser, origin, store.people[0]!);
    // A change through the API, so that the history holds something to restore.
    const id = customiser().id;
    const current = await api('GET', `/api/v3/customisers/${id}/pricing`);
    await api('PATCH', `/api/v3/customisers/${id}/pricing`, { price_lists: [{ ...current.price_lists[0], name: 'Frames, changed' }] });
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser.close();
    await listening.close();
  });

  async function api(method: string, path: string, body?: unknown, key = store.keys.all!) {
    const response = await fetch(`${origin}${path}`, { method, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...(method === 'POST' ? { 'Idempotency-Key': randomUUID() } : {}) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return (await response.json()).data;
  }
  const versions = (id: number, key = store.keys.all!): Promise<ApiVersion[]> => api('GET', `/api/v3/customisers/${id}/pricing/versions?limit=100`, undefined, key);

  async function loggedIn(path: string, size: { width: number; height: number } = WIDTHS['1280']): Promise<Page> {
    context = await adminBrowserContext(browser, session);
    const page = await context.newPage();
    await page.setViewportSize(size);
    await page.goto(`${origin}${path}`);
    return page;
  }
  const open = async (page: Page, path: string) => (await page.goto(`${origin}${path}`))!.status();
  const versionRows = (page: Page) => page.locator('tbody tr[data-version]').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-version'))));

  it('lists the customisers, and a customiser’s versions newest first with what, who and when', async () => {
    const page = await loggedIn('/admin/keys');
    await Promise.all([page.waitForURL((url) => url.pathname === '/admin/pricing'), page.click('nav a:has-text("Pricing")')]);
    expect(await page.textContent('h1')).toBe('Pricing history');
    expect(await page.locator('tbody tr[data-customiser]').count()).toBe(3);
    await expectAccessible(page);

    const id = customiser().id;
    await Promise.all([page.waitForURL(new RegExp(`/admin/pricing/${id}\\?`)), page.click(`tr[data-customiser="${id}"] a:has-text("Pricing history")`)]);
    const fromApi = await versions(id);
    expect(await versionRows(page)).toEqual(fromApi.map((version) => version.version));
    const [newest] = fromApi;
    const row = (await page.locator(`tr[data-version="${newest!.version}"]`).textContent())!;
    expect(row).toMatch(/Current[\s\S]*Changed[\s\S]*API key “all scopes”[\s\S]*\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    expect(await page.locator('tr[data-version="1"]').textContent()).toMatch(/First made[\s\S]*Signwright/);
    // The current version is what the pricing is now: it has nothing to restore.
    expect(await page.locator(`tr[data-version="${newest!.version}"] a:has-text("Restore")`).count()).toBe(0);
    await expectAccessible(page);
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const [width, size] of Object.entries(WIDTHS)) {
      await page.setViewportSize(size);
      await expectAccessible(page);
      await page.screenshot({ path: join(SCREENSHOTS, `pricing-history-${width}.png`), fullPage: width === '1280' });
    }
  });

  it('shows one version’s document, and restores it after asking, as a new version by the person', async () => {
    const id = customiser().id;
    const before = await versions(id);
    const wanted = before[1]!.version;
    const page = await loggedIn(`/admin/pricing/${id}`);
    await Promise.all([page.waitForURL(new RegExp(`/admin/pricing/${id}/versions/${wanted}\\?`)), page.click(`tr[data-version="${wanted}"] a:has-text("View")`)]);
    const kept = (await api('GET', `/api/v3/customisers/${id}/pricing/versions/${wanted}`)).document;
    const main = (await page.textContent('main'))!;
    for (const text of [kept.price_lists[0].name, ...kept.sizes.map((size: { name: string }) => size.name)]) expect(main).toContain(text);
    expect(main).not.toContain('Frames, changed');
    await expectAccessible(page);

    // Asked first: leaving the question restores nothing.
    await Promise.all([page.waitForURL(/\/restore\?/), page.click('a:has-text("Restore this version")')]);
    expect(await page.textContent('h1')).toBe(`Restore version ${wanted}?`);
    await expectAccessible(page);
    await Promise.all([page.waitForURL(new RegExp(`/admin/pricing/${id}\\?`)), page.click('a:has-text("Cancel")')]);
    expect(await versions(id)).toEqual(before);

    await open(page, `/admin/pricing/${id}/versions/${wanted}/restore`);
    const [answer] = await Promise.all([page.waitForResponse((response) => response.url().endsWith('/restore') && response.request().method() === 'POST'), page.click(`button:has-text("Restore version ${wanted}")`)]);
    expect(answer.status()).toBe(200);
    expect(await page.textContent('[role=status]')).toContain(`Restored version ${wanted}: the pricing is now version ${before[0]!.version + 1}.`);
    const after = await versions(id);
    expect(after[0]).toMatchObject({ version: before[0]!.version + 1, operation: 'restore', restored_from: wanted, actor: { type: 'person', id: expect.any(String) } });
    expect((await api('GET', `/api/v3/customisers/${id}/pricing`)).price_lists[0].name).toBe(kept.price_lists[0].name);
    expect(await page.locator(`tr[data-version="${after[0]!.version}"]`).textContent()).toContain(`Restored version ${wanted}`);
    await expectAccessible(page);
  });

  it('shows a restore the API refuses as the API answers it, changing nothing', async () => {
    const id = customiser('simple_letter').id;
    const current = await api('GET', `/api/v3/customisers/${id}/pricing`);
    await api('PATCH', `/api/v3/customisers/${id}/pricing`, { sizes: [...current.sizes, { name: 'Spare' }] });
    const withSpare = (await versions(id))[0]!.version;
    await api('PATCH', `/api/v3/customisers/${id}/pricing`, { sizes: current.sizes });
    const before = await versions(id);
    const page = await loggedIn(`/admin/pricing/${id}/versions/${withSpare}/restore`);
    const [answer] = await Promise.all([page.waitForResponse((response) => response.url().endsWith('/restore') && response.request().method() === 'POST'), page.click(`button:has-text("Restore version ${withSpare}")`)]);
    expect(answer.status()).toBe(422);
    expect(await page.textContent('[role=alert]')).toMatch(/validation_failed[\s\S]*\/sizes\/\d+\/size_id/);
    await expectAccessible(page);
    expect(await versions(id)).toEqual(before);
  });

  it('shows the test data’s versions in test mode, and answers 404 for another store’s or mode’s customiser', async () => {
    const page = await loggedIn('/admin/pricing?mode=test');
    expect(await page.textContent('.modes .badge')).toBe('Test data');
    const testId = Number(await page.locator('tbody tr[data-customiser]').first().getAttribute('data-customiser'));
    await Promise.all([page.waitForURL(new RegExp(`/admin/pricing/${testId}\\?.*mode=test`)), page.click(`tr[data-customiser="${testId}"] a:has-text("Pricing history")`)]);
    expect(await versionRows(page)).toEqual((await versions(testId, store.keys.test!)).map((version) => version.version));
    expect((await versions(testId, store.keys.test!)).every((version) => !version.livemode)).toBe(true);
    await expectAccessible(page);

    for (const path of [`/admin/pricing/${testId}`, `/admin/pricing/${customiser().id}?mode=test`, `/admin/pricing/${otherStore.customisers[0]!.id}`, `/admin/pricing/${customiser().id}/versions/999999`]) {
      expect({ path, status: await open(page, path) }).toEqual({ path, status: 404 });
      expect(await page.textContent('[role=alert]')).toContain('resource_not_found');
    }
    await expectAccessible(page);
  });
});
