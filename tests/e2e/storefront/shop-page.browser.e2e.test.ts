import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../support/chromium';
import { IdentityTokens, type StorefrontKeysService } from '../../../modules/identity';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { bearer } from '../orders/order-fixtures';

/**
 * The merchant's shop is on its own origin, not the service's: a page there asks for a quote with a
 * file, in a real browser, through CORS at every step (declare, send the bytes, submit).
 */
describe('a shop page on the merchant’s own origin', () => {
  let listening: ListeningService;
  let shop: Server;
  let shopOrigin: string;
  let browser: Browser;

  beforeAll(async () => {
    listening = await startListeningService({ stores: [{ customisers: 1 }] });
    shop = await new Promise<Server>((resolve) => {
      const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Shop</title><h1>Signs</h1>'));
      server.listen(0, 'localhost', () => resolve(server));
    });
    shopOrigin = `http://localhost:${(shop.address() as AddressInfo).port}`;
    await listening.service.runtime.database.run(() =>
      listening.service.container.get<StorefrontKeysService>(IdentityTokens.StorefrontKeys).settings(listening.stores[0]!.id, [shopOrigin]),
    );
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => shop.close(resolve));
    await listening.close();
  });

  it('declares a file, sends its bytes to the signed target and submits the form with it; the merchant downloads it', async () => {
    const store = listening.stores[0]!;
    const customiser = store.customisers[0]!;
    const page = await browser.newPage();
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
    const store = listening.stores[0]!;
    const customiser = store.customisers[0]!;
    const page = await browser.newPage();
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
