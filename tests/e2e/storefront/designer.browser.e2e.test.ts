import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../support/chromium';
import { accessibilityViolations } from '../../support/accessibility';
import { startWorkers } from '../../../apps/worker/start-workers';
import { verifyWebhook } from '../../../modules/webhooks';
import { aCustomiser, type CustomiserWish } from '../../support/builders';
import { aNewIntegration } from '../../support/operator';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { bearer } from '../orders/order-fixtures';
import { testCopyOf } from '../test-mode/test-mode-fixtures';

/** The designer previews in the referenced font's file; the demo's simple-letter customiser has sheet pricing. */
const SIMPLE_LETTER: CustomiserWish = { pricingModel: 'simple_letter', sheet: true, fontFile: true };
const ADVANCED_LETTER: CustomiserWish = { pricingModel: 'advanced_letter', fontFile: true };

/** A shopper designs a sign in a real browser, sees the right price, completes it; the shop hears of it. */
describe('the designer page in a browser', () => {
  let listening: ListeningService;
  let receiver: WebhookReceiver;
  let browser: Browser;
  let signingSecret: string;
  const callbackPath = '/hooks/create-product';

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    listening = await startListeningService({ stores: [{ customisers: [ADVANCED_LETTER, SIMPLE_LETTER] }] });
    await startWorkers(listening.service.container, listening.service.runtime);
    receiver.answer(callbackPath, (request) => ({ status: 200, body: JSON.stringify({ external_id: `shop-${JSON.parse(request.body).product.product_id}` }) }));
    ({ signing_secret: signingSecret } = await aNewIntegration(listening.service, store().id, { name: 'Shop', create_product_url: receiver.url(callbackPath) }));
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await listening.close();
    await receiver.down();
  });

  /** Every page a test opens, closed after it: each holds a renderer process and its memory until closed. */
  const opened: Page[] = [];
  const newPage = async (options?: Parameters<Browser['newPage']>[0]) => {
    const page = await browser.newPage(options);
    opened.push(page);
    return page;
  };

  const store = () => listening.stores[0]!;
  const advancedLetter = () => store().customisers[0]!;
  const simpleLetter = () => store().customisers[1]!;
  const totalOf = async (page: Page) => (await page.textContent('#total'))!.trim();
  /**
   * Makes the change, then waits for the page to show the total the API gives for the design. The page
   * prices every change as it comes, so the answer to an earlier one (a size chosen just before) may show
   * first: waiting for any new total raced it. On a page that never shows it, the mismatch is what fails.
   */
  const totalAfter = async (page: Page, change: () => Promise<void>, expected: string) => {
    await change();
    await page.waitForFunction((wanted) => document.querySelector('#total')!.textContent!.trim() === wanted, expected).catch(() => undefined);
    return totalOf(page);
  };
  /** What the API says the design on the page costs, to hold the page's figures against. */
  const apiTotal = async (customiserId: number, design: Record<string, unknown>, key = store().storefront_key) => {
    const response = await fetch(`${listening.origin}/storefront/v1/customisers/${customiserId}/price`, {
      method: 'POST',
      headers: { 'X-Storefront-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify(design),
    });
    return ((await response.json()) as { data: { total: number } }).data.total;
  };
  /** The designer of a customiser, open and ready, with the script errors it throws collected. */
  const openDesigner = async (customiserId: number, key = store().storefront_key, options: Parameters<Browser['newPage']>[0] = { viewport: { width: 1200, height: 800 } }) => {
    const page = await newPage(options);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${listening.origin}/storefront/v1/customisers/${customiserId}/designer?key=${key}`);
    await page.waitForSelector('.layout:not([hidden])');
    return { page, failures };
  };
  const euros = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

  it('types, chooses, sees the price change with its breakdown, completes, and the integration receives product:created', async () => {
    const customiser = advancedLetter();
    const { referenced } = customiser.options;
    const { page, failures } = await openDesigner(customiser.id);

    await page.selectOption('#choice-font_id', String(referenced.fonts));
    await page.selectOption('#choice-size_id', String(referenced.sizes));
    const typedPrice = euros(await apiTotal(customiser.id, { lines: ['Good vibes', 'only'], font_id: referenced.fonts, size_id: referenced.sizes }));
    expect(await totalAfter(page, () => page.fill('#lines', 'Good vibes\nonly'), typedPrice)).toBe(typedPrice);
    expect(await page.locator('#breakdown tr').count()).toBeGreaterThan(1);

    const design = { lines: ['Good vibes', 'only'], font_id: referenced.fonts, size_id: referenced.sizes, colour_id: referenced.colours };
    const coloured = await totalAfter(page, () => page.selectOption('#choice-colour_id', String(referenced.colours)).then(() => undefined), euros(await apiTotal(customiser.id, design)));
    expect(coloured).toBe(euros(await apiTotal(customiser.id, design)));
    expect(await page.locator('#breakdown tr[data-code="colour"]').count()).toBe(1);

    // The preview is set in the chosen font, loaded from the font file the merchant attached.
    await page.waitForFunction((fontId) => document.fonts.check(`24px "signwright-font-${fontId}"`), referenced.fonts);
    const families = await page.$$eval('#preview-text .run', (runs) => runs.map((run) => getComputedStyle(run).fontFamily));
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) expect(family).toContain(`signwright-font-${referenced.fonts}`);
    expect(await page.textContent('#preview-text')).toBe('Good vibes\nonly');
    expect(await page.getAttribute('#preview', 'aria-label')).toMatch(/^Preview of your sign: Good vibes \/ only/);

    await page.click('#complete');
    await page.waitForSelector('#designer[data-product-id]');
    const productId = Number(await page.getAttribute('#designer', 'data-product-id'));
    expect(await page.textContent('#completed')).toContain('saved');

    const [request] = await receiver.waitFor(callbackPath, 1);
    expect(verifyWebhook({ headers: request!.headers, body: request!.body, secret: signingSecret })).toBeDefined();
    expect(JSON.parse(request!.body).product).toMatchObject({ product_id: productId, price: await apiTotal(customiser.id, design), customiser_id: customiser.id });
    const product = (await (await fetch(`${listening.origin}/api/v3/products/${productId}`, { headers: bearer(store().keys.all!) })).json()) as { data: { price_amount: number } };
    expect(euros(product.data.price_amount)).toBe(coloured);
    expect(failures).toEqual([]);
  });

  it('works with the test storefront key on the test catalogue: the font loads, the design prices and completes as a test product (test mode)', async () => {
    const copy = await testCopyOf(listening.service, store(), advancedLetter());
    const { referenced } = copy.options;
    const { page, failures } = await openDesigner(copy.id, store().test_storefront_key);
    await page.selectOption('#choice-font_id', String(referenced.fonts));
    await page.selectOption('#choice-size_id', String(referenced.sizes));
    await page.fill('#lines', 'Test mode');
    // Completing asks for a price first unless the design on the page is the one last priced: wait for its price.
    const priced = euros(await apiTotal(copy.id, { lines: ['Test mode'], font_id: referenced.fonts, size_id: referenced.sizes }, store().test_storefront_key));
    await page.waitForFunction((total) => document.querySelector('#total')!.textContent!.trim() === total, priced);
    // The copy's font is the live font's file, read by its upload id.
    await page.waitForFunction((fontId) => document.fonts.check(`24px "signwright-font-${fontId}"`), referenced.fonts);
    const before = receiver.at(callbackPath).length;
    await page.click('#complete');
    await page.waitForSelector('#designer[data-product-id]');
    const productId = Number(await page.getAttribute('#designer', 'data-product-id'));
    const [request] = (await receiver.waitFor(callbackPath, before + 1)).slice(before);
    expect(JSON.parse(request!.body)).toMatchObject({ product: { product_id: productId, customiser_id: copy.id }, livemode: false });
    expect((await fetch(`${listening.origin}/api/v3/products/${productId}`, { headers: bearer(store().keys.test!) })).status).toBe(200);
    expect((await fetch(`${listening.origin}/api/v3/products/${productId}`, { headers: bearer(store().keys.all!) })).status).toBe(404);
    expect(failures).toEqual([]);
  });

  it('shows why a design cannot be priced, next to the text, and lets no one complete it', async () => {
    const customiser = simpleLetter();
    const page = await newPage();
    await page.goto(`${listening.origin}/storefront/v1/customisers/${customiser.id}/designer?key=${store().storefront_key}`);
    await page.waitForFunction(() => document.querySelector('#total')!.textContent!.trim() !== '–');
    await page.fill('#lines', 'x'.repeat(120));
    await page.waitForFunction(() => document.querySelector('#lines-error')!.textContent!.length > 0);
    expect(await page.getAttribute('#lines', 'aria-invalid')).toBe('true');
    expect(await page.isDisabled('#complete')).toBe(true);
  });

  it('is accessible: axe-core finds no WCAG 2.1 A or AA violation, priced or showing an error', async () => {
    // A customiser of its own: the test adds a colour to it.
    const customiser = await aCustomiser(listening.service, store(), ADVANCED_LETTER);
    // The page's CSP admits only its own script; the checker is injected past it, for this test only.
    const page = await newPage({ bypassCSP: true });
    await page.goto(`${listening.origin}/storefront/v1/customisers/${customiser.id}/designer?key=${store().storefront_key}`);
    await page.waitForFunction(() => document.querySelector('#total')!.textContent!.trim() !== '–');
    const violations = () => accessibilityViolations(page);
    expect(await violations()).toEqual([]);
    await page.fill('#lines', 'x'.repeat(120));
    await page.waitForFunction(() => document.querySelector('#lines-error')!.textContent!.length > 0);
    expect(await violations()).toEqual([]);

    // A colour too dark for the night wall is shown on a day wall, and stays legible there.
    const created = await fetch(`${listening.origin}/api/v3/customisers/${customiser.id}/colours`, {
      method: 'POST',
      headers: { ...bearer(store().keys.all!), 'Content-Type': 'application/json', 'Idempotency-Key': `navy-${customiser.id}` },
      body: JSON.stringify({ name: 'Navy', hexcode: '#1A237E' }),
    });
    const navy = ((await created.json()) as { data: { id: number } }).data.id;
    await page.reload();
    await page.waitForSelector(`#choice-colour_id option[value="${navy}"]`, { state: 'attached' });
    await page.fill('#lines', 'Night owl');
    await page.selectOption('#choice-colour_id', String(navy));
    await page.waitForSelector('#preview.daylight');
    expect(await violations()).toEqual([]);
  });

  it('styles each word on a per-word customiser: its own colour in the preview, the price and the product', async () => {
    // A customiser of its own: the test makes it per-word.
    const customiser = await aCustomiser(listening.service, store(), SIMPLE_LETTER);
    const all = bearer(store().keys.all!);
    const patched = await fetch(`${listening.origin}/api/v3/customisers/${customiser.id}`, { method: 'PATCH', headers: { ...all, 'Content-Type': 'application/merge-patch+json' }, body: JSON.stringify({ selection_mode: 'per_word' }) });
    expect(patched.status).toBe(200);
    const { referenced, unreferenced } = customiser.options;
    const { page, failures } = await openDesigner(customiser.id, store().storefront_key, { bypassCSP: true });
    await page.selectOption('#choice-colour_id', String(referenced.colours));
    await page.fill('#lines', 'Open late');
    await page.waitForSelector('#word-styles li:nth-child(2)');
    expect(await page.locator('#word-styles li').count()).toBe(2);
    expect(await page.textContent('#word-1')).toBe('late');

    const design = {
      lines: ['Open late'], font_id: referenced.fonts, size_id: Number(await page.inputValue('#choice-size_id')), colour_id: referenced.colours,
      words: [{ font_id: referenced.fonts, colour_id: referenced.colours }, { font_id: referenced.fonts, colour_id: unreferenced.colours }],
    };
    const expected = euros(await apiTotal(customiser.id, design));
    expect(await totalAfter(page, () => page.selectOption('#word-colour-1', String(unreferenced.colours)).then(() => undefined), expected)).toBe(expected);
    const priced = (await (
      await fetch(`${listening.origin}/storefront/v1/customisers/${customiser.id}/price`, {
        method: 'POST',
        headers: { 'X-Storefront-Key': store().storefront_key, 'Content-Type': 'application/json' },
        body: JSON.stringify(design),
      })
    ).json()) as { data: { lines: { code: string }[] } };
    expect(await page.$$eval('#breakdown tr', (rows) => rows.map((row) => row.getAttribute('data-code')))).toEqual(priced.data.lines.map((line) => line.code));
    const colours = await page.$$eval('#preview-text .run', (runs) => runs.map((run) => getComputedStyle(run).color));
    expect(new Set(colours).size).toBe(2);

    expect(await accessibilityViolations(page)).toEqual([]);

    await page.click('#complete');
    await page.waitForSelector('#designer[data-product-id]');
    const productId = Number(await page.getAttribute('#designer', 'data-product-id'));
    const product = (await (await fetch(`${listening.origin}/api/v3/products/${productId}`, { headers: all })).json()) as { data: { customisations: { key: string; value: string }[] } };
    expect(product.data.customisations).toContainEqual(expect.objectContaining({ key: 'words' }));
    expect(failures).toEqual([]);
  });

  it('answers a page naming no storefront with 404, and is served for the store’s allowed origins to frame only', async () => {
    const missing = await fetch(`${listening.origin}/storefront/v1/customisers/1/designer?key=sfk_nobody`);
    expect(missing.status).toBe(404);
    const page = await fetch(`${listening.origin}/storefront/v1/customisers/${advancedLetter().id}/designer?key=${store().storefront_key}`);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
  });
});
