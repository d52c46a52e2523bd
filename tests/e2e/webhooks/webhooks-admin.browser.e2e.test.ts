import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { startWorkers } from '../../../apps/worker/start-workers';
import { verifyWebhook } from '../../../modules/webhooks';
import { adminBrowserContext, copyWithButton, adminSession, expectAccessible, type AdminSession } from '../../support/merchant-admin-browser';
import { launchChromium } from '../../support/chromium';
import { eventually } from '../../support/eventually';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { WebhookReceiver } from '../../support/webhook-receiver';
import type { BuiltStore } from '../../support/builders';
import { bearer, idempotencyKey } from '../orders/order-fixtures';

type ApiSubscription = { id: number; url: string; enabled: boolean; disabled_reason: string | null; previous_secret_expires_at: string | null };

/**
 * The merchant admin's Webhooks section in a real browser, against a real receiver and the workers that
 * deliver to it (issue 21, items 3 and 5): what a merchant clicks does what the Store API does.
 */
describe('the webhooks section of the merchant admin', () => {
  let listening: ListeningService;
  let receiver: WebhookReceiver;
  let store: BuiltStore;
  let otherStore: BuiltStore;
  let browser: Browser;
  let context: BrowserContext;
  let session: AdminSession;
  let origin: string;
  let paths = 0;
  const newPath = () => `/admin-hooks/${(paths += 1)}`;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    // A page of the delivery log and one more needs more test events than the default budgets of manual sends allow in a minute.
    listening = await startListeningService({ stores: [{ owner: true }, {}], env: { WEBHOOK_MANUAL_SENDS_PER_MINUTE: '100', WEBHOOK_MANUAL_SENDS_PER_SUBSCRIPTION_PER_MINUTE: '100' } });
    ({ origin } = listening);
    [store, otherStore] = listening.stores as [BuiltStore, BuiltStore];
    await startWorkers(listening.service.container, listening.service.runtime);
    browser = await launchChromium();
    session = await adminSession(browser, origin, store.people[0]!);
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser.close();
    await listening.close();
    await receiver.down();
  });

  /** A page of a browser of its own in the person's session (logging in is the admin-and-consent file's test), opened at `path`. */
  async function loggedIn(path = '/admin/keys'): Promise<Page> {
    context = await adminBrowserContext(browser, session);
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    return page;
  }

  /** Where the workers record a subscription's deliveries: waited on there, so that the page is loaded once they are done. */
  const deliveryLog = async (subscriptionId: number) =>
    (
      await sql<{ delivered: number; failed: number; attempts: number }>`
        select count(*) filter (where status = 'delivered')::int as delivered, count(*) filter (where status = 'failed')::int as failed,
          (select count(*)::int from webhooks.delivery_attempts a join webhooks.deliveries d on d.id = a.delivery_id where d.subscription_id = ${subscriptionId}) as attempts
        from webhooks.deliveries where subscription_id = ${subscriptionId}`.execute(listening.service.runtime.database.root)
    ).rows[0]!;
  const subscriptionIdIn = (logUrl: string) => Number(/\/admin\/webhooks\/(\d+)/.exec(logUrl)![1]);

  /** Submits the form whose button `click` presses; answers the response to its POST once the page it leads to (through a redirect, maybe) has loaded. */
  async function posting(page: Page, click: () => Promise<void>): Promise<Response> {
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().startsWith(`${origin}/admin/webhooks`)),
      page.waitForNavigation(),
      click(),
    ]);
    return answer;
  }

  /** Subscribes a URL through the create form; answers the POST's response and the secret the page shows once (none when refused). */
  async function subscribeInAdmin(page: Page, url: string, topics = ['order:created']): Promise<{ answer: Response; secret: string }> {
    await page.fill('#url', url);
    for (const topic of topics) await page.check(`input[name=topics][value="${topic}"]`);
    const answer = await posting(page, () => page.click('form[method=post][action="/admin/webhooks"] button[type=submit]'));
    return { answer, secret: answer.status() === 201 ? (await page.textContent('#new-secret'))!.trim() : '' };
  }

  const subscriptionsOf = async (key: string): Promise<ApiSubscription[]> =>
    (await listening.service.http.get('/api/v3/webhook-subscriptions?limit=100').set(bearer(key)).expect(200)).body.data;
  const subscriptionAt = async (url: string, key = store.keys.all!) => (await subscriptionsOf(key)).find((subscription) => subscription.url === url);
  const subscribeThroughApi = async (key: string, url: string): Promise<ApiSubscription> =>
    (await listening.service.http.post('/api/v3/webhook-subscriptions').set(bearer(key)).set('Idempotency-Key', idempotencyKey('subscribe')).send({ url, topics: ['order:created'] }).expect(201)).body.data;
  const rowOf = (page: Page, url: string) => page.locator('tbody tr', { has: page.locator(`a:text-is("${url}")`) });

  it('subscribes a URL and shows its secret once, copied by its button; disables, enables and rotates it', async () => {
    const page = await loggedIn();
    await page.click('nav a:has-text("Webhooks")');
    await page.waitForSelector('h1:has-text("Webhooks")');
    expect(await page.locator('nav a[aria-current=page]').textContent()).toBe('Webhooks');
    // Each topic is a labelled checkbox saying what it sends.
    expect(await page.locator('label', { has: page.locator('input[name=topics][value="order:created"]') }).textContent()).toContain('A completed order was recorded for the store');
    await expectAccessible(page);

    const url = receiver.url(newPath());
    await page.fill('#description', 'The warehouse’s receiver');
    const { answer, secret } = await subscribeInAdmin(page, url);
    expect(answer.status()).toBe(201);
    expect(secret).toMatch(/^whsec_/);
    await copyWithButton(page, 'new-secret');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectAccessible(page);
    expect(await subscriptionAt(url)).toMatchObject({ enabled: true, topics: ['order:created'], description: 'The warehouse’s receiver' });

    await page.goto(`${origin}/admin/webhooks`);
    expect(await page.textContent('body')).not.toContain(secret);
    expect(await rowOf(page, url).locator('.badge').allTextContents()).toEqual(['Enabled']);

    await posting(page, () => rowOf(page, url).locator('button', { hasText: 'Disable' }).click());
    expect(await rowOf(page, url).locator('.badge').allTextContents()).toEqual(['Disabled']);
    expect(await rowOf(page, url).textContent()).toContain('Turned off by the store.');
    expect(await subscriptionAt(url)).toMatchObject({ enabled: false, disabled_reason: 'disabled_by_merchant' });
    await expectAccessible(page);
    await posting(page, () => rowOf(page, url).locator('button', { hasText: 'Enable' }).click());
    expect(await rowOf(page, url).locator('.badge').allTextContents()).toEqual(['Enabled']);
    expect(await subscriptionAt(url)).toMatchObject({ enabled: true, disabled_reason: null });

    const rotation = await posting(page, () => rowOf(page, url).locator('button', { hasText: 'Rotate secret' }).click());
    expect(rotation.status()).toBe(200);
    const rotated = (await page.textContent('#new-secret'))!.trim();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    const until = (await subscriptionAt(url))!.previous_secret_expires_at!;
    expect(await page.locator('[role=status] time').first().getAttribute('datetime')).toBe(until);
    expect(await page.textContent('[role=status]')).toContain('the previous secret still verifies');
    expect(await rowOf(page, url).textContent()).toContain('The previous secret also verifies deliveries until');
    await expectAccessible(page);
  });

  it('sends a test event, shows the attempt’s answer and duration in the delivery log, and redelivers it', async () => {
    const page = await loggedIn('/admin/webhooks');
    const path = newPath();
    receiver.answer(path, { status: 200, body: '{"ok":true,"seen":"by the browser test"}' });
    const { secret } = await subscribeInAdmin(page, receiver.url(path));
    await Promise.all([page.waitForURL(/\/admin\/webhooks\/\d+/), rowOf(page, receiver.url(path)).locator('a').click()]);
    expect(await page.textContent('main')).toContain('Nothing delivered yet');
    await expectAccessible(page);
    const logUrl = page.url();

    await page.selectOption('#test-topic', 'order:created');
    const sent = await posting(page, () => page.click('button:has-text("Send test event")'));
    expect(sent.status()).toBe(202);
    expect(await page.textContent('[role=status]')).toContain('Test event sent');
    const [request] = await receiver.waitFor(path, 1);
    const eventId = verifyWebhook({ headers: request!.headers, body: request!.body, secret }).id;

    const delivery = page.locator('article.delivery').first();
    const subscriptionId = subscriptionIdIn(logUrl);
    await eventually(async () => ((await deliveryLog(subscriptionId)).delivered === 1 ? true : undefined), 'the test event delivered');
    await page.goto(logUrl);
    expect(await delivery.locator('.badge-delivered').count()).toBe(1);
    expect(await delivery.locator('.badge').allTextContents()).toEqual(['Delivered', 'Test event']);
    expect(await delivery.textContent()).toContain(eventId);
    const attempt = delivery.locator('[data-attempt="1"]');
    expect(await attempt.locator('.answer').textContent()).toBe('HTTP 200');
    expect(await attempt.locator('.duration').textContent()).toMatch(/^\d+ ms$/);
    await attempt.locator('summary').click();
    expect(await attempt.locator('pre').allTextContents()).toEqual([request!.body, '{"ok":true,"seen":"by the browser test"}']);
    await expectAccessible(page);

    const again = await posting(page, () => delivery.locator('button', { hasText: 'Redeliver' }).click());
    expect(again.status()).toBe(202);
    expect(await page.textContent('[role=status]')).toContain('is due again now');
    const [, repeated] = await receiver.waitFor(path, 2);
    expect(repeated!.headers['x-webhook-id']).toBe(eventId);
    await eventually(async () => {
      const log = await deliveryLog(subscriptionId);
      return log.attempts === 2 && log.delivered === 1 ? true : undefined;
    }, 'the redelivery’s attempt, delivered');
    await page.goto(logUrl);
    expect(await delivery.locator('[data-attempt]').count()).toBe(2);
    expect(await delivery.locator('.badge-delivered').count()).toBe(1);
    await expectAccessible(page);
  });

  it('shows a failing receiver’s answer, and pages through the delivery log', async () => {
    const page = await loggedIn('/admin/webhooks');
    const path = newPath();
    receiver.answer(path, { status: 500, body: '{"error":"database is down"}' });
    await subscribeInAdmin(page, receiver.url(path));
    await Promise.all([page.waitForURL(/\/admin\/webhooks\/\d+/), rowOf(page, receiver.url(path)).locator('a').click()]);
    const logUrl = page.url();
    const subscriptionId = subscriptionIdIn(logUrl);
    // One more test event than a page of the log holds: sent through the API, as the page's button is the previous test's.
    for (let sent = 0; sent < 21; sent += 1) {
      await listening.service.http.post(`/api/v3/webhook-subscriptions/${subscriptionId}/test`).set(bearer(store.keys.all!)).send({ topic: 'order:created' }).expect(202);
    }
    await receiver.waitFor(path, 21);

    await eventually(async () => {
      const log = await deliveryLog(subscriptionId);
      return log.failed === 21 && log.attempts === 21 ? true : undefined;
    }, 'every test event attempted, and failed');
    await page.goto(logUrl);
    expect(await page.locator('article.delivery:not(:has([data-attempt]))').count()).toBe(0);
    expect(await page.locator('article.delivery').count()).toBe(20);
    const attempt = page.locator('article.delivery [data-attempt="1"]').first();
    expect(await attempt.locator('.answer').textContent()).toBe('HTTP 500');
    expect(await attempt.textContent()).toContain('{"error":"database is down"}');
    // A test event is attempted once: a failure is final.
    expect(await page.locator('article.delivery .badge-failed').count()).toBe(20);
    await Promise.all([page.waitForURL(/cursor=/), page.click('a[rel=next]:has-text("Older deliveries")')]);
    expect(await page.locator('article.delivery').count()).toBe(1);
    await expectAccessible(page);
    await page.click('a:has-text("All subscriptions")');
    expect(await rowOf(page, receiver.url(path)).locator('.badge').allTextContents()).toEqual(['Failing']);
    await expectAccessible(page);
  });

  it('answers a refused form with the API’s status, code and fields, and does nothing without the session’s CSRF token', async () => {
    const page = await loggedIn('/admin/webhooks');
    const refusedUrl = 'http://10.20.30.40/hooks';
    const { answer } = await subscribeInAdmin(page, refusedUrl);
    const api = await listening.service.http.post('/api/v3/webhook-subscriptions').set(bearer(store.keys.all!)).set('Idempotency-Key', idempotencyKey('refused')).send({ url: refusedUrl, topics: ['order:created'] });
    expect(answer.status()).toBe(api.status);
    expect(api.body).toMatchObject({ code: 'validation_failed', errors: [{ pointer: '/url', code: 'invalid' }] });
    const alert = await page.textContent('[role=alert]');
    expect(alert).toContain(`HTTP ${api.status}`);
    expect(alert).toContain('validation_failed');
    expect(alert).toContain(`/url: ${api.body.errors[0].detail}`);
    await expectAccessible(page);

    await page.goto(`${origin}/admin/webhooks`);
    const noTopics = await posting(page, async () => {
      await page.fill('#url', receiver.url(newPath()));
      await page.click('form[method=post][action="/admin/webhooks"] button[type=submit]');
    });
    expect(noTopics.status()).toBe(422);
    expect(await page.textContent('[role=alert]')).toMatch(/validation_failed[\s\S]*\/topics/);

    const disabled = await subscribeThroughApi(store.keys.all!, receiver.url(newPath()));
    await listening.service.http.patch(`/api/v3/webhook-subscriptions/${disabled.id}`).set(bearer(store.keys.all!)).send({ enabled: false }).expect(200);
    await page.goto(`${origin}/admin/webhooks/${disabled.id}`);
    expect(await page.textContent('main')).toContain('enable it first');
    const refusedTest = await posting(page, () => page.click('button:has-text("Send test event")'));
    expect(refusedTest.status()).toBe(409);
    expect(await page.textContent('[role=alert]')).toContain('webhook_subscription_disabled');

    const csrfToken = await page.inputValue('input[name=csrf_token]');
    const post = (path: string, fields: Record<string, string>) =>
      page.evaluate(async ({ path, fields }) => (await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })).status, { path, fields });
    const forgedUrl = receiver.url(newPath());
    expect(await post('/admin/webhooks', { csrf_token: 'forged', store_id: String(store.id), mode: 'live', url: forgedUrl, topics: 'order:created' })).toBe(403);
    expect(await subscriptionAt(forgedUrl)).toBeUndefined();
    expect(await post(`/admin/webhooks/${disabled.id}/enabled`, { csrf_token: 'forged', store_id: String(store.id), mode: 'live', enabled: 'true' })).toBe(403);
    expect(await subscriptionAt(disabled.url)).toMatchObject({ enabled: false });

    // Another store's subscription is unknown here, as it is to this store's keys.
    const theirs = await subscribeThroughApi(otherStore.keys.all!, receiver.url(newPath()));
    expect(await post(`/admin/webhooks/${theirs.id}/rotate-secret`, { csrf_token: csrfToken, store_id: String(store.id), mode: 'live', idempotency_key: randomUUID() })).toBe(404);
    expect(await subscriptionAt(theirs.url, otherStore.keys.all!)).toMatchObject({ previous_secret_expires_at: null });
    const unknown = await page.goto(`${origin}/admin/webhooks/${theirs.id}`);
    expect(unknown!.status()).toBe(404);
    expect(await page.textContent('[role=alert]')).toContain('resource_not_found');
    await expectAccessible(page);
  });

  it('shows the test data’s subscriptions in test mode, and only them', async () => {
    const live = await subscribeThroughApi(store.keys.all!, receiver.url(newPath()));
    const test = await subscribeThroughApi(store.keys.test!, receiver.url(newPath()));
    const page = await loggedIn('/admin/webhooks');
    expect(await page.locator(`a:text-is("${live.url}")`).count()).toBe(1);
    expect(await page.locator(`a:text-is("${test.url}")`).count()).toBe(0);

    await Promise.all([page.waitForURL(/mode=test/), page.click('.modes a:has-text("Test data")')]);
    expect(await page.textContent('.modes')).toContain('Showing Test data');
    expect(await page.locator(`a:text-is("${test.url}")`).count()).toBe(1);
    expect(await page.locator(`a:text-is("${live.url}")`).count()).toBe(0);
    await expectAccessible(page);

    const madeInTestMode = receiver.url(newPath());
    const { answer } = await subscribeInAdmin(page, madeInTestMode);
    expect(answer.status()).toBe(201);
    expect(await page.locator(`a:text-is("${madeInTestMode}")`).count()).toBe(1);
    expect(await subscriptionAt(madeInTestMode, store.keys.test!)).toBeDefined();
    expect(await subscriptionAt(madeInTestMode, store.keys.all!)).toBeUndefined();

    await Promise.all([page.waitForURL(/\/admin\/webhooks\/\d+\?.*mode=test/), page.locator(`a:text-is("${test.url}")`).click()]);
    expect(await page.textContent('main')).toContain(test.url);
    expect((await page.goto(`${origin}/admin/webhooks/${test.id}?store=${store.id}`))!.status()).toBe(404);
  });
});
