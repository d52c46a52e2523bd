import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { BuiltStore } from '../../support/builders';
import { startListeningService, type ListeningService } from '../../support/listening-service';
import { connectAssistant, PersonAtTheConsentPage, toolAnswer } from '../../support/connector-client';

/**
 * The spec's "Connector authorization (OAuth 2.1)", end to end: the real MCP SDK client, knowing only
 * the connector URL, discovers, registers, is approved by a person on the real pages, and calls tools.
 */
describe('the connector, as an MCP client meets it', () => {
  let store: BuiltStore;
  let listening: ListeningService;
  let origin: string;
  const person = () => store.people[0]!;

  beforeAll(async () => {
    // A person approves the connections; list_customisers pages two customisers, patch_pricing writes a priced one.
    listening = await startListeningService({ stores: [{ owner: true, customisers: 2 }] });
    ({ origin } = listening);
    store = listening.stores[0]!;
  });
  afterAll(async () => {
    await listening.close();
  });

  const connect = (scope?: string) => connectAssistant(origin, person(), scope);

  it('connects knowing only the connector URL, and get_store answers the store with the granted scopes', async () => {
    const { client } = await connect('store:read customisers:read');
    const result = await client.callTool({ name: 'get_store', arguments: {} });
    expect(toolAnswer(result)).toMatchObject({ object: 'store', id: store.id, scopes: ['store:read', 'customisers:read'] });
    await client.close();
  });

  it('lists the tools, each saying the scopes it requires', async () => {
    const { client } = await connect('store:read');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      ['get_customiser', 'get_pricing', 'get_store', 'list_customisers', 'list_orders', 'list_quotes', 'patch_pricing', 'validate_pricing'].sort(),
    );
    await client.close();
  });

  it('answers a tool outside the granted scopes with insufficient_scope as a tool result, not a protocol error', async () => {
    const { client } = await connect('store:read');
    const result = await client.callTool({ name: 'list_orders', arguments: {} });
    expect(result.isError).toBe(true);
    expect(toolAnswer(result)).toMatchObject({ code: 'insufficient_scope', status: 403, required_scopes: ['orders:read'], granted_scopes: ['store:read'] });
    await client.close();
  });

  it('calls the everyday tools within the granted scopes, over the Store API services', async () => {
    const { client } = await connect('customisers:read orders:read');
    const customisers = toolAnswer(await client.callTool({ name: 'list_customisers', arguments: { limit: 2 } }));
    expect(customisers.data).toHaveLength(2);
    const orders = toolAnswer(await client.callTool({ name: 'list_orders', arguments: {} }));
    expect(Array.isArray(orders.data)).toBe(true);
    await client.close();
  });

  it('runs a write tool under the Store API’s idempotency: the key is required, a repeat replays, another body conflicts', async () => {
    const { client } = await connect('pricing:read pricing:write');
    const customiserId = store.customisers[0]!.id;
    const withoutKey = await client.callTool({ name: 'patch_pricing', arguments: { customiser_id: customiserId, patch: {} } });
    expect(withoutKey.isError).toBe(true);
    const first = toolAnswer(await client.callTool({ name: 'patch_pricing', arguments: { customiser_id: customiserId, patch: {}, idempotency_key: 'tool-write-1' } }));
    const again = toolAnswer(await client.callTool({ name: 'patch_pricing', arguments: { customiser_id: customiserId, patch: {}, idempotency_key: 'tool-write-1' } }));
    expect(again).toEqual(first);
    // Another valid patch (its arguments are parsed before the key is looked up, as a request's body is).
    const { sizes } = toolAnswer(await client.callTool({ name: 'get_pricing', arguments: { customiser_id: customiserId } }));
    const conflict = await client.callTool({ name: 'patch_pricing', arguments: { customiser_id: customiserId, patch: { sizes }, idempotency_key: 'tool-write-1' } });
    expect(toolAnswer(conflict)).toMatchObject({ code: 'idempotency_key_conflict' });
    await client.close();
  });

  it('satisfies oauth4webapi, a strict client: discovery, registration, authorization, exchange, refresh and revocation', async () => {
    const script = join(__dirname, 'oauth4webapi-client.mjs');
    const run = (args: string[]) =>
      new Promise<string>((resolve, reject) =>
        execFile(process.execPath, [script, ...args], (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout))),
      );
    const started = JSON.parse(await run(['start', origin]));
    const browser = new PersonAtTheConsentPage(origin);
    const consent = await browser.logIn(started.authorizationUrl, person());
    const { location } = await browser.decide(consent, 'approve');
    const finished = JSON.parse(await run(['finish', origin, JSON.stringify(started), location]));
    expect(finished).toEqual({ first: 'bearer', refreshed: 'bearer', rotated: true, expires_in: 3600 });
  });
});
