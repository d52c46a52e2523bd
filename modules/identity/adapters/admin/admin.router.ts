import express, { Router } from 'express';
import { inject, injectable } from 'inversify';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RawOperation } from '../../../../infra/http/raw-operation';
import { AdminRequests } from '../../../../infra/admin/admin-requests';
import { adminHref, doneNotice, sendAdminPage } from '../../../../infra/admin/admin-page';
import { SECTIONS_WITH_MODES, sectionPath } from '../../../../infra/admin/admin-sections';
import { itemsOf, resourceOf } from '../../../../infra/operations/in-process-answers';
import { IdentityTokens } from '../../identity.tokens';
import type { ConnectorOrigins } from '../../application/connector-origins';
import { WebSessionsService } from '../../application/web-sessions.service';
import type { ConnectionResource, StoreKeyResource } from '../../use-cases/merchant-admin';
import { UNUSABLE_LOGIN, WRONG_LOGIN, sendFormExpired, sendLoginPage, withProblemPages } from '../web/html';
import { LoginThrottle } from '../web/login-throttle';
import { clearSessionCookie, loginCsrfHolds, loginCsrfToken, sameSecret, sessionIdOf } from '../web/session-cookie';
import { connectionsPage, keysPage, newSecretNotice, testModePage } from './admin-pages';

/**
 * The merchant admin's way in (log in, log out) and identity's sections: API keys (create with scopes
 * described in plain words and an optional expiry, the secret shown once with a copy button; revoke),
 * connector connections (revoke) and test mode (reset). Other modules serve their own sections.
 */
@injectable()
export class AdminRoutes implements RawRouteSource {
  constructor(
    @inject(WebSessionsService) private readonly sessions: WebSessionsService,
    @inject(IdentityTokens.ConnectorOrigins) private readonly origins: ConnectorOrigins,
    @inject(LoginThrottle) private readonly logins: LoginThrottle,
    @inject(AdminRequests) private readonly requests: AdminRequests,
  ) {}

  router(): Router {
    const router = Router();
    const form = express.urlencoded({ extended: true, limit: '16kb' });
    router.get('/admin', async (request, response) => {
      const session = await this.sessions.find(sessionIdOf(request));
      if (!session) return sendLoginPage(response, '/admin/login', {}, loginCsrfToken(request, response, this.origins.production));
      const store = request.query.store === undefined ? '' : `?store=${encodeURIComponent(String(request.query.store))}`;
      response.redirect(303, `/admin/keys${store}`);
    });
    router.post('/admin/login', form, (request, response) =>
      withProblemPages(response, async () => {
        const secure = this.origins.production;
        if (!loginCsrfHolds(request, secure)) return sendFormExpired(response, '<a href="/admin">Log in again</a>.');
        const outcome = await this.logins.logIn(request, response, String(request.body.email ?? ''), String(request.body.password ?? ''), secure);
        if (outcome.kind !== 'logged-in') return sendLoginPage(response, '/admin/login', {}, loginCsrfToken(request, response, secure), outcome.kind === 'wrong' ? WRONG_LOGIN : UNUSABLE_LOGIN);
        response.redirect(303, '/admin/keys');
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

    router.get('/admin/keys', (request, response) =>
      this.requests.page(request, response, 'keys', async (context) => {
        const keys = itemsOf<StoreKeyResource>(await context.run('listStoreKeys')).items;
        sendAdminPage(response, context, { section: 'keys', title: 'API keys', body: keysPage(context, keys) });
      }),
    );
    router.post('/admin/keys', form, (request, response) =>
      this.requests.action(request, response, 'keys', async (context) => {
        const body = {
          name: String(request.body.name ?? ''),
          scopes: ([] as unknown[]).concat(request.body.scopes ?? []).map(String),
          expires_at: String(request.body.expires_at ?? ''),
          mode: request.body.key_mode === 'test' ? 'test' : 'live',
        };
        const created = resourceOf<StoreKeyResource & { secret?: string }>(await context.run('createStoreKey', { body }));
        const keys = itemsOf<StoreKeyResource>(await context.run('listStoreKeys')).items;
        sendAdminPage(response, context, { section: 'keys', title: 'API keys', notice: newSecretNotice(created.name, created.secret), body: keysPage(context, keys), status: 201 });
      }),
    );
    router.post('/admin/keys/:id/revoke', form, (request, response) =>
      this.requests.action(request, response, 'keys', async (context) => {
        await context.run('revokeStoreKey', { params: { key_id: request.params.id } });
        response.redirect(303, adminHref({ store: context.store, mode: 'live' }, '/admin/keys'));
      }),
    );

    router.get('/admin/connections', (request, response) =>
      this.requests.page(request, response, 'connections', async (context) => {
        const connections = itemsOf<ConnectionResource>(await context.run('listStoreConnections')).items;
        sendAdminPage(response, context, { section: 'connections', title: 'Connections', body: connectionsPage(context, connections) });
      }),
    );
    router.post('/admin/connections/:id/revoke', form, (request, response) =>
      this.requests.action(request, response, 'connections', async (context) => {
        await context.run('revokeStoreConnection', { params: { connection_id: request.params.id } });
        response.redirect(303, adminHref({ store: context.store, mode: 'live' }, '/admin/connections'));
      }),
    );

    router.get('/admin/test-mode', (request, response) =>
      this.requests.page(request, response, 'test-mode', async (context) => sendAdminPage(response, context, { section: 'test-mode', title: 'Test mode', body: testModePage(context) })),
    );
    // A test-mode page shown before the store has test data offers this: the copy is a write, so a post.
    router.post('/admin/test-data', form, (request, response) =>
      this.requests.action(request, response, 'test-mode', async (context) => {
        await context.run('startTestData');
        const back = SECTIONS_WITH_MODES.find((section) => section === request.body.section) ?? 'test-mode';
        response.redirect(303, adminHref({ store: context.store, mode: back === 'test-mode' ? 'live' : 'test' }, sectionPath(back)));
      }),
    );
    router.post('/admin/test-data/reset', form, (request, response) =>
      this.requests.action(request, response, 'test-mode', async (context) => {
        const { copied } = resourceOf<{ copied: { customisers?: number } }>(await context.run('resetTestData'));
        const notice = doneNotice(`<p>Test data reset: ${copied.customisers ?? 0} customisers copied from live data; test orders, products, quotes, uploads and webhook subscriptions removed.</p>`);
        sendAdminPage(response, context, { section: 'test-mode', title: 'Test mode', notice, body: testModePage(context) });
      }),
    );
    return router;
  }

  /** Pages for people logged in with a password, not operations of the API. */
  operations(): RawOperation[] {
    return [];
  }
}
