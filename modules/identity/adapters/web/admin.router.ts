import express, { Router, type Request, type Response } from 'express';
import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RateLimiters } from '../../../../infra/rate-limit/rate-limiters';
import type { RawOperation } from '../../../../infra/http/raw-operation';
import { isProblem } from '../../../../shared-kernel/problems/problem';
import { IdentityTokens } from '../../identity.tokens';
import { SCOPES } from '../../domain/scopes';
import type { ConnectorOrigins } from '../../application/connector-origins';
import type { WebSession } from '../../application/connector-ports';
import type { MerchantAdminService } from '../../application/merchant-admin.service';
import type { WebSessionsService } from '../../application/web-sessions.service';
import { escapeHtml, hiddenInputs, sendFormExpired, sendLoginPage, sendPage, withProblemPages } from './html';
import { logInThrottled } from './login-throttle';
import { clearSessionCookie, loginCsrfHolds, loginCsrfToken, sameSecret, sessionIdOf, setSessionCookie } from './session-cookie';

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '—');

/**
 * The merchant's admin pages: API keys (create with chosen scopes and an optional expiry, the secret
 * shown once; list; revoke) and connector connections (list; revoke). Every form carries the session's
 * CSRF token; every page is for a store of the person's own companies.
 */
@injectable()
export class AdminRoutes implements RawRouteSource {
  constructor(
    @inject(IdentityTokens.WebSessions) private readonly sessions: WebSessionsService,
    @inject(IdentityTokens.MerchantAdmin) private readonly admin: MerchantAdminService,
    @inject(IdentityTokens.ConnectorOrigins) private readonly origins: ConnectorOrigins,
    @inject(InfraTokens.RateLimiters) private readonly rateLimiters: RateLimiters,
  ) {}

  router(): Router {
    const router = Router();
    const form = express.urlencoded({ extended: true, limit: '16kb' });
    router.get('/admin', async (request, response) => {
      const session = await this.sessions.find(sessionIdOf(request));
      if (!session) return sendLoginPage(response, '/admin/login', {}, loginCsrfToken(request, response, this.origins.production));
      await this.adminPage(response, session, Number(request.query.store) || undefined);
    });
    router.post('/admin/login', form, (request, response) =>
      withProblemPages(response, async () => {
        if (!loginCsrfHolds(request)) return sendFormExpired(response, '<a href="/admin">Log in again</a>.');
        const sessionId = await logInThrottled(this.rateLimiters, this.sessions, request, String(request.body.email ?? ''), String(request.body.password ?? ''));
        if (!sessionId) return sendLoginPage(response, '/admin/login', {}, loginCsrfToken(request, response, this.origins.production), 'The email or the password is wrong.');
        setSessionCookie(response, sessionId, this.origins.production);
        response.redirect(303, '/admin');
      }),
    );
    router.post('/admin/logout', form, async (request, response) => {
      const sessionId = sessionIdOf(request);
      const session = await this.sessions.find(sessionId);
      if (!session || !sameSecret(session.csrfToken, String(request.body?.csrf_token ?? ''))) return sendFormExpired(response, '<a href="/admin">Back to the admin page</a>.');
      await this.sessions.logOut(sessionId!);
      clearSessionCookie(response, this.origins.production);
      response.redirect(303, '/admin');
    });
    router.post('/admin/keys', form, (request, response) =>
      this.withSession(request, response, async (session, storeId) => {
        const scopes = ([] as unknown[]).concat(request.body.scopes ?? []).map(String);
        const expiry = String(request.body.expires_at ?? '');
        const created = await this.admin.createKey(session.personId, storeId, {
          name: String(request.body.name ?? ''),
          scopes,
          expiresAt: expiry ? new Date(`${expiry}T23:59:59Z`) : null,
          test: request.body.mode === 'test',
        });
        await this.adminPage(response, session, storeId, `<p class="created">New key <strong>${escapeHtml(created.key.name)}</strong>. Copy it now, it is shown only once: <code id="new-secret">${escapeHtml(created.secret)}</code></p>`);
      }),
    );
    router.post('/admin/keys/:id/revoke', form, (request, response) =>
      this.withSession(request, response, async (session, storeId) => {
        await this.admin.revokeKey(session.personId, storeId, Number(request.params.id));
        response.redirect(303, `/admin?store=${storeId}`);
      }),
    );
    router.post('/admin/test-data/reset', form, (request, response) =>
      this.withSession(request, response, async (session, storeId) => {
        const copied = await this.admin.resetTestData(session.personId, storeId);
        await this.adminPage(response, session, storeId, `<p class="created" role="status">Test data reset: ${copied.customisers ?? 0} customisers copied from live data; test orders, products, quotes, uploads and webhook subscriptions removed.</p>`);
      }),
    );
    router.post('/admin/connections/:id/revoke', form, (request, response) =>
      this.withSession(request, response, async (session, storeId) => {
        await this.admin.revokeConnection(session.personId, storeId, Number(request.params.id));
        response.redirect(303, `/admin?store=${storeId}`);
      }),
    );
    return router;
  }

  /** Pages for people logged in with a password, not operations of the API. */
  operations(): RawOperation[] {
    return [];
  }

  /** A form post: a live session, its CSRF token, and a problem shown on the page rather than as JSON. */
  private async withSession(request: Request, response: Response, work: (session: WebSession, storeId: number) => Promise<void>): Promise<void> {
    const session = await this.sessions.find(sessionIdOf(request));
    if (!session || !sameSecret(session.csrfToken, String(request.body?.csrf_token ?? ''))) return sendFormExpired(response, '<a href="/admin">Log in again</a>.');
    const storeId = Number(request.body.store_id);
    try {
      await work(session, storeId);
    } catch (error) {
      if (!isProblem(error)) throw error;
      await this.adminPage(response, session, storeId, `<p class="error">${escapeHtml(error.detail)}</p>`, error.status);
    }
  }

  private async adminPage(response: Response, session: WebSession, wanted: number | undefined, notice = '', status = 200): Promise<void> {
    const stores = await this.admin.storesOf(session.personId);
    const store = stores.find((candidate) => candidate.id === wanted) ?? stores[0];
    if (!store) return sendPage(response, 403, 'No store', '<p>You do not belong to any store.</p>');
    const [keys, connections] = await Promise.all([this.admin.keys(session.personId, store.id), this.admin.connectionsOf(session.personId, store.id)]);
    const carry = hiddenInputs({ csrf_token: session.csrfToken, store_id: String(store.id) });
    const storeLinks = stores.length > 1 ? `<p>Stores: ${stores.map((each) => `<a href="/admin?store=${each.id}">${escapeHtml(each.name)}</a>`).join(' · ')}</p>` : '';
    const keyRows = keys
      .map((key) => `<tr data-key="${key.id}"><td>${escapeHtml(key.name)}</td><td>${key.mode === 'test' ? '<span class="badge badge-test">Test</span>' : '<span class="badge badge-live">Live</span>'}</td><td>${escapeHtml(key.scopes.join(' '))}</td><td>${day(key.expiresAt)}</td><td>${day(key.lastUsedAt)}</td>
<td><form method="post" action="/admin/keys/${key.id}/revoke">${carry}<button type="submit">Revoke</button></form></td></tr>`)
      .join('');
    const connectionRows = connections
      .map((connection) => `<tr data-connection="${connection.id}"><td>${escapeHtml(connection.clientName)}</td><td>${escapeHtml(connection.personEmail)}</td><td>${escapeHtml(connection.scopes.join(' '))}</td><td>${day(connection.lastUsedAt)}</td>
<td><form method="post" action="/admin/connections/${connection.id}/revoke">${carry}<button type="submit">Revoke</button></form></td></tr>`)
      .join('');
    sendPage(
      response,
      status,
      `Tools & Settings — ${store.name}`,
      `<form method="post" action="/admin/logout">${hiddenInputs({ csrf_token: session.csrfToken })}<button type="submit">Log out</button></form>
${storeLinks}${notice}<h2>API Tokens</h2>
<table><thead><tr><th>Name</th><th>Mode</th><th>Scopes</th><th>Expires</th><th>Last used</th><th></th></tr></thead><tbody>${keyRows}</tbody></table>
<h3>Create a key</h3><form method="post" action="/admin/keys">${carry}
<label for="name">Name</label><input id="name" name="name" required maxlength="100">
<fieldset><legend>Scopes</legend>${SCOPES.map((scope) => `<label><input type="checkbox" name="scopes" value="${scope}"> ${scope}</label>`).join('')}</fieldset>
<label for="expires_at">Expires (optional)</label><input id="expires_at" name="expires_at" type="date">
<fieldset><legend>Mode</legend><label><input type="radio" name="mode" value="live" checked> Live: acts on the store’s live data</label>
<label><input type="radio" name="mode" value="test"> Test: acts only on the store’s test data</label></fieldset>
<button type="submit">Create key</button></form>
<h2>Test mode</h2>
<p>Test keys and the test storefront key act on the store’s test data: a copy of the live catalogue, with orders, products, quotes, uploads and webhook subscriptions of its own. Resetting removes them and copies the live catalogue again.</p>
<form method="post" action="/admin/test-data/reset">${carry}<button type="submit">Reset test data</button></form>
<h2>Connections</h2>
<table><thead><tr><th>Application</th><th>Approved by</th><th>Scopes</th><th>Last used</th><th></th></tr></thead><tbody>${connectionRows}</tbody></table>`,
    );
  }
}
