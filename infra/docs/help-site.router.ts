import { Router, type Request, type Response } from 'express';
import { escapeHtml, helpPage, sendHelpPage } from './help-page';
import { readPublicGuide } from './guides';
import { renderMarkdown } from './markdown';
import { renderReference } from './reference-page';
import { isProblemCode, renderProblemIndex, renderProblemPage } from './problem-pages';
import { FIELD_ERROR_INDEX, renderFieldErrorIndex, renderFieldErrorPage } from './field-error-pages';
import { isFieldErrorCode } from '../../shared-kernel/problems/field-error-catalogue';
import type { ContractDocument } from './contract-reading';
import { renderSearch, search, searchEntries, type SearchEntry } from './search-page';

export interface HelpSiteDependencies {
  /** The documentation origin, {docs_url}: problem `type` URIs and the migration guide's links name it. */
  docsUrl: string;
  /** The Store API's origin, {base_url}, which the guides' examples call. */
  baseUrl: string;
  /** The connector's origins, {mcp_url} and {auth_url}, which the connector guide names. */
  mcpUrl: string;
  authUrl: string;
  /** The published OpenAPI document, the one /help/openapi.json serves. */
  openApiDocument: () => Record<string, unknown>;
}

/** A catalogue of codes the site gives a page each: how to tell its codes, render one, and answer one it lacks. */
interface CodePages<Code extends string> {
  isCode: (code: string) => code is Code;
  render: (code: Code) => string;
  unknown: { title: string; noun: string; index: { href: string; label: string } };
}

function indexPage(document: ContractDocument): string {
  return `<h1>Signwright API documentation</h1>
<p>${escapeHtml(document.info.title)}, version <code>${escapeHtml(document.info.version)}</code>: the major version is in every path (<code>/api/v3/…</code>).
Compatible additions (new operations, optional parameters, response fields, enum values documented as growing, webhook topics) ship within v3:
ignore unknown fields and keep unfamiliar enum values. Anything breaking needs a new major version.</p>
<ul>
<li><a href="/help/quickstart">Quickstart</a>: a key, a first call and a verified webhook in five minutes.</li>
<li><a href="/help/authentication">Authentication</a>: keys, scopes, test and live, rotation and limits.</li>
<li><a href="/help/pagination-and-idempotency">Pagination and idempotency</a>: paging through lists, and retrying writes safely.</li>
<li><a href="/help/concurrent-writes">Concurrent writes</a>: ETags, changing only what you read (If-Match), and reading only what changed (If-None-Match).</li>
<li><a href="/help/errors-and-retries">Errors and retries</a>: the problem documents, and what to retry.</li>
<li><a href="/help/reference">API reference</a>: every operation, parameter, body, response and problem code, the webhook payloads and the authentication schemes.</li>
<li>The contract, machine-readable: <a href="/help/openapi.json">openapi.json</a> and <a href="/help/openapi.yaml">openapi.yaml</a> (OpenAPI 3.1).</li>
<li><a href="/help/webhooks">Receiving webhooks</a>: what a delivery is, how to verify its signature, what to answer, retries, and how to debug deliveries (the log of requests and answers, test events).</li>
<li><a href="/help/migration">Moving from the previous generation (v2) to v3</a>: the plan, and every old name with its new one.</li>
<li><a href="/help/pricing">How the storefront prices a design</a>: every formula of every pricing model, with worked examples.</li>
<li><a href="/help/connector">Connecting an AI assistant</a>: the MCP connector, its OAuth flow, scopes and tools.</li>
<li><a href="/help/test-mode">Test mode</a>: test keys and the test storefront key, what they keep apart from live data, <code>livemode</code>, test emails and starting again.</li>
<li><a href="/help/activity">Activity</a>: what changed in a store, who changed it and when, in the API and the merchant admin.</li>
<li><a href="/help/changes">What changed</a>: changes an integration may notice, newest first.</li>
<li><a href="/help/problems">Problem types</a>: one page per <code>code</code>, which every problem's <code>type</code> points to, and one per <a href="${FIELD_ERROR_INDEX}">field error code</a>, the <code>code</code> of each item of a problem's <code>errors</code>.</li>
</ul>`;
}

/**
 * The documentation site at {docs_url}/help. Every page is rendered on the server, once, from the same
 * sources the service answers with: the published contract, the problem and field error catalogues and
 * the guides in `docs/`. Unknown problem and field error codes are a 404 page.
 */
export function helpSiteRouter(deps: HelpSiteDependencies): Router {
  const router = Router();
  const rendered = new Map<string, string>();
  const contract = () => deps.openApiDocument() as unknown as ContractDocument;
  const page = (path: string, title: string, body: () => string) => {
    router.get(path, (_request: Request, response: Response) => {
      response.locals.routeTemplate = path;
      if (!rendered.has(path)) rendered.set(path, helpPage(path, title, body()));
      sendHelpPage(response, 200, rendered.get(path)!);
    });
  };
  /** A page per code of a catalogue under `prefix`; a code the catalogue lacks is a 404 page linking to the index. */
  const codePages = <Code extends string>(prefix: string, catalogue: CodePages<Code>) => {
    router.get(`${prefix}/:code`, (request: Request, response: Response) => {
      response.locals.routeTemplate = `${prefix}/{code}`;
      const code = String(request.params.code);
      const path = `${prefix}/${code}`;
      if (!catalogue.isCode(code)) {
        const { title, noun, index } = catalogue.unknown;
        return sendHelpPage(response, 404, helpPage(path, title, `<h1>${escapeHtml(title)}</h1><p>No ${escapeHtml(noun)} has the code <code>${escapeHtml(code)}</code>. <a href="${index.href}">${escapeHtml(index.label)}</a>.</p>`));
      }
      if (!rendered.has(path)) rendered.set(path, helpPage(path, code, catalogue.render(code)));
      sendHelpPage(response, 200, rendered.get(path)!);
    });
  };

  page('/help', 'Documentation', () => indexPage(contract()));
  page('/help/reference', 'API reference', () => renderReference(contract()));
  const withOrigins = (markdown: string) => markdown.replaceAll('{base_url}', deps.baseUrl).replaceAll('{docs_url}', deps.docsUrl);
  page('/help/quickstart', 'Quickstart', () => renderMarkdown(withOrigins(readPublicGuide('quickstart'))));
  page('/help/authentication', 'Authentication', () => renderMarkdown(withOrigins(readPublicGuide('authentication'))));
  page('/help/pagination-and-idempotency', 'Pagination and idempotency', () => renderMarkdown(withOrigins(readPublicGuide('pagination-and-idempotency'))));
  page('/help/concurrent-writes', 'Concurrent writes', () => renderMarkdown(withOrigins(readPublicGuide('concurrent-writes'))));
  page('/help/errors-and-retries', 'Errors and retries', () => renderMarkdown(withOrigins(readPublicGuide('errors-and-retries'))));
  page('/help/webhooks', 'Receiving webhooks', () => renderMarkdown(readPublicGuide('webhooks')));
  page('/help/migration', 'Moving from v2 to v3', () => renderMarkdown(readPublicGuide('migration').replaceAll('{docs_url}', deps.docsUrl)));
  page('/help/pricing', 'How the storefront prices a design', () => renderMarkdown(readPublicGuide('pricing')));
  page('/help/test-mode', 'Test mode', () => renderMarkdown(readPublicGuide('test-mode')));
  page('/help/connector', 'Connecting an AI assistant', () =>
    renderMarkdown(readPublicGuide('connector').replaceAll('{mcp_url}', deps.mcpUrl).replaceAll('{auth_url}', deps.authUrl)));
  page('/help/activity', 'Activity', () => renderMarkdown(withOrigins(readPublicGuide('activity'))));
  page('/help/changes', 'What changed', () => renderMarkdown(readPublicGuide('changes')));
  page('/help/problems', 'Problem types', renderProblemIndex);
  // Before the problem pages: the index's address is one level deep, as theirs are.
  page(FIELD_ERROR_INDEX, 'Field error codes', renderFieldErrorIndex);
  codePages(FIELD_ERROR_INDEX, {
    isCode: isFieldErrorCode,
    render: renderFieldErrorPage,
    unknown: { title: 'Unknown field error code', noun: 'item of errors', index: { href: FIELD_ERROR_INDEX, label: 'Every field error code' } },
  });
  let entries: SearchEntry[] | undefined;
  router.get('/help/search', (request: Request, response: Response) => {
    response.locals.routeTemplate = '/help/search';
    const query = typeof request.query.q === 'string' ? request.query.q.slice(0, 200) : '';
    entries ??= searchEntries(contract());
    sendHelpPage(response, 200, helpPage('/help/search', 'Search', renderSearch(query, search(entries, query))));
  });
  // Answers gave `/help/api#operation/<id>` as `links.documentation` before they pointed at the reference itself;
  // links kept from then still work, as the fragment survives the redirect.
  router.get('/help/api', (_request, response) => {
    response.locals.routeTemplate = '/help/api';
    response.redirect(301, '/help/reference');
  });
  codePages('/help/problems', {
    isCode: isProblemCode,
    render: (code) => renderProblemPage(code, contract(), deps.docsUrl),
    unknown: { title: 'Unknown problem type', noun: 'problem', index: { href: '/help/problems', label: 'Every problem type' } },
  });
  return router;
}
