import express, { Router, type Request, type Response } from 'express';
import { inject, injectable } from 'inversify';
import type { RawRouteSource } from '../../../../infra/http/route';
import { html, type RawOperation } from '../../../../infra/http/raw-operation';
import { z } from '../../../../infra/openapi/zod';
import { IdentityTokens } from '../../identity.tokens';
import { describeScope } from '../../domain/scopes';
import { displayedClientName } from '../../domain/client-name';
import type { ConnectorOrigins } from '../../application/connector-origins';
import { AuthorizationRequestsService } from '../../application/authorization-requests.service';
import type { AuthorizationParameters, AuthorizationRequest } from '../../application/authorization-requests.service';
import { ConsentService } from '../../application/consent.service';
import { WebSessionsService } from '../../application/web-sessions.service';
import type { WebSession } from '../../application/connector-ports';
import { UNUSABLE_LOGIN, WRONG_LOGIN, escapeHtml, hiddenInputs, sendFormExpired, sendLoginPage, sendPage, withProblemPages, type LoginError } from './html';
import { LoginThrottle } from './login-throttle';
import { loginCsrfHolds, loginCsrfToken, sameSecret, sessionIdOf } from './session-cookie';

/** The authorization request's parameters, carried through the login and consent forms unchanged. */
const CARRIED = ['client_id', 'redirect_uri', 'response_type', 'state', 'code_challenge', 'code_challenge_method', 'scope', 'resource'];

function carried(source: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(CARRIED.map((name) => [name, typeof source[name] === 'string' ? (source[name] as string) : undefined]));
}

/**
 * The authorization endpoint as a person meets it (CONTRACT 5): a login form when not logged in, then
 * a consent form naming the client (marked unverified when self-registered), its redirect host, the
 * store (picked when the person has several) and every requested scope. Approve and deny answer 303.
 */
@injectable()
export class ConsentRoutes implements RawRouteSource {
  constructor(
    @inject(AuthorizationRequestsService) private readonly requests: AuthorizationRequestsService,
    @inject(WebSessionsService) private readonly sessions: WebSessionsService,
    @inject(ConsentService) private readonly consent: ConsentService,
    @inject(IdentityTokens.ConnectorOrigins) private readonly origins: ConnectorOrigins,
    @inject(LoginThrottle) private readonly logins: LoginThrottle,
  ) {}

  router(): Router {
    const router = Router();
    const form = express.urlencoded({ extended: false, limit: '16kb' });
    router.get('/oauth/authorize', (request, response) => this.authorize(request.query as AuthorizationParameters, request, response));
    router.post('/oauth/authorize/login', form, (request, response) =>
      withProblemPages(response, async () => {
        const secure = this.origins.production;
        if (!loginCsrfHolds(request, secure)) return sendFormExpired(response, 'Open the link of the application again.');
        const body = request.body as Record<string, string>;
        const parameters = carried(body);
        const outcome = await this.logins.logIn(request, response, String(body.email ?? ''), String(body.password ?? ''), secure);
        if (outcome.kind !== 'logged-in') return this.authorize(parameters, request, response, outcome.kind === 'wrong' ? WRONG_LOGIN : UNUSABLE_LOGIN);
        const query = new URLSearchParams(Object.entries(parameters).filter((entry): entry is [string, string] => entry[1] !== undefined));
        response.redirect(303, `/oauth/authorize?${query.toString()}`);
      }),
    );
    router.post('/oauth/authorize/decision', form, async (request, response) => {
      const body = request.body as Record<string, string>;
      const verdict = await this.requests.check(carried(body));
      if (verdict.kind === 'page') return sendPage(response, 400, 'This request cannot be authorized', `<p>${escapeHtml(verdict.message)}</p>`);
      if (verdict.kind === 'redirect') return response.redirect(303, verdict.location);
      const session = await this.sessions.find(sessionIdOf(request));
      if (!session || !sameSecret(session.csrfToken, String(body.csrf_token ?? ''))) return sendFormExpired(response, 'Open the link of the application again.');
      if (body.decision === 'deny') return response.redirect(303, this.consent.deny(verdict.request));
      if (body.decision !== 'approve') return sendPage(response, 400, 'Choose approve or deny', '');
      const storeId = Number(body.store_id);
      if (!Number.isSafeInteger(storeId) || storeId <= 0) return sendPage(response, 400, 'Choose a store', '<p>Nothing was done: the store chosen is not one of yours.</p>');
      const location = await this.consent.approve(session.personId, verdict.request, storeId);
      if (!location) return sendPage(response, 403, 'Not your store', '<p>You do not belong to that store.</p>');
      response.redirect(303, location);
    });
    return router;
  }

  /**
   * The authorization endpoint, which OAuth clients send people to. Its login and decision posts are
   * the page's own forms, not for clients, and stay out of the contract.
   */
  operations(): RawOperation[] {
    return [
      {
        method: 'get',
        path: '/oauth/authorize',
        operationId: 'authorize',
        summary: 'Authorization request',
        description:
          'Opened in the person\'s browser. A person not logged in sees a login form, then a consent form naming the client (marked unverified when self-registered), the store and every requested scope. ' +
          'Approve or deny redirects to `redirect_uri` with `code` or `error`, and `state`. PKCE with S256 is mandatory: a missing or plain challenge, an unknown client or an unregistered redirect URI is refused on a page, never redirected. ' +
          '`redirect_uri` must be one the client registered, character for character. A parameter holding a NUL character or an unpaired surrogate is `invalid_request`: on the page when it is `client_id` or `redirect_uri`, redirected otherwise.',
        tag: 'Connector authorization',
        auth: 'public',
        servers: [this.origins.authUrl],
        query: z.object({
          response_type: z.literal('code').openapi({ description: 'Always `code`.' }),
          client_id: z.string().openapi({ description: 'The client’s id, as registered.' }),
          redirect_uri: z.string().optional().openapi({ description: 'One of the registered redirect URIs, exactly as registered; may be omitted when the client registered exactly one.' }),
          code_challenge: z.string().openapi({ description: 'BASE64URL(SHA-256(code_verifier)).' }),
          code_challenge_method: z.literal('S256').openapi({ description: 'Always `S256`; `plain` is refused.' }),
          scope: z.string().optional().openapi({ description: 'Space-separated Store API scope names; omitted means every connector scope.' }),
          state: z.string().optional().openapi({ description: 'Any value of the client’s, sent back unchanged with the redirect.' }),
          resource: z.string().optional().openapi({ description: 'RFC 8707: the connector origin; another gives `invalid_target`.' }),
        }),
        responses: {
          200: html('The login form, or the consent form.'),
          302: { description: 'Back to `redirect_uri` with an OAuth `error` (`invalid_request`, `unsupported_response_type`, `invalid_target`, `invalid_scope`…) and `state`.' },
          400: html('A request that cannot be authorized: unknown client, unregistered redirect URI, no S256 code challenge, or a NUL character in `client_id` or `redirect_uri`.'),
        },
        problems: ['rate_limited'],
      },
    ];
  }

  private async authorize(parameters: AuthorizationParameters, request: Request, response: Response, loginError?: LoginError): Promise<void> {
    const verdict = await this.requests.check(parameters);
    if (verdict.kind === 'page') return sendPage(response, 400, 'This request cannot be authorized', `<p>${escapeHtml(verdict.message)}</p>`);
    if (verdict.kind === 'redirect') return void response.status(302).location(verdict.location).end(); // no body: the client reads only Location
    const session = loginError ? undefined : await this.sessions.find(sessionIdOf(request));
    if (!session) return sendLoginPage(response, '/oauth/authorize/login', carried(parameters), loginCsrfToken(request, response, this.origins.production), loginError);
    return this.consentPage(response, verdict.request, session, carried(parameters));
  }

  private async consentPage(response: Response, request: AuthorizationRequest, session: WebSession, parameters: Record<string, string | undefined>): Promise<void> {
    const stores = await this.consent.storesOf(session.personId);
    if (stores.length === 0) return sendPage(response, 403, 'No store to connect', '<p>You do not belong to any store.</p>');
    const storeChoice =
      stores.length === 1
        ? `<p>Store: <strong>${escapeHtml(stores[0]!.name)}</strong></p><input type="hidden" name="store_id" value="${stores[0]!.id}">`
        : `<label for="store_id">Store</label><select id="store_id" name="store_id">${stores.map((store) => `<option value="${store.id}">${escapeHtml(store.name)}</option>`).join('')}</select>`;
    const client = `<strong><bdi>${escapeHtml(displayedClientName(request.client.name))}</bdi></strong>${request.client.selfRegistered ? ' <span class="unverified">(unverified)</span>' : ''}`;
    sendPage(
      response,
      200,
      'Connect an application',
      `<p>${client} asks to act for you. It will be sent back to <strong>${escapeHtml(new URL(request.redirectUri).host)}</strong>.</p>
<form method="post" action="/oauth/authorize/decision">${hiddenInputs({ ...parameters, csrf_token: session.csrfToken })}${storeChoice}
<p>It may:</p><ul>${request.scopes.map((scope) => `<li>${escapeHtml(describeScope(scope))} <code>${escapeHtml(scope)}</code></li>`).join('')}</ul>
<button type="submit" name="decision" value="approve">Approve</button><button type="submit" name="decision" value="deny">Deny</button></form>`,
    );
  }
}
