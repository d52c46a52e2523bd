import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../support/chromium';
import { accessibilityViolations } from '../../support/accessibility';
import { IdentityTokens, type CreateIntegrationService } from '../../../modules/identity';
import { aCustomiser, type CustomiserWish } from '../../support/builders';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { bearer } from '../orders/order-fixtures';

const ADVANCED_LETTER: CustomiserWish = { pricingModel: 'advanced_letter', fontFile: true };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Where the screenshots go: beside this file when DESIGNER_SCREENSHOTS names a folder (docs/storefront.md shows
 * them: run with `DESIGNER_SCREENSHOTS=tests/e2e/storefront/screenshots`), else a temporary folder.
 */
const SCREENSHOTS = process.env.DESIGNER_SCREENSHOTS ?? join(tmpdir(), `designer-screenshots-${process.pid}`);

interface Price {
  total: number;
  lines: { code: string; label: string; amount: number }[];
  dimensions: { width_cm: number; height_cm: number };
}

/** What a shopper meets on the designer page, as a shopper would try it (issue 21): words, sizes, fit, what happens next. */
describe('the designer a shopper trusts', () => {
  let listening: ListeningService;
  let browser: Browser;

  beforeAll(async () => {
    // The first store's designs go to an integration that makes products of them (no worker runs: nothing is
    // sent), the second has none.
    listening = await startListeningService({ stores: [{ customisers: [ADVANCED_LETTER] }, { customisers: [ADVANCED_LETTER] }] });
    await listening.service.container
      .get<CreateIntegrationService>(IdentityTokens.CreateIntegration)
      .create({ storeId: store().id, type: 'custom', name: 'Shop', enabled: true, createProductUrl: `${listening.origin}/hooks/create-product` });
    await label(store().customisers[0]!.id, 'title', 'Your words in neon');
    await label(store().customisers[0]!.id, 'description', 'Type your words, pick a font and a colour: we bend the glass by hand and ship it ready to hang.');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await listening.close();
  });

  const store = () => listening.stores[0]!;
  const neon = () => store().customisers[0]!;
  async function label(customiserId: number, name: string, text: string, of = store()) {
    const response = await fetch(`${listening.origin}/api/v3/customisers/${customiserId}/labels`, {
      method: 'POST',
      headers: { ...bearer(of.keys.all!), 'Content-Type': 'application/json', 'Idempotency-Key': `label-${customiserId}-${name}` },
      body: JSON.stringify({ name, text }),
    });
    expect(response.status).toBe(201);
  }
  const storefront = async (path: string, key: string, design?: Record<string, unknown>) => {
    const response = await fetch(`${listening.origin}/storefront/v1/customisers${path}`, {
      method: design ? 'POST' : 'GET',
      headers: { 'X-Storefront-Key': key, 'Content-Type': 'application/json' },
      body: design ? JSON.stringify(design) : undefined,
    });
    return ((await response.json()) as { data: unknown }).data;
  };
  const euros = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);
  const centimetres = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(value);

  /** The designer, opened and ready; axe-core is injected past the page's CSP, so it is opened without it. */
  const openDesigner = async (customiserId = neon().id, viewport = DESKTOP, key = store().storefront_key) => {
    const page = await browser.newPage({ viewport, bypassCSP: true });
    // A wait is for a hang, not for a busy machine: CI shares two cores between three test files.
    page.setDefaultTimeout(90_000);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${listening.origin}/storefront/v1/customisers/${customiserId}/designer?key=${key}`);
    await page.waitForSelector('.layout:not([hidden])');
    return { page, failures };
  };
  /** Types the text and waits for the page to show the API's price of the design it then holds. */
  const design = async (page: Page, customiserId: number, lines: string[], key = store().storefront_key) => {
    await page.fill('#lines', lines.join('\n'));
    const referenced = { lines, font_id: Number(await page.inputValue('#choice-font_id')), size_id: Number(await page.inputValue('#choice-size_id')) };
    const colour = await page.inputValue('#choice-colour_id');
    const priced = (await storefront(`/${customiserId}/price`, key, colour ? { ...referenced, colour_id: Number(colour) } : referenced)) as Price;
    await page.waitForFunction((total) => document.querySelector('#total')!.textContent!.trim() === total, euros(priced.total));
    return priced;
  };
  const fontLoaded = (page: Page) => page.waitForFunction((fontId) => document.fonts.check(`24px "signwright-font-${fontId}"`), neon().options.referenced.fonts);

  it('is headed with the merchant’s title and description for shoppers, not the customiser’s internal name (item 6)', async () => {
    const { page, failures } = await openDesigner();
    await design(page, neon().id, ['Good vibes']);
    expect(await page.textContent('h1')).toBe('Your words in neon');
    expect(await page.textContent('#description')).toMatch(/^Type your words, pick a font/);
    expect(await page.title()).toBe('Your words in neon');
    // The builders name customisers after their model, as merchants' internal names often are.
    expect(await page.textContent('main')).not.toMatch(/advanced letter/i);
    expect(failures).toEqual([]);
  });

  it('offers only the fonts that can make the sign: an advanced-letter font without a file is not listed (item 7)', async () => {
    const configuration = (await storefront(`/${neon().id}`, store().storefront_key)) as { fonts: { id: number; font_file: { has_font_file: boolean } }[] };
    const withFile = configuration.fonts.filter((font) => font.font_file.has_font_file).map((font) => String(font.id));
    expect(withFile.length).toBeLessThan(configuration.fonts.length);
    const { page } = await openDesigner();
    expect(await page.$$eval('#choice-font_id option', (options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(withFile);
    expect(await page.textContent('#choices')).not.toContain('unavailable');
    await design(page, neon().id, ['Open late']);
    expect(await page.isEnabled('#complete')).toBe(true);
  });

  it('shows the finished size from the price, and a breakdown in a shopper’s words with the API’s amounts (item 8)', async () => {
    const { page } = await openDesigner();
    const priced = await design(page, neon().id, ['Good vibes', 'only']);
    expect(await page.textContent('#finished-size')).toBe(`Finished size: ${centimetres(priced.dimensions.width_cm)} × ${centimetres(priced.dimensions.height_cm)} cm (width × height)`);
    const rows = await page.$$eval('#breakdown tr', (found) => found.map((row) => ({ code: row.getAttribute('data-code'), label: row.querySelector('th')!.textContent, amount: row.querySelector('td')!.textContent })));
    expect(rows).toEqual(priced.lines.map((line) => ({ code: line.code, label: line.label, amount: euros(line.amount) })));
    expect(rows.find((row) => row.code === 'area')!.label).toBe('Size of the sign');
    for (const row of rows) expect(row.label).not.toMatch(/outline|\d+(\.\d+)? × \d/);
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]])('shrinks a long line to fit the preview rather than cut it off (item 9, %s)', async (_name, viewport) => {
    const { page } = await openDesigner(neon().id, viewport);
    await fontLoaded(page);
    await page.fill('#lines', 'Open every day from nine till late, coffee and cake');
    await page.waitForFunction(() => {
      const panel = document.querySelector('#preview')!.getBoundingClientRect();
      const text = document.querySelector('#preview-text')!.getBoundingClientRect();
      return document.querySelector('#preview-text')!.textContent!.startsWith('Open every') && text.left >= panel.left && text.right <= panel.right && text.top >= panel.top && text.bottom <= panel.bottom;
    });
    const [shown, stylesheet] = await page.$eval('#preview-text', (text) => [parseFloat(getComputedStyle(text).fontSize), parseFloat(getComputedStyle(document.documentElement).fontSize) * 2]);
    expect(shown).toBeLessThan(stylesheet!);
  });

  it('keeps the total and the button to complete in view on a phone, at the top of the page and scrolled (item 10)', async () => {
    const { page } = await openDesigner(neon().id, PHONE);
    await design(page, neon().id, ['Good vibes']);
    const inView = () =>
      page.evaluate(() => ['#total', '#complete'].every((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
      }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await inView()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await inView()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('says a design is not available when the customiser is not offered, never the API’s reason (item 11)', async () => {
    const inactive = await aCustomiser(listening.service, store(), { ...ADVANCED_LETTER, active: false });
    const page = await browser.newPage({ viewport: PHONE, bypassCSP: true });
    const response = await page.goto(`${listening.origin}/storefront/v1/customisers/${inactive.id}/designer?key=${store().storefront_key}`);
    expect(response!.status()).toBe(404);
    expect(await page.textContent('h1')).toBe('This design is not available');
    expect(await page.textContent('main')).not.toMatch(/No customiser|exists in this store/);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('says what happens next once the design is saved: the shop makes it a product to order, under the design’s number (item 12)', async () => {
    const { page, failures } = await openDesigner();
    await design(page, neon().id, ['Good vibes']);
    await page.click('#complete');
    await page.waitForSelector('#designer[data-product-id]');
    const productId = await page.getAttribute('#designer', 'data-product-id');
    expect(await page.textContent('#completed .saved')).toMatch(/^Your design is saved: “Good vibes”, €/);
    expect(await page.textContent('#next-step')).toBe(`Next, the shop adds your sign to its catalogue as a product you can order: go back to the shop to order it. Your design number is ${productId}.`);
    expect(failures).toEqual([]);
  });

  it('tells the shopper to contact the shop when no integration makes products of designs (item 12)', async () => {
    const other = listening.stores[1]!;
    const customiser = other.customisers[0]!;
    const { page } = await openDesigner(customiser.id, DESKTOP, other.storefront_key);
    await design(page, customiser.id, ['Hello'], other.storefront_key);
    await page.click('#complete');
    await page.waitForSelector('#designer[data-product-id]');
    const productId = await page.getAttribute('#designer', 'data-product-id');
    expect(await page.textContent('#next-step')).toBe(`Next, contact the shop to order it, giving your design number: ${productId}.`);
  });

  it.each([['1280', DESKTOP], ['390', PHONE]])('has no WCAG 2.1 A or AA violation at %s px, priced and completed, and is photographed there (items 10, 13)', async (width, viewport) => {
    const { page, failures } = await openDesigner(neon().id, viewport);
    await page.selectOption('#choice-colour_id', String(neon().options.referenced.colours));
    await design(page, neon().id, ['Good vibes', 'only']);
    await fontLoaded(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `designer-${width}.png`), fullPage: width === '1280' });
    const [form, button] = await Promise.all(['#design', '#complete'].map((selector) => page.$eval(selector, (node) => node.getBoundingClientRect().toJSON() as DOMRect)));
    expect(button!.left >= form!.left && button!.right <= form!.right).toBe(true);
    await page.click('#complete');
    await page.waitForSelector('#designer[data-product-id]');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(failures).toEqual([]);
  });
});
