import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishedContract } from '../../../apps/api/api-app';
import { mountedRoutes, type MountedRoute } from '../../support/mounted-routes';
import { repositoryFile, runCliJson } from '../../support/run-cli';
import { startTestService, type TestService } from '../../support/test-service';

/**
 * What the app mounts but the contract leaves out, each with its reason. Everything else the app
 * answers is an operation of the published contract, and everything the contract names is mounted.
 */
const NOT_IN_THE_CONTRACT: Record<string, string> = {
  'get /healthz': 'liveness, for operators and load balancers, not clients',
  'get /readyz': 'readiness, for operators and load balancers, not clients',
  'get /metrics': 'Prometheus scraping, for operators',
  'options /upload-targets/{upload_id}': 'the CORS preflight browsers send before the documented PUT; not an operation',
  'get /admin': 'the merchant admin\'s login page, or its first section, for people in a browser (session cookie and CSRF token)',
  'get /admin/keys': 'the merchant admin\'s API keys section',
  'get /admin/connections': 'the merchant admin\'s connections section',
  'get /admin/test-mode': 'the merchant admin\'s test mode section',
  'get /admin/webhooks': 'the merchant admin\'s webhooks section: the subscriptions of the live or the test data',
  'get /admin/webhooks/{subscription_id}': 'the merchant admin\'s page of one webhook subscription and its delivery log',
  'get /admin/assets/admin.css': 'the merchant admin\'s stylesheet',
  'get /admin/assets/admin.js': 'the merchant admin\'s script (copy buttons)',
  'post /admin/login': 'the admin page\'s login form',
  'post /admin/logout': 'the admin page\'s form ending the session',
  'post /admin/keys': 'the admin page\'s form creating an API key',
  'post /admin/keys/{id}/revoke': 'the admin page\'s form revoking an API key',
  'post /admin/test-data': 'the admin page\'s form starting the store\'s test data (a page never makes it)',
  'post /admin/test-data/reset': 'the admin page\'s form resetting the store\'s test data',
  'post /admin/connections/{id}/revoke': 'the admin page\'s form revoking a connector connection',
  'get /admin/orders': 'the merchant admin\'s orders section, a page of the store\'s orders',
  'get /admin/orders/{order_id}': 'the merchant admin\'s page of one order, with its emails',
  'post /admin/orders/{order_id}/resend': 'the admin page\'s form resending an order email (the API\'s is POST /api/v3/orders/{order_id}/resend)',
  'get /admin/quotes': 'the merchant admin\'s quotes section, a page of the store\'s quote requests',
  'get /admin/quotes/{quote_id}': 'the merchant admin\'s page of one quote request',
  'get /admin/activity': 'the merchant admin\'s activity section, a page of the store\'s changes (the API\'s is GET /api/v3/activity)',
  'get /admin/quotes/{quote_id}/files/{upload_id}': 'a quote\'s file downloaded from the merchant admin with the session (the API\'s is GET /api/v3/quotes/{quote_id}/files/{upload_id})',
  'post /admin/webhooks': 'the admin page\'s form subscribing a URL to webhook topics (createWebhookSubscription\'s service)',
  'post /admin/webhooks/{subscription_id}/enabled': 'the admin page\'s buttons enabling or disabling a webhook subscription (updateWebhookSubscription\'s service)',
  'post /admin/webhooks/{subscription_id}/rotate-secret': 'the admin page\'s button rotating a webhook subscription\'s secret (rotateWebhookSubscriptionSecret\'s service)',
  'post /admin/webhooks/{subscription_id}/test': 'the admin page\'s form sending a webhook test event (sendWebhookTestEvent\'s service)',
  'post /admin/webhooks/{subscription_id}/deliveries/{delivery_id}/redeliver': 'the admin page\'s button sending a webhook delivery again (redeliverWebhookDelivery\'s service)',
  'get /admin/pricing': 'the merchant admin\'s pricing section, a page of the customisers whose pricing history it shows',
  'get /admin/pricing/{customiser_id}': 'the merchant admin\'s pricing history of one customiser (the API\'s is GET /api/v3/customisers/{customiser_id}/pricing/versions)',
  'get /admin/pricing/{customiser_id}/versions/{version}': 'the merchant admin\'s page of one pricing version and its document',
  'get /admin/pricing/{customiser_id}/versions/{version}/restore': 'the merchant admin\'s page asking before a pricing version is restored',
  'post /admin/pricing/{customiser_id}/versions/{version}/restore': 'the admin page\'s form restoring a pricing version (the API\'s is POST /api/v3/customisers/{customiser_id}/pricing/versions/{version}/restore)',
  'post /oauth/authorize/login': 'the consent page\'s login form; clients only open GET /oauth/authorize',
  'post /oauth/authorize/decision': 'the consent page\'s approve and deny form',
  'get /help': 'the documentation site, pages for people (HTML)',
  'get /help/reference': 'the API reference: this document, rendered for people',
  'get /help/webhooks': 'the webhook receiving guide, a page for people',
  'get /help/migration': 'the migration guide, a page for people',
  'get /help/pricing': 'the storefront pricing guide, a page for people',
  'get /help/test-mode': 'the test mode guide, a page for people',
  'get /help/connector': 'the connector guide, a page for people',
  'get /help/activity': 'the activity guide, a page for people',
  'get /help/changes': 'what changed, a page for people',
  'get /help/quickstart': 'the quickstart guide, a page for people',
  'get /help/search': 'the documentation search, a page for people',
  'get /help/authentication': 'the authentication guide, a page for people',
  'get /help/pagination-and-idempotency': 'the pagination and idempotency guide, a page for people',
  'get /help/concurrent-writes': 'the concurrent writes guide, a page for people',
  'get /help/errors-and-retries': 'the errors and retries guide, a page for people',
  'get /storefront/v1/customisers/{customiser_id}/designer': 'the designer page, for shoppers in a browser (HTML)',
  'get /storefront/v1/assets/designer-preview.js': 'the designer page\'s preview script',
  'get /storefront/v1/assets/designer.js': 'the designer page\'s script',
  'get /storefront/v1/assets/designer.css': 'the designer page\'s stylesheet',
  'get /help/problems': 'the list of problem types, a page for people',
  'get /help/problems/{code}': 'the problem type pages problem `type` URIs resolve to, for people',
  'get /help/problems/fields': 'the list of field error codes (the codes of a problem\'s errors), a page for people',
  'get /help/problems/fields/{code}': 'the page of each field error code, for people',
  'get /help/api': 'a redirect to /help/reference, where links.documentation once pointed',
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const key = (route: MountedRoute) => `${route.method} ${route.path}`;

describe('the published contract and the mounted routes', () => {
  let service: TestService;
  let document: { paths: Record<string, Record<string, unknown>> };
  let documented: MountedRoute[];
  let mounted: MountedRoute[];

  beforeAll(async () => {
    service = await startTestService({ redis: false });
    document = (await service.http.get('/help/openapi.json').expect(200)).body;
    documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).filter((method) => METHODS.includes(method)).map((method) => ({ method, path })));
    mounted = mountedRoutes(service.app);
  });
  afterAll(() => service.close());

  it('documents every route the app mounts, but the ones listed with a reason', () => {
    const undocumented = mounted
      .filter((route) => !(key(route) in NOT_IN_THE_CONTRACT))
      .filter((route) => !documented.some((operation) => operation.path === route.path && (route.method === 'all' || operation.method === route.method)));
    expect(undocumented.map(key)).toEqual([]);
  });

  it('mounts every operation the contract documents', () => {
    const unmounted = documented.filter((operation) => !mounted.some((route) => route.path === operation.path && (route.method === 'all' || route.method === operation.method)));
    expect(unmounted.map(key)).toEqual([]);
  });

  it('leaves out only routes that are mounted and not documented', () => {
    for (const excluded of Object.keys(NOT_IN_THE_CONTRACT)) {
      expect({ excluded, mounted: mounted.some((route) => key(route) === excluded) }).toEqual({ excluded, mounted: true });
      expect({ excluded, documented: documented.some((operation) => key(operation) === excluded) }).toEqual({ excluded, documented: false });
    }
  });

  it('covers the raw routes of the API surface: upload target, font files, OAuth endpoints and the connector', () => {
    expect(documented.map(key)).toEqual(
      expect.arrayContaining([
        'put /upload-targets/{upload_id}',
        'get /font-files/{upload_id}.ttf',
        'get /.well-known/oauth-authorization-server',
        'get /.well-known/oauth-protected-resource',
        'get /oauth/authorize',
        'post /oauth/register',
        'post /oauth/token',
        'post /oauth/revoke',
        'post /mcp',
        'get /help/openapi.json',
        'get /help/openapi.yaml',
      ]),
    );
  });

  it('defines each component once: built from the routes in the reverse order, the document shows the same components', () => {
    // Two presenters may publish one component (the storefront answers the Store API's Upload and Product
    // from wire schemas of its own); the document shows the definition registered first, so a second one
    // that said otherwise would change what clients read with the order the modules are composed in.
    const reversed = publishedContract(service.container, service.config, (items) => [...items].reverse()) as { components: { schemas: Record<string, unknown> } };
    const { schemas } = (document as unknown as { components: { schemas: Record<string, unknown> } }).components;
    const differing = Object.keys(schemas).filter((name) => JSON.stringify(schemas[name]) !== JSON.stringify(reversed.components.schemas[name]));
    expect(differing).toEqual([]);
    expect(Object.keys(reversed.components.schemas).sort()).toEqual(Object.keys(schemas).sort());
  });

  it('prints with bin/signwright openapi the document the service serves (what make contract lints)', async () => {
    const printed = await runCliJson(['openapi'], { DATABASE_URL: service.database.url, BASE_URL: service.config.baseUrl, DOCS_URL: service.config.docsUrl });
    expect(printed).toEqual(document);
  });

  // `make contract` alone; in `make test` here, where the document is already built, beside the other tests.
  it("passes Spectral's OpenAPI ruleset (.spectral.yaml) with no errors", async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'sw-spectral-'));
    try {
      writeFileSync(join(scratch, 'openapi.json'), JSON.stringify(document));
      const lint = await spectralLint(join(scratch, 'openapi.json'));
      expect({ exitCode: lint.exitCode, errors: lint.output.split('\n').filter((line) => /^\s*\d+:\d+\s+error\s/.test(line)) }).toEqual({ exitCode: 0, errors: [] });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

/** Spectral's CLI as `make contract` runs it: its exit code and what it printed. */
function spectralLint(document: string): Promise<{ exitCode: number; output: string }> {
  const spectral = repositoryFile('node_modules/.bin/spectral');
  const args = ['lint', '--ruleset', repositoryFile('.spectral.yaml'), '--fail-severity', 'error', document];
  return new Promise((resolve) => {
    execFile(spectral, args, { maxBuffer: 16 * 1024 * 1024, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}
