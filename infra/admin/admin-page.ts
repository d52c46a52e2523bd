import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { escapeHtml } from '../../shared-kernel/html-escape';
import type { DataMode, MerchantSession, MerchantStore } from '../../shared-kernel/merchant-sessions';
import type { Problem } from '../../shared-kernel/problems/problem';
import type { InProcessAnswer, InProcessCall } from '../operations/operation-calls';
import { ADMIN_SECTIONS, SECTIONS_WITH_MODES, sectionPath, type AdminSection } from './admin-sections';

/** What every admin page's frame knows: who is logged in, which of their stores it is for, and which data. */
export interface AdminPageFrame {
  session: MerchantSession;
  store: MerchantStore;
  mode: DataMode;
}

/** What a section's page and action know: the frame, the store whose rows it shows, and how to act on them. */
export interface AdminContext extends AdminPageFrame {
  /** The store whose rows the page shows: the store itself, or its test data. */
  dataStoreId: number;
  /**
   * Runs a declared operation (the Store API's own, or one of the admin's) as the person logged in, on
   * the page's data, through the operation pipeline: its scopes, budget, transaction, and for a form
   * the form's idempotency key, so the admin does and refuses exactly what the operation does.
   */
  run(operationId: string, input?: AdminOperationInput): Promise<InProcessAnswer>;
}

export type AdminOperationInput = Pick<InProcessCall, 'params' | 'query' | 'body'>;

export interface AdminPageContent {
  section: AdminSection;
  title: string;
  body: string;
  /** A message about what was just done (or failed), shown above the body. */
  notice?: string;
  status?: number;
}

/** An admin URL for the context's store and mode, with more query parameters. */
export function adminHref(context: Pick<AdminContext, 'store' | 'mode'>, path: string, query: Record<string, string | number | undefined> = {}): string {
  const parameters = new URLSearchParams({ store: String(context.store.id), ...(context.mode === 'test' ? { mode: 'test' } : {}) });
  for (const [name, value] of Object.entries(query)) if (value !== undefined) parameters.set(name, String(value));
  return `${path}?${parameters.toString()}`;
}

/**
 * The hidden inputs every admin form posts: the session's CSRF token, the store and the mode, and a key
 * of its own: the same form sent again (a reload, a second click) answers what the first did.
 */
export function carriedInputs(context: AdminPageFrame): string {
  const values: Record<string, string> = { csrf_token: context.session.csrfToken, store_id: String(context.store.id), mode: context.mode, idempotency_key: randomUUID() };
  return Object.entries(values).map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`).join('');
}

/** A form that is one button posting to `action`, with what every admin form carries. */
export function actionButton(context: AdminPageFrame, action: string, label: string, extra = ''): string {
  return `<form method="post" action="${escapeHtml(action)}" class="inline">${carriedInputs(context)}${extra}<button type="submit">${escapeHtml(label)}</button></form>`;
}

function navigation(context: AdminPageFrame, current: AdminSection): string {
  const links = ADMIN_SECTIONS.map(
    (section) =>
      `<li><a href="${escapeHtml(adminHref({ store: context.store, mode: 'live' }, section.path))}"${section.key === current ? ' aria-current="page"' : ''}>${escapeHtml(section.label)}</a></li>`,
  );
  return `<nav aria-label="Admin sections"><ul>${links.join('')}</ul></nav>`;
}

function storeSwitcher(context: AdminPageFrame, current: AdminSection): string {
  if (context.session.stores.length < 2) return `<p class="store">Store: <strong>${escapeHtml(context.store.name)}</strong></p>`;
  const options = context.session.stores.map((store) => `<option value="${store.id}"${store.id === context.store.id ? ' selected' : ''}>${escapeHtml(store.name)}</option>`);
  return `<form method="get" action="${sectionPath(current)}" class="store"><label for="store-switcher">Store</label>
<select id="store-switcher" name="store">${options.join('')}</select><button type="submit">Switch</button></form>`;
}

function modeSwitch(context: AdminPageFrame, current: AdminSection): string {
  if (!SECTIONS_WITH_MODES.includes(current)) return '';
  const link = (mode: DataMode, label: string) =>
    mode === context.mode ? `<strong aria-current="true">${label}</strong>` : `<a href="${escapeHtml(adminHref({ store: context.store, mode }, sectionPath(current)))}">${label}</a>`;
  return `<p class="modes">Showing ${context.mode === 'test' ? '<span class="badge badge-test">Test data</span>' : '<span class="badge badge-live">Live data</span>'} · ${link('live', 'Live data')} | ${link('test', 'Test data')}</p>`;
}

const SECURITY_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // Only the admin's own stylesheet and script (the copy buttons); forms post to the admin only.
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; script-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

/** The page: the sections, the store switcher, log out, then the section's own content. */
export function sendAdminPage(response: Response, context: AdminPageFrame, content: AdminPageContent): void {
  const logout = `<form method="post" action="/admin/logout" class="inline"><input type="hidden" name="csrf_token" value="${escapeHtml(context.session.csrfToken)}"><button type="submit">Log out</button></form>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${content.title} · ${context.store.name} · Signwright admin`)}</title><link rel="stylesheet" href="/admin/assets/admin.css"><script src="/admin/assets/admin.js" defer></script></head>
<body><header><p class="brand">Signwright admin</p>${storeSwitcher(context, content.section)}${logout}</header>
${navigation(context, content.section)}
<main><h1>${escapeHtml(content.title)}</h1>${modeSwitch(context, content.section)}${content.notice ?? ''}${content.body}</main></body></html>`;
  response.status(content.status ?? 200).set(SECURITY_HEADERS).send(html);
}

/** A problem as an admin page shows it: what the API would answer, its code linked to its page, and each field at fault. */
export function problemNotice(problem: Problem): string {
  const errors = (problem.errors ?? []).map(
    (error) => `<li><code>${escapeHtml(error.pointer ?? error.parameter ?? '')}</code>: ${escapeHtml(error.detail)} (<a href="/help/problems/fields/${encodeURIComponent(error.code)}">${escapeHtml(error.code)}</a>)</li>`,
  );
  return `<div class="problem" role="alert"><p><strong>${escapeHtml(problem.title)}</strong> (HTTP ${problem.status}, <a href="/help/problems/${encodeURIComponent(problem.code)}"><code>${escapeHtml(problem.code)}</code></a>)</p>
<p>${escapeHtml(problem.detail)}</p>${errors.length ? `<ul>${errors.join('')}</ul>` : ''}</div>`;
}

/** A notice that something was done. */
export function doneNotice(html: string): string {
  return `<div class="done" role="status">${html}</div>`;
}

/**
 * A secret shown this once (a key's, a webhook subscription's signing secret), after what `message` says,
 * with a button that copies it: no page shows it again.
 */
export function secretNotice(message: string, secret: string): string {
  return doneNotice(`${message}<div class="secret"><code id="new-secret">${escapeHtml(secret)}</code><button type="button" data-copy="new-secret">Copy</button><span id="new-secret-status" class="muted" aria-live="polite"></span></div>`);
}

/** Dates as the admin shows them: the day, in UTC. */
export const day = (date: Date | string | null | undefined): string => (date ? new Date(date).toISOString().slice(0, 10) : '—');
/** A moment, to the second, in UTC. */
export const moment = (date: Date | string | null | undefined): string => (date ? `${new Date(date).toISOString().slice(0, 19).replace('T', ' ')} UTC` : '—');
