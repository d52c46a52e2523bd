import type { Request, Response } from 'express';
import { escapeHtml } from '../../shared-kernel/html-escape';
import { MERCHANT_SESSION_COOKIE, type DataMode, type MerchantSession, type MerchantSessions } from '../../shared-kernel/merchant-sessions';
import { cookieOf, sameSecret } from '../http/cookies';
import { isProblem } from '../../shared-kernel/problems/problem';
import { Problems } from '../../shared-kernel/problems/problems';
import { problemNotice, sendAdminPage, type AdminContext } from './admin-page';
import type { AdminSection } from './admin-sections';

const sessionIdOf = (request: Request) => cookieOf(request, MERCHANT_SESSION_COOKIE);

const modeOf = (value: unknown): DataMode => (value === 'test' ? 'test' : 'live');

/**
 * How every admin page and action starts: the session (else the login page), one of the person's stores
 * (another store is 404, as the API answers an id of another store), the data mode, and for a POST its
 * CSRF token. A problem an action throws is shown as the API would answer it: its status, code and fields.
 */
export class AdminRequests {
  constructor(private readonly sessions: MerchantSessions) {}

  /** A GET: `render` draws the section for the store of `?store=` (the first store by default) and `?mode=`. */
  async page(request: Request, response: Response, section: AdminSection, render: (context: AdminContext) => Promise<void>): Promise<void> {
    const session = await this.sessions.find(sessionIdOf(request));
    if (!session) return response.redirect(303, '/admin');
    const wanted = request.query.store === undefined ? session.stores[0]?.id : Number(request.query.store);
    await this.within(response, session, section, wanted, modeOf(request.query.mode), render);
  }

  /** A form post: nothing is done without the session's CSRF token; the store and mode come with the form. */
  async action(request: Request, response: Response, section: AdminSection, work: (context: AdminContext) => Promise<void>): Promise<void> {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const session = await this.sessions.find(sessionIdOf(request));
    if (!session || !sameSecret(session.csrfToken, String(body.csrf_token ?? ''))) return formExpired(response);
    await this.within(response, session, section, Number(body.store_id), modeOf(body.mode), work);
  }

  private async within(response: Response, session: MerchantSession, section: AdminSection, storeId: number | undefined, mode: DataMode, work: (context: AdminContext) => Promise<void>): Promise<void> {
    const store = session.stores.find((candidate) => candidate.id === storeId);
    const fallback = session.stores[0];
    if (!fallback) return noStore(response);
    if (!store) {
      const context: AdminContext = { session, store: fallback, mode: 'live', dataStoreId: fallback.id };
      return sendAdminPage(response, context, { section, title: 'No such store', body: problemNotice(Problems.resourceNotFound('store')), status: 404 });
    }
    const context: AdminContext = { session, store, mode, dataStoreId: await this.sessions.dataStoreOf(store.id, mode) };
    try {
      await work(context);
    } catch (error) {
      if (!isProblem(error)) throw error;
      response.set(error.headers);
      sendAdminPage(response, context, { section, title: error.title, body: problemNotice(error), status: error.status });
    }
  }
}

function formExpired(response: Response): void {
  response
    .status(403)
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'self'", 'Cache-Control': 'no-store' })
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The form expired</title><link rel="stylesheet" href="/admin/assets/admin.css"></head>
<body><main><h1>The form expired</h1><p>Nothing was done. <a href="/admin">${escapeHtml('Log in again')}</a>.</p></main></body></html>`);
}

function noStore(response: Response): void {
  response
    .status(403)
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'self'", 'Cache-Control': 'no-store' })
    .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>No store</title><link rel="stylesheet" href="/admin/assets/admin.css"></head><body><main><h1>No store</h1><p>You do not belong to any store.</p></main></body></html>');
}
