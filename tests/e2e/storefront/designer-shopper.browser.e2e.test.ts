import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../support/chromium';
import { accessibilityViolations } from '../../support/accessibility';
import { aCustomiser, type CustomiserWish } from '../../support/builders';
import { aNewIntegration, operatorOf } from '../../support/operator';
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

/*
 * The shopper's side of the storefront in one service and one browser, shared by the designer's tests and
 * the shop page's (two files once; each start of either cost more than their tests' own work).
 */
let listening: ListeningService;
let browser: Browser;
/** Every page a test opens, closed after it: each holds a renderer process and its memory until closed. */
const opened: Page[] = [];

beforeAll(async () => {
  // The first store's designs go to an integration that makes products of them (no worker runs: nothing is
  // sent), the second has none; the third is the shop page's, with the demo's first customiser.
  listening = await startListeningService({ stores: [{ customisers: [ADVANCED_LETTER] }, { customisers: [ADVANCED_LETTER] }, { customisers: 1 }] });
  browser = await launchChromium();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});
afterAll(async () => {
  await browser?.close();
  await listening?.close();
});

/** A page of a browser context of its own, closed after the test. */
async function newPage(options?: Parameters<Browser['newPage']>[0]): Promise<Page> {
  const page = await browser.newPage(options);
  opened.push(page);
  return page;
}

/** What a shopper meets on the designer page, as a shopper would try it (issue 21): words, sizes, fit, what happens next. */
describe('the designer a shopper trusts', () => {
  beforeAll(async () => {
    await aNewIntegration(listening.service, store().id, { name: 'Shop', create_product_url: `${listening.origin}/hooks/create-product` });
    await label(store().customisers[0]!.id, 'title', 'Your words in neon');
    await label(store().customisers[0]!.id, 'description', 'Type your words, pick a font and a colour: we bend the glass by hand and ship it ready to hang.');
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
    const page = await newPage({ viewport, bypassCSP: true });
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
    const page = await newPage({ viewport: PHONE, bypassCSP: true });
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

/**
 * The merchant's shop is on its own origin, not the service's: a page there asks for a quote with a
 * file, in a real browser, through CORS at every step (declare, send the bytes, submit).
 */
describe('a shop page on the merchant’s own origin', () => {
  let shop: Server;
  let shopOrigin: string;
  const shopStore = () => listening.stores[2]!;

  beforeAll(async () => {
    shop = await new Promise<Server>((resolve) => {
      const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Shop</title><h1>Signs</h1>'));
      server.listen(0, 'localhost', () => resolve(server));
    });
    shopOrigin = `http://localhost:${(shop.address() as AddressInfo).port}`;
    await operatorOf(listening.service).resource('updateStorefrontOrigins', { params: { store_id: shopStore().id }, body: { allowed_origins: [shopOrigin] } });
  });
  afterAll(async () => {
    await new Promise((resolve) => shop.close(resolve));
  });

  it('declares a file, sends its bytes to the signed target and submits the form with it; the merchant downloads it', async () => {
    const store = shopStore();
    const customiser = store.customisers[0]!;
    const page = await newPage();
    await page.goto(shopOrigin);
    const sent = await page.evaluate(
      async ({ api, key, customiserId, formId }) => {
        const headers = { 'X-Storefront-Key': key, 'Content-Type': 'application/json' };
        const configuration = await (await fetch(`${api}/storefront/v1/customisers/${customiserId}`, { headers })).json();
        const form = configuration.data.forms.find((candidate: { id: number }) => candidate.id === formId);
        const email = form.fields.find((field: { input_type: string }) => field.input_type === 'email');
        const bytes = new TextEncoder().encode('%PDF-1.4\n% the shop front, measured\n');
        const declared = await fetch(`${api}/storefront/v1/uploads`, {
          method: 'POST',
          headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ purpose: 'form_attachment', filename: 'front.pdf', content_type: 'application/pdf', byte_size: bytes.length }),
        });
        const upload = (await declared.json()).data;
        const target = await fetch(upload.upload_target.url, { method: upload.upload_target.method, headers: { 'Content-Type': upload.upload_target.headers['Content-Type'] }, body: bytes });
        const receipt = await (target.ok ? (await target.json()).data : { status: target.status });
        const submitted = await fetch(`${api}/storefront/v1/forms/${formId}/submissions`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ answers: [{ field_id: email.field_id, value: 'owner@shop.example' }], upload_ids: [upload.id] }),
        });
        return { uploadId: upload.id as string, landed: receipt.status as string, submission: submitted.status, quoteId: (await submitted.json()).data?.id as number };
      },
      { api: listening.origin, key: store.storefront_key, customiserId: customiser.id, formId: customiser.forms.fallback },
    );
    expect(sent).toMatchObject({ landed: 'uploaded', submission: 201 });

    const quote = (await (await fetch(`${listening.origin}/api/v3/quotes/${sent.quoteId}`, { headers: bearer(store.keys['quotes:read']!) })).json()).data;
    expect(quote.files).toEqual([expect.objectContaining({ upload_id: sent.uploadId, filename: 'front.pdf' })]);
    const file = await fetch(quote.files[0].url, { headers: bearer(store.keys['quotes:read']!) });
    expect(await file.text()).toBe('%PDF-1.4\n% the shop front, measured\n');
  });

  it('frames the designer, and hears of the saved design from it to take the shopper on (issue 21, item 12)', async () => {
    const store = shopStore();
    const customiser = store.customisers[0]!;
    const page = await newPage();
    await page.goto(shopOrigin);
    await page.evaluate((src) => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      window.addEventListener('message', (event) => heard.push({ origin: event.origin, data: event.data }));
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'Design your sign';
      frame.style.cssText = 'width: 1000px; height: 900px';
      document.body.append(frame);
    }, `${listening.origin}/storefront/v1/customisers/${customiser.id}/designer?key=${store.storefront_key}`);
    const designer = page.frameLocator('iframe');
    await designer.locator('.layout:not([hidden])').waitFor();
    await designer.locator('#lines').fill('Open late');
    await designer.locator('#complete:not([disabled])').waitFor();
    await designer.locator('#complete').click();
    await page.waitForFunction(() => (window as unknown as { heard: unknown[] }).heard.length > 0);
    const productId = Number(await designer.locator('#designer').getAttribute('data-product-id'));
    const [heard] = await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
    expect(heard).toEqual({
      origin: listening.origin,
      data: { type: 'signwright:design_saved', product_id: productId, customiser_id: customiser.id, title: expect.stringContaining('Open late'), price_amount: expect.any(Number), currency: 'EUR' },
    });
  });
});
