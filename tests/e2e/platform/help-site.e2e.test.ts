import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import { JSDOM } from 'jsdom';
import type supertest from 'supertest';
import { fieldErrorCatalogue, type FieldErrorDefinition } from '../../../shared-kernel/problems/field-error-catalogue';
import { problemCatalogue } from '../../../shared-kernel/problems/problem-catalogue';
import { aStore, type BuiltStore } from '../../support/builders';
import { capturedLog } from '../../support/captured-log';
import { freePort } from '../../support/run-cli';
import { startTestService, type TestService } from '../../support/test-service';

const DOCS = 'http://docs.signwright.test';
const fieldErrors: [code: string, entry: FieldErrorDefinition][] = Object.entries(fieldErrorCatalogue);

/*
 * One service for the site and for the shell that runs its curl commands: listening on a loopback origin,
 * which the reference names as the service's base URL. The pages do not change while it runs, so each is
 * fetched and parsed once, whichever test reads it first.
 */
let service: TestService;
let server: Server;
let origin: string;
let store: BuiltStore;
const { lines: logged, logger } = capturedLog();
const served = new Map<string, Promise<supertest.Response>>();
// One window parses every page: a window of its own per page cost more than reading the page.
const parser = new new JSDOM().window.DOMParser();
const parsed = (html: string): Document => parser.parseFromString(html, 'text/html');
const pages = new Map<string, Document>();

/** The site's answer to a GET of `path`, which must be a page (200). */
function get(path: string): Promise<supertest.Response> {
  if (!served.has(path)) served.set(path, Promise.resolve(service.http.get(path).expect(200)));
  return served.get(path)!;
}

async function page(path: string): Promise<Document> {
  if (!pages.has(path)) {
    const response = await get(path);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    pages.set(path, parsed(response.text));
  }
  return pages.get(path)!;
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  service = await startTestService({ redis: false, logger, env: { BASE_URL: origin, AUTH_URL: origin, MCP_URL: origin } });
  store = await aStore(service);
  server = await new Promise<Server>((resolve) => {
    const listening = createServer(service.handler).listen(port, '127.0.0.1', () => resolve(listening));
  });
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await service?.close();
});

describe('the documentation site at {docs_url}/help', () => {
  const text = (document: Document) => (document.body.textContent ?? '').replace(/\s+/g, ' ');
  const rows = (document: Document) => [...document.querySelectorAll('tr')].map((row) => (row.textContent ?? '').replace(/\s+/g, ' '));
  const hrefs = (document: Document | Element, selector: string) => [...document.querySelectorAll(selector)].map((link) => link.getAttribute('href'));

  it('gives every problem code a page naming its status, condition and recovery rule', async () => {
    for (const [code, entry] of Object.entries(problemCatalogue)) {
      const body = text(await page(`/help/problems/${code}`));
      expect({ code, status: body.includes(`HTTP status ${entry.status}`), condition: body.includes(entry.condition), recovery: body.includes(entry.recovery) }).toEqual({
        code,
        status: true,
        condition: true,
        recovery: true,
      });
    }
  });

  it('resolves the type URI of a problem the API answers, and answers 404 for an unknown code', async () => {
    const problem = (await service.http.get('/api/v3/stores/me').expect(401)).body;
    expect(problem.type).toBe(`${DOCS}/help/problems/missing_api_key`);
    const document = await page(new URL(problem.type).pathname);
    expect(text(document)).toContain('HTTP status 401');
    expect(text(document)).toContain('Do not retry unchanged');
    const unknown = await service.http.get('/help/problems/no_such_code').expect(404).expect('Content-Type', /text\/html/);
    expect(unknown.text).toContain('no_such_code');
  });

  it('lists every problem type on one page, each linked to its page', async () => {
    const links = hrefs(await page('/help/problems'), 'table a[href^="/help/problems/"]');
    expect(links.sort()).toEqual(Object.keys(problemCatalogue).map((code) => `/help/problems/${code}`).sort());
  });

  it('gives every field error code a page naming its condition, recovery and the problems that carry it', async () => {
    for (const [code, entry] of fieldErrors) {
      const document = await page(`/help/problems/fields/${code}`);
      expect({
        code,
        condition: text(document).includes(entry.condition),
        recovery: text(document).includes(entry.recovery),
        allowedValues: text(document).includes('also carries allowed_values'),
        carriers: hrefs(document, '#problems + ul a'),
      }).toEqual({
        code,
        condition: true,
        recovery: true,
        allowedValues: entry.members?.includes('allowed_values') ?? false,
        carriers: entry.problems.map((problem) => `/help/problems/${problem}`),
      });
    }
  });

  it('lists every field error code on one page linked from the problem index, and answers 404 for an unknown one', async () => {
    expect(hrefs(await page('/help/problems'), 'main a')).toContain('/help/problems/fields');
    expect(hrefs(await page('/help'), 'main a')).toContain('/help/problems/fields');
    const links = hrefs(await page('/help/problems/fields'), 'table a[href^="/help/problems/fields/"]');
    expect(links.sort()).toEqual(fieldErrors.map(([code]) => `/help/problems/fields/${code}`).sort());
    for (const unknown of ['no_such_code', 'validation_failed']) {
      const response = await service.http.get(`/help/problems/fields/${unknown}`).expect(404).expect('Content-Type', /text\/html/);
      const document = parsed(response.text);
      expect(text(document)).toContain(`No item of errors has the code ${unknown}.`);
      expect(hrefs(document, 'main a')).toContain('/help/problems/fields');
    }
  });

  it('links each problem that carries errors to the field error codes it can hold, and no other problem', async () => {
    for (const code of Object.keys(problemCatalogue)) {
      const expected = fieldErrors.filter(([, entry]) => (entry.problems as readonly string[]).includes(code)).map(([field]) => `/help/problems/fields/${field}`);
      expect({ code, fieldCodes: hrefs(await page(`/help/problems/${code}`), '#errors ~ ul a[href^="/help/problems/fields/"]') }).toEqual({ code, fieldCodes: expected });
    }
    const validation = hrefs(await page('/help/problems/validation_failed'), 'a[href^="/help/problems/fields/"]');
    expect(validation).toEqual(expect.arrayContaining(['/help/problems/fields/required', '/help/problems/fields/invalid', '/help/problems/fields/unsupported_value', '/help/problems/fields/prohibited']));
  });

  it('logs the field error code pages under their route templates', async () => {
    const answers = [
      [await service.http.get('/help/problems/fields').expect(200), '/help/problems/fields'],
      [await service.http.get('/help/problems/fields/taken').expect(200), '/help/problems/fields/{code}'],
      [await service.http.get('/help/problems/fields/nothing_like_it').expect(404), '/help/problems/fields/{code}'],
      [await service.http.get('/help/problems/taken').expect(404), '/help/problems/{code}'],
    ] as const;
    for (const [response, template] of answers) {
      expect(logged.find((line) => line.request_id === response.headers['x-request-id'])).toMatchObject({ method: 'GET', path: template });
    }
  });

  it('renders every operation of the published contract in the reference, under its operationId', async () => {
    const contract = (await service.http.get('/help/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { operationId: string }>>; webhooks: Record<string, Record<string, { operationId: string }>> };
    const operationIds = [...Object.values(contract.paths), ...Object.values(contract.webhooks)].flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect(operationIds.length).toBeGreaterThan(100);
    const document = await page('/help/reference');
    const missing = operationIds.filter((operationId) => !document.getElementById(`operation/${operationId}`)?.textContent?.includes(operationId));
    expect(missing).toEqual([]);
  });

  it('shows each Store API operation’s example: the request as a curl command to copy, and the answer it got (issue 20, item 1)', async () => {
    type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { example?: unknown }> }> };
    const contract = (await service.http.get('/help/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    const exemplified = Object.entries(contract.paths)
      .filter(([path]) => path.startsWith('/api/v3/'))
      .flatMap(([, item]) => Object.values(item))
      .filter((operation) => Object.values(operation.responses).some((response) => Object.values(response.content ?? {}).some((media) => media.example !== undefined)))
      .map((operation) => operation.operationId);
    expect(exemplified.length).toBeGreaterThan(100);
    const reference = await page('/help/reference');
    const command = (operationId: string) => reference.getElementById(`operation/${operationId}`)?.querySelector('pre.copyable')?.textContent ?? '';
    expect(exemplified.filter((operationId) => !command(operationId).startsWith('curl '))).toEqual([]);

    const create = command('createCustomiser');
    expect(create).toContain(`curl -X POST '${service.config.baseUrl}/api/v3/customisers'`);
    expect(create).toContain('-H "Authorization: Bearer $SIGNWRIGHT_API_KEY"');
    expect(create).toMatch(/-H 'Idempotency-Key: [\w-]+'/);
    expect(create).toContain("-H 'Content-Type: application/json'");
    expect(create).toContain('"pricing_model": "simple_letter"');
    expect(command('updateCustomiser')).toContain("-H 'Content-Type: application/merge-patch+json'");
    expect(command('getCustomiser')).toMatch(new RegExp(`^curl '${service.config.baseUrl}/api/v3/customisers/\\d+' \\\\\n  -H "Authorization`));
    const answer = reference.getElementById('operation/createCustomiser')!.querySelector('details')!;
    expect(answer.querySelector('summary')!.textContent).toContain('201');
    expect(JSON.parse(answer.querySelector('pre')!.textContent!)).toMatchObject({ data: { object: 'customiser' }, links: { self: expect.stringMatching(new RegExp(`^${service.config.baseUrl}/api/v3/customisers/\\d+$`)) } });
    expect(reference.getElementById('operation/orderCreatedWebhook')?.querySelector('pre.copyable')).toBeNull();
  });

  it('links each problem code of an operation to its page, and keeps links.documentation working', async () => {
    const operation = (await page('/help/reference')).getElementById('operation/getAuthenticatedStore')!;
    const problemLinks = [...operation.querySelectorAll('a[href^="/help/problems/"]')].map((link) => link.getAttribute('href'));
    expect(problemLinks).toEqual(expect.arrayContaining(['/help/problems/missing_api_key', '/help/problems/insufficient_scope', '/help/problems/unknown_parameter']));
    expect(operation.textContent).toContain('store:read');
    await service.http.get('/help/api').expect(301).expect('Location', '/help/reference');
  });

  it('publishes the migration guide the Link header points to, naming each old name with its new one', async () => {
    const document = await page('/help/migration');
    const mappings: [old: string, current: string][] = [
      ['FIXED_WIDTH', 'simple_letter'],
      ['MATERIAL_LENGTH', 'advanced_letter'],
      ['FRAME_FIT', 'frame_fit'],
      ['plain JSON', '{data: <resource>'],
      ['GET /api/v2/webhooks', 'GET /api/v3/webhook-subscriptions'],
      ['POST /api/v2/webhooks', 'POST /api/v3/webhook-subscriptions'],
      ['topic: "order:created"', 'topics: ["order:created"]'],
      ['status: "active"', 'enabled: true'],
      ['legacy wildcard keys', 'scoped keys'],
    ];
    for (const [old, current] of mappings) {
      expect({ old, current, sameRow: rows(document).some((row) => row.includes(old) && row.includes(current)) }).toEqual({ old, current, sameRow: true });
    }
    expect(text(document)).toContain('2026-07-22');
    expect(text(document)).toContain('Fri, 22 Jan 2027 00:00:00 GMT');
    expect(text(document)).toContain(`<${DOCS}/help/migration>; rel=deprecation; type=text/html`);
    const plan = document.getElementById('the-plan')!.nextElementSibling!.nextElementSibling!;
    expect(plan.tagName).toBe('OL');
    expect([...plan.children].map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Read the contract.',
      'Create a key with only the scopes you need.',
      'Translate the old fields',
      'Run old and new reads side by side.',
      'Send each logical write through one generation only.',
      'Remove the previous-generation calls',
      'Revoke any legacy wildcard key',
    ]);
  });

  it('renders the webhook guide with its verification steps and receivers, raw HTML shown as text', async () => {
    const document = await page('/help/webhooks');
    const steps = [...document.getElementById('the-signature')!.parentElement!.querySelectorAll('ol > li > strong')].map((step) => step.textContent);
    expect(steps).toEqual(['Raw body.', 'Fresh timestamp.', 'A matching signature.', 'Deduplicate on the id.']);
    const code = [...document.querySelectorAll('pre code')].map((block) => block.textContent ?? '');
    expect(code.some((block) => block.includes("createHmac('sha256', key)"))).toBe(true);
    expect(code.some((block) => block.includes('webhook.verify('))).toBe(true);
    expect(text(document)).not.toContain('receiver: node-crypto');
    expect(text(document)).toContain('{"external_id": "<your product id>"}');
    expect(document.querySelector('a[href^="decisions/"]')).toBeNull();
  });

  it('documents debugging deliveries: the log’s request and answer bodies, the topic headers and test events', async () => {
    const document = await page('/help/webhooks');
    const section = document.getElementById('debugging-deliveries')!;
    expect(section.tagName).toBe('H2');
    const body = text(document);
    for (const member of ['request_body', 'response_body', 'response_body_truncated', 'duration_ms', 'test_event']) expect(body).toContain(member);
    expect(body).toContain('first 4 KiB');
    expect(rows(document).some((row) => row.includes('x-webhook-topic') && row.includes('webhook-topic'))).toBe(true);
    expect(body).toContain('POST /api/v3/webhook-subscriptions/{id}/test');
    expect(rows(document).some((row) => row.includes('a disabled subscription') && row.includes('409 webhook_subscription_disabled'))).toBe(true);
    expect(document.querySelector('a[href="#debugging-deliveries"]')).not.toBeNull();
    const reference = await page('/help/reference');
    expect(reference.getElementById('operation/sendWebhookTestEvent')?.textContent).toContain('/api/v3/webhook-subscriptions/{subscription_id}/test');
  });

  it('serves self-contained pages: no script, no style or font from elsewhere, a strict content security policy', async () => {
    for (const path of ['/help', '/help/reference', '/help/webhooks', '/help/migration', '/help/pricing', '/help/test-mode', '/help/connector', '/help/activity', '/help/changes', '/help/quickstart', '/help/authentication', '/help/pagination-and-idempotency', '/help/concurrent-writes', '/help/errors-and-retries', '/help/problems', '/help/problems/rate_limited', '/help/problems/fields', '/help/problems/fields/unsupported_value']) {
      const response = await get(path);
      expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(response.text).not.toMatch(/<script|<link |<img [^>]*src="https?:|@import/i);
    }
    const links = [...(await page('/help')).querySelectorAll('main a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/help/reference', '/help/openapi.json', '/help/openapi.yaml', '/help/webhooks', '/help/migration', '/help/pricing', '/help/test-mode', '/help/connector', '/help/activity', '/help/changes', '/help/quickstart', '/help/authentication', '/help/pagination-and-idempotency', '/help/concurrent-writes', '/help/errors-and-retries', '/help/problems']));
  });

  it('speaks only of the public product: no page cites decision records, the contract or source paths', async () => {
    const cited: string[] = [];
    const fieldErrorPages = ['/help/problems/fields', ...fieldErrors.map(([code]) => `/help/problems/fields/${code}`)];
    for (const path of ['/help', '/help/reference', '/help/webhooks', '/help/migration', '/help/pricing', '/help/test-mode', '/help/connector', '/help/activity', '/help/changes', '/help/quickstart', '/help/authentication', '/help/pagination-and-idempotency', '/help/concurrent-writes', '/help/errors-and-retries', '/help/problems', '/help/problems/rate_limited', ...fieldErrorPages]) {
      const text = (await get(path)).text;
      for (const pattern of [/decisions\//, /CONTRACT/, /\bmodules\//, /[\w/-]+\.ts\b/, /\.\.\/shared/]) {
        const found = pattern.exec(text);
        if (found) cited.push(`${path}: ${found[0]}`);
      }
    }
    expect(cited).toEqual([]);
  });

  it('publishes what changed at /help/changes, linked from the index, naming the changes an integration may notice', async () => {
    const index = [...(await page('/help')).querySelectorAll('main a')].map((link) => link.getAttribute('href'));
    expect(index).toContain('/help/changes');
    const text = (await page('/help/changes')).querySelector('main')!.textContent!;
    for (const change of ['base_pricing_row', 'Location', 'RateLimit-Policy', 'filter[created_after]', 'invalid_path', 'missing_access_token', 'colour_ids']) {
      expect(text).toContain(change);
    }
  });

  it('publishes the activity guide at /help/activity, linked from the index: the listing, its scope, filters and actors, with the service’s own origin', async () => {
    const index = [...(await page('/help')).querySelectorAll('main a')].map((link) => link.getAttribute('href'));
    expect(index).toContain('/help/activity');
    const text = (await page('/help/activity')).querySelector('main')!.textContent!;
    for (const words of ['GET /api/v3/activity', 'activity:read', 'filter[resource_type]', 'filter[actor_type]', 'connector', 'At least 90 days', `${service.config.baseUrl}/api/v3/activity`]) expect(text).toContain(words);
    expect(text).not.toContain('{base_url}');
    const reference = await page('/help/reference');
    expect(reference.getElementById('operation/listActivity')?.textContent).toContain('/api/v3/activity');
  });

  it('publishes the connector guide at /help/connector, naming the service’s own MCP and authorization origins', async () => {
    const text = (await page('/help/connector')).querySelector('main')!.textContent!;
    expect(text).toContain(`${service.config.mcpUrl}/mcp`);
    expect(text).toContain(`${service.config.authUrl}/oauth/authorize`);
    expect(text).not.toContain('{mcp_url}');
  });

  it('finds operations, fields, problem codes and field error codes from the search box on every page, without script', async () => {
    expect((await page('/help/webhooks')).querySelector('header form[action="/help/search"] input[name=q]')).not.toBeNull();
    const results = async (query: string) =>
      [...(await page(`/help/search?q=${encodeURIComponent(query)}`)).querySelectorAll('main li a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(await results('order_exists')).toContainEqual(['order_exists', '/help/problems/order_exists']);
    expect(await results('stores/me')).toContainEqual(['GET /api/v3/stores/me', '/help/reference#operation/getAuthenticatedStore']);
    expect(await results('livemode')).toContainEqual(['Livemode.livemode', '/help/reference#schema/Livemode']);
    expect(await results('character_not_in_font')).toContainEqual(['character_not_in_font', '/help/problems/fields/character_not_in_font']);
    expect(await results('unknown_field')).toEqual(expect.arrayContaining([['unknown_field', '/help/problems/unknown_field'], ['unknown_field', '/help/problems/fields/unknown_field']]));
    expect(await results('no such thing at all')).toEqual([]);
    const injected = await service.http.get('/help/search').query({ q: '<script>alert(1)</script>' }).expect(200);
    expect(injected.text).not.toContain('<script>alert');
    expect(injected.headers['content-security-policy']).toMatch(/form-action 'self'/);
  });

  it('serves the storefront’s pricing formulas, docs/pricing.md, with a worked example per model', async () => {
    const document = await page('/help/pricing');
    for (const model of ['Simple letter', 'Advanced letter', 'Frame fit']) expect(text(document)).toContain(model);
    expect(text(document)).toMatch(/worked example/i);
  });
});

describe('the reference’s curl commands, pasted into a shell (issue 20, item 1)', () => {
  it.each([
    ['listCustomisers', 200, { data: [] }],
    ['createCustomiser', 201, { data: { object: 'customiser', pricing_model: 'simple_letter' } }],
  ])('%s reaches the service the document names and is answered as its example was', async (operationId, status, answer) => {
    const command = (await page('/help/reference')).getElementById(`operation/${operationId}`)!.querySelector('pre.copyable')!.textContent!;
    expect(command).toContain(origin);
    const { stdout } = await promisify(execFile)('sh', ['-c', `${command} --silent --show-error --write-out '\n%{http_code}'`], {
      env: { PATH: process.env.PATH ?? '', SIGNWRIGHT_API_KEY: store.keys.all! },
    });
    const lines = stdout.trimEnd().split('\n');
    expect(Number(lines.pop())).toBe(status);
    expect(JSON.parse(lines.join('\n'))).toMatchObject(answer);
  });
});
