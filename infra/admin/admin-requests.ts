import { inject, injectable } from 'inversify';
import type { Request, Response } from 'express';
import { escapeHtml } from '../../shared-kernel/html-escape';
import { MERCHANT_SESSION_COOKIE, MERCHANT_SESSIONS, type DataMode, type MerchantSession, type MerchantSessions } from '../../shared-kernel/merchant-sessions';
import { cookieOf, sameSecret } from '../http/cookies';
import { isProblem } from '../../shared-kernel/problems/problem';
import { Problems } from '../../shared-kernel/problems/problems';
import { assertStorableStrings } from '../../shared-kernel/validation/storable-strings';
import type { RequestCredential } from '../../shared-kernel/request-context';
import type { OperationCalls } from '../operations/operation-calls';
import { InfraTokens } from '../infra.tokens';
import { actionButton, problemNotice, sendAdminPage, type AdminContext, type AdminOperationInput, type AdminPageFrame } from './admin-page';
import { sectionPath, type AdminSection } from './admin-sections';

const sessionIdOf = (request: Request) => cookieOf(request, MERCHANT_SESSION_COOKIE);

const modeOf = (value: unknown): DataMode => (value === 'test' ? 'test' : 'live');

/**
 * How every admin page and action starts: the session (else the login page), one of the person's stores
 * (another store is 404, as the API answers an id of another store), the data mode, and for a POST its
 * CSRF token. A problem an action throws is shown as the API would answer it: its status, code and fields.
 */
@injectable()
export class AdminRequests {
  constructor(
    @inject(MERCHANT_SESSIONS) private readonly sessions: MerchantSessions,
    @inject(InfraTokens.OperationCalls) private readonly operations: Pick<OperationCalls, 'run'>,
  ) {}

  /**
   * A GET: `render` draws the section for the store of `?store=` (the first store by default) and `?mode=`.
   * A GET writes nothing: a store's test data is made by a write, so before one a test-mode page offers
   * to make it (a CSRF-checked post) instead of drawing the section.
   */
  async page(request: Request, response: Response, section: AdminSection, render: (context: AdminContext) => Promise<void>): Promise<void> {
    const session = await this.sessions.find(sessionIdOf(request));
    if (!session) return response.redirect(303, '/admin');
    const wanted = request.query.store === undefined ? session.stores[0]?.id : Number(request.query.store);
    const mode = modeOf(request.query.mode);
    await this.within(response, session, section, wanted, mode, (store) => this.sessions.existingDataStoreOf(store, mode), async (frame) => {
      // Only the section's own list can be shown before there is test data; a row of it cannot exist.
      const status = request.path === sectionPath(section) ? 200 : 404;
      sendAdminPage(response, frame, { section, title: 'No test data yet', body: noTestDataYet(frame, section), status });
    }, render, { path: request.path });
  }

  /**
   * A form post: nothing is done without the session's CSRF token; the store and mode come with the form.
   * A form holding a string no database can store is refused as the Store API refuses such a body (422).
   */
  async action(request: Request, response: Response, section: AdminSection, work: (context: AdminContext) => Promise<void>): Promise<void> {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const session = await this.sessions.find(sessionIdOf(request));
    if (!session || !sameSecret(session.csrfToken, String(body.csrf_token ?? ''))) return formExpired(response);
    const mode = modeOf(body.mode);
    const checked = async (context: AdminContext) => {
      assertStorableStrings(body);
      await work(context);
    };
    const key = typeof body.idempotency_key === 'string' ? body.idempotency_key : undefined;
    await this.within(response, session, section, Number(body.store_id), mode, (store) => this.sessions.dataStoreOf(store, mode), () => Promise.resolve(), checked, { path: request.path, key });
  }

  private async within(
    response: Response,
    session: MerchantSession,
    section: AdminSection,
    storeId: number | undefined,
    mode: DataMode,
    dataStoreOf: (storeId: number) => Promise<number | undefined>,
    withoutData: (frame: AdminPageFrame) => Promise<void>,
    work: (context: AdminContext) => Promise<void>,
    call: { path: string; key?: string },
  ): Promise<void> {
    const store = session.stores.find((candidate) => candidate.id === storeId);
    const fallback = session.stores[0];
    if (!fallback) return noStore(response);
    if (!store) {
      const frame: AdminPageFrame = { session, store: fallback, mode: 'live' };
      return sendAdminPage(response, frame, { section, title: 'No such store', body: problemNotice(Problems.resourceNotFound('store')), status: 404 });
    }
    const dataStoreId = await dataStoreOf(store.id);
    if (dataStoreId === undefined) return withoutData({ session, store, mode });
    const credential = personActing(session, store.id, dataStoreId, mode);
    const run = (operationId: string, input: AdminOperationInput = {}) => this.operations.run(operationId, { ...input, credential, idempotencyKey: call.key, path: call.path });
    const context: AdminContext = { session, store, mode, dataStoreId, run };
    try {
      await work(context);
    } catch (error) {
      if (!isProblem(error)) throw error;
      response.set(error.headers);
      sendAdminPage(response, context, { section, title: error.title, body: problemNotice(error), status: error.status });
    }
  }
}

/**
 * The person logged in, acting on one store's live or test data as a key of that data would: every
 * scope (they hold the store), limited per login, never the API keys' quota.
 */
function personActing(session: MerchantSession, storeId: number, dataStoreId: number, mode: DataMode): RequestCredential {
  return {
    kind: 'merchant_session',
    id: String(session.personId),
    storeId: dataStoreId,
    scopes: [],
    wildcard: true,
    test: mode === 'test',
    ...(mode === 'test' ? { liveStoreId: storeId } : {}),
    actorName: session.email,
  };
}

/** What a test-mode page shows before the store has test data: the offer to make it, then come back here. */
function noTestDataYet(frame: AdminPageFrame, section: AdminSection): string {
  return `<p>This store has no test data yet. It starts as a copy of the live catalogue, made when the first test key is created or when you start it here; live data is not touched.</p>
${actionButton(frame, '/admin/test-data', 'Start test data', `<input type="hidden" name="section" value="${escapeHtml(section)}">`)}`;
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
