import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations } from './accessibility';

/** What a browser context carries of a logged-in session (its cookies), to start another context logged in. */
export type AdminSession = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A browser context of its own for the merchant admin, with no session unless given one: axe-core is
 * injected into pages that allow only their own scripts, hence `bypassCSP`; the copy buttons write to the clipboard.
 */
export function adminBrowserContext(browser: Browser, session?: AdminSession): Promise<BrowserContext> {
  return browser.newContext({ bypassCSP: true, permissions: ['clipboard-read', 'clipboard-write'], ...(session ? { storageState: session } : {}) });
}

/** Logs in on the login form the page shows, and waits for the admin's first section. */
export async function logInToAdmin(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.fill('input[name=email]', person.email);
  await page.fill('input[name=password]', person.password);
  await Promise.all([page.waitForURL(/\/admin\/keys/), page.click('button[type=submit]')]);
}

/** A page of a context of its own, logged in to the admin at `origin`. */
export async function loggedInAdminPage(context: BrowserContext, origin: string, person: { email: string; password: string }): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/admin`);
  await logInToAdmin(page, person);
  return page;
}

/**
 * Logs in once through the form and keeps the session, for files whose tests need a logged-in admin but
 * do not test logging in: each password check costs a deliberately slow hash.
 */
export async function adminSession(browser: Browser, origin: string, person: { email: string; password: string }): Promise<AdminSession> {
  const context = await adminBrowserContext(browser);
  try {
    await loggedInAdminPage(context, origin, person);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Clicks the Copy button of the element `id` and waits for its confirmation. The admin's script is
 * deferred, so the page's load is awaited first: a click that comes before it, as on a busy machine right
 * after the page arrives, copies nothing.
 */
export async function copyWithButton(page: Page, id: string): Promise<void> {
  await page.waitForLoadState('load');
  await page.click(`button[data-copy=${id}]`);
  await page.waitForSelector(`#${id}-status:has-text("Copied")`);
}

/** No WCAG 2.1 A or AA violation on the page as it is now; the URL says which page failed. */
export async function expectAccessible(page: Page): Promise<void> {
  expect({ url: page.url(), violations: await accessibilityViolations(page) }).toEqual({ url: page.url(), violations: [] });
}
