import { sql } from 'kysely';
import { HTTP_ROUTES, type RouteSource } from '../../../infra/http/route';
import { SCOPES } from '../../../shared-kernel/scopes';
import { ConnectorToolCalls } from '../../../modules/identity/adapters/connector/connector-tool-calls';
import { aStore, bareCustomisers, type BuiltStore } from '../../support/builders';
import { startTestService, type TestService } from '../../support/test-service';

/**
 * One more customiser than a page holds by default, so that the first page has a cursor; the demo's
 * plans give them every pricing model, inactive ones and more active frame-fit ones than a page of two.
 * The demo's five showcased customisers are filled (pricing reads them); the rest only page, so are bare.
 */
const MORE_THAN_A_PAGE = 21;
const FILLED = 5;

/** A refusal as a tool result carries it. */
interface ToolProblem {
  code: string;
  status: number;
  errors?: unknown;
}

/**
 * The connector's tools of the catalogue, pricing and orders: each is run as the MCP glue runs it (its
 * input parsed by its own schema, then the operation it presents through the operation pipeline, acting
 * for the caller's connection) and must answer what the Store API answers the same store, with the same
 * scopes and the same refusals.
 */
describe('connector tools for customisers, pricing, orders and quotes', () => {
  let service: TestService;
  let stores: BuiltStore[];
  const store = () => stores[0]!;
  const otherStore = () => stores[1]!;
  const byModel = (model: string) => store().customisers.find((customiser) => customiser.pricing_model === model)!;

  const tools = () => service.container.get(ConnectorToolCalls).tools().map((candidate) => candidate.tool);
  const tool = (name: string) => tools().find((candidate) => candidate.name === name)!;
  const presented = (name: string) => service.container.get(ConnectorToolCalls).tools().find((candidate) => candidate.tool.name === name)!;
  const route = (operationId: string) =>
    service.container.getAll<RouteSource>(HTTP_ROUTES).flatMap((source) => source.routes()).find((candidate) => candidate.operationId === operationId)!;

  /** A connection granted every scope; a write carries a fresh idempotency key, as a client sends one. */
  async function call(name: string, args: unknown, storeId: number) {
    const caller = { storeId, personId: 1, connectionId: storeId, scopes: [...SCOPES], clientName: 'Connector test' };
    const withKey = presented(name).takesIdempotencyKey ? { idempotency_key: `key-${Math.random().toString(36).slice(2)}` } : {};
    const result = await service.container.get(ConnectorToolCalls).call(name, caller, { ...tool(name).input.parse(args), ...withKey });
    const text = (result.content[0] as { text: string }).text;
    return { isError: result.isError === true, value: JSON.parse(text) as unknown };
  }

  async function run(name: string, args: unknown, storeId = store().id): Promise<unknown> {
    const { isError, value } = await call(name, args, storeId);
    if (isError) throw new Error(`${name} answered a problem: ${JSON.stringify(value)}`);
    return value;
  }

  async function refusal(name: string, args: unknown, storeId = store().id): Promise<ToolProblem> {
    const { isError, value } = await call(name, args, storeId);
    if (!isError) throw new Error(`${name} should have been refused with a problem, got ${JSON.stringify(value)}`);
    return value as ToolProblem;
  }

  const key = (storeId: number) => stores.find((candidate) => candidate.id === storeId)!.keys.all!;
  const api = (path: string, storeId = store().id) => service.http.get(path).set({ Authorization: `Bearer ${key(storeId)}` });
  const apiData = async (path: string, storeId = store().id) => (await api(path, storeId).expect(200)).body.data;
  const apiPage = async (path: string, storeId = store().id) => {
    const { body } = await api(path, storeId).expect(200);
    return { data: body.data, next_cursor: body.pagination.next_cursor };
  };
  const send = (method: 'patch' | 'post', path: string, body: unknown) =>
    service.http[method](path).set({ Authorization: `Bearer ${key(store().id)}`, 'Content-Type': 'application/json' }).send(JSON.stringify(body));
  const pricingPath = (customiserId: number) => `/api/v3/customisers/${customiserId}/pricing`;
  /** What a refusal means to a client: its code and where it points. */
  const verdict = (problem: { code: string; errors?: unknown }) => ({ code: problem.code, errors: problem.errors });

  beforeAll(async () => {
    service = await startTestService({ env: { OPTION_WRITE_BUDGET_PER_MINUTE: '10000' } });
    // Both stores have orders and quotes, so that each lists its own and not the other's.
    stores = [await aStore(service, { customisers: FILLED, commerce: true }), await aStore(service, { customisers: 1, commerce: true })];
    await bareCustomisers(service, store(), MORE_THAN_A_PAGE);
  });
  afterAll(() => service.close());

  describe('declaration', () => {
    const TOOLS = [
      ['list_customisers', 'listCustomisers'],
      ['get_customiser', 'getCustomiser'],
      ['get_pricing', 'getCustomiserPricing'],
      ['validate_pricing', 'validateCustomiserPricing'],
      ['patch_pricing', 'updateCustomiserPricing'],
      ['list_orders', 'listOrders'],
      ['list_quotes', 'listQuotes'],
    ] as const;

    it('declares each tool once, beside its route or bound alone, under a name no other tool has', () => {
      const names = tools().map((candidate) => candidate.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toEqual(expect.arrayContaining(TOOLS.map(([name]) => name)));
    });

    it.each(TOOLS)('%s presents the Store API operation %s, so its scopes, budget and idempotency are that operation’s', (name, operationId) => {
      expect(presented(name).operation.operationId).toBe(operationId);
      expect(presented(name).operation.scopes).toEqual(route(operationId).scopes);
    });

    it('asks an idempotency key of patch_pricing alone, the only tool whose operation takes one', () => {
      expect(TOOLS.filter(([name]) => presented(name).takesIdempotencyKey).map(([name]) => name)).toEqual(['patch_pricing']);
    });
  });

  describe('customisers', () => {
    it('list_customisers answers the page GET /api/v3/customisers answers, cursor included', async () => {
      expect(await run('list_customisers', {})).toEqual(await apiPage('/api/v3/customisers'));
    });

    it('list_customisers filters and pages as the route does, with cursors either can continue', async () => {
      const first = (await run('list_customisers', { limit: 2, active: true, pricing_model: 'frame_fit' })) as { next_cursor: string };
      const query = 'limit=2&filter[active]=true&filter[pricing_model]=frame_fit';
      expect(first).toEqual(await apiPage(`/api/v3/customisers?${query}`));
      expect(first.next_cursor).toEqual(expect.any(String));
      const second = await run('list_customisers', { limit: 2, active: true, pricing_model: 'frame_fit', cursor: first.next_cursor });
      expect(second).toEqual(await apiPage(`/api/v3/customisers?${query}&cursor=${first.next_cursor}`));
      expect(await run('list_customisers', { active: false })).toEqual(await apiPage('/api/v3/customisers?filter[active]=false'));
    });

    it('list_customisers lists the calling store’s customisers only', async () => {
      expect(await run('list_customisers', {}, otherStore().id)).toEqual(await apiPage('/api/v3/customisers', otherStore().id));
    });

    it('get_customiser answers what GET /api/v3/customisers/{id} answers', async () => {
      const id = byModel('advanced_letter').id;
      expect(await run('get_customiser', { customiser_id: id })).toEqual(await apiData(`/api/v3/customisers/${id}`));
    });
  });

  describe('pricing', () => {
    it.each(['simple_letter', 'advanced_letter', 'frame_fit'])('get_pricing answers the %s document GET …/pricing answers', async (model) => {
      const id = byModel(model).id;
      expect(await run('get_pricing', { customiser_id: id })).toEqual(await apiData(pricingPath(id)));
    });

    it('get_pricing refuses a customiser of the retired model as the route does', async () => {
      const id = byModel('legacy_fixed_height').id;
      expect(verdict(await refusal('get_pricing', { customiser_id: id }))).toEqual(verdict((await api(pricingPath(id)).expect(422)).body));
    });

    it('validate_pricing answers the verdict POST …/pricing/validate answers, and writes nothing', async () => {
      const id = byModel('advanced_letter').id;
      const document = await apiData(pricingPath(id));
      const renamed = { ...document, sizes: [{ ...document.sizes[0], name: 'Only validated' }, ...document.sizes.slice(1)] };
      const answer = await run('validate_pricing', { customiser_id: id, document: renamed });
      expect(answer).toEqual((await send('post', `${pricingPath(id)}/validate`, renamed).expect(200)).body.data);
      expect(answer).toEqual({ object: 'pricing_validation', customiser_id: id, valid: true, livemode: true });
      expect(await apiData(pricingPath(id))).toEqual(document);
    });

    it('validate_pricing refuses what the route refuses, with the same problem and pointers', async () => {
      const id = byModel('frame_fit').id;
      const document = await apiData(pricingPath(id));
      const refused = [
        { ...document, currency: 'USD' },
        { ...document, sizes: [{ ...document.sizes[0], sizing_strategy: 'fixed_width' }, ...document.sizes.slice(1)] },
        { ...document, discounts: [] },
      ];
      for (const body of refused) {
        const problem = await refusal('validate_pricing', { customiser_id: id, document: body });
        expect(verdict(problem)).toEqual(verdict((await send('post', `${pricingPath(id)}/validate`, body)).body));
      }
    });

    it('patch_pricing merges the patch, and GET …/pricing then answers what it answered', async () => {
      const id = byModel('frame_fit').id;
      const [list] = (await apiData(pricingPath(id))).price_lists;
      const answer = (await run('patch_pricing', { customiser_id: id, patch: { price_lists: [{ ...list, name: 'Patched by the connector' }] } })) as {
        price_lists: { name: string }[];
      };
      expect(answer.price_lists.map((priceList) => priceList.name)).toEqual(['Patched by the connector']);
      expect(await apiData(pricingPath(id))).toEqual(answer);
    });

    it.each([
      ['a patch that is not an object', [1]],
      ['a read-only descriptor', { currency: 'USD', pricing_model: 'simple_letter' }],
      ['an unknown member', { discounts: [] }],
      ['a merged document that breaks the model’s rules', { base_pricing: { mode: 'included_in_price_lists' }, sheet_pricing: { rows: [] } }],
    ])('patch_pricing refuses %s with the problem PATCH …/pricing answers, and changes nothing', async (_case, patch) => {
      const id = byModel('advanced_letter').id;
      const before = await apiData(pricingPath(id));
      const problem = await refusal('patch_pricing', { customiser_id: id, patch });
      expect(verdict(problem)).toEqual(verdict((await send('patch', pricingPath(id), patch)).body));
      expect(await apiData(pricingPath(id))).toEqual(before);
    });

    it('patch_pricing refuses removing a size other records reference: 409 resource_in_use at /sizes', async () => {
      const customiser = byModel('advanced_letter');
      const { sizes } = await apiData(pricingPath(customiser.id));
      const patch = { sizes: sizes.filter((size: { size_id: number }) => size.size_id !== customiser.options.referenced.sizes) };
      const problem = await refusal('patch_pricing', { customiser_id: customiser.id, patch });
      expect(verdict(problem)).toEqual(verdict((await send('patch', pricingPath(customiser.id), patch)).body));
      expect(problem).toMatchObject({ status: 409, code: 'resource_in_use' });
    });

    it.each(['x', 42, null, undefined])('patch_pricing answers invalid_document to the patch %p, as any merge patch route does', async (patch) => {
      const problem = await refusal('patch_pricing', { customiser_id: byModel('frame_fit').id, patch });
      expect(problem.code).toBe('invalid_document');
    });
  });

  describe('orders and quotes', () => {
    beforeAll(async () => {
      // One order back in 2020, so that the date filters split the store's orders.
      await sql`update orders.orders set created_at = '2020-01-15T12:00:00Z' where id = ${store().orders[0]!}`.execute(service.runtime.database.root);
    });

    it('list_orders answers the page GET /api/v3/orders answers', async () => {
      expect(await run('list_orders', {})).toEqual(await apiPage('/api/v3/orders'));
      const first = (await run('list_orders', { limit: 1 })) as { next_cursor: string };
      expect(first).toEqual(await apiPage('/api/v3/orders?limit=1'));
      expect(await run('list_orders', { limit: 1, cursor: first.next_cursor })).toEqual(await apiPage(`/api/v3/orders?limit=1&cursor=${first.next_cursor}`));
    });

    it('list_orders filters by created_after and created_before as the route’s filters do', async () => {
      const before = (await run('list_orders', { created_before: '2020-02-01' })) as { data: { id: number }[] };
      expect(before.data.map((order) => order.id)).toEqual([store().orders[0]]);
      expect(before).toEqual(await apiPage('/api/v3/orders?filter[created_before]=2020-02-01'));
      const after = { created_after: '2020-02-01T00:00:00+01:00', created_before: '2100-01-01T00:00:00Z' };
      expect(await run('list_orders', after)).toEqual(
        await apiPage(`/api/v3/orders?filter[created_after]=${encodeURIComponent(after.created_after)}&filter[created_before]=${after.created_before}`),
      );
    });

    it('list_orders and list_quotes list the calling store’s records only', async () => {
      expect(await run('list_orders', {}, otherStore().id)).toEqual(await apiPage('/api/v3/orders', otherStore().id));
      expect(await run('list_quotes', {}, otherStore().id)).toEqual(await apiPage('/api/v3/quotes', otherStore().id));
    });

    it('list_quotes filters by created_after and created_before as the route’s filters do', async () => {
      const window = { created_after: '2020-02-01T00:00:00+01:00', created_before: '2100-01-01' };
      const filtered = (await run('list_quotes', window)) as { data: { id: number }[] };
      expect(filtered.data.map((quote) => quote.id)).toEqual(store().quotes);
      expect(filtered).toEqual(await apiPage(`/api/v3/quotes?filter[created_after]=${encodeURIComponent(window.created_after)}&filter[created_before]=${window.created_before}`));
      expect(((await run('list_quotes', { created_before: '2020-02-01' })) as { data: unknown[] }).data).toEqual([]);
    });

    it('list_quotes answers the pages GET /api/v3/quotes answers', async () => {
      expect(await run('list_quotes', {})).toEqual(await apiPage('/api/v3/quotes'));
      const first = (await run('list_quotes', { limit: 1 })) as { next_cursor: string };
      expect(first).toEqual(await apiPage('/api/v3/quotes?limit=1'));
      expect(await run('list_quotes', { limit: 1, cursor: first.next_cursor })).toEqual(await apiPage(`/api/v3/quotes?limit=1&cursor=${first.next_cursor}`));
    });

    it('list_orders refuses a cursor issued for other filters, as the route does (invalid_cursor)', async () => {
      const { next_cursor: cursor } = (await run('list_orders', { limit: 1 })) as { next_cursor: string };
      expect((await refusal('list_orders', { limit: 1, cursor, created_after: '2020-01-01' })).code).toBe('invalid_cursor');
    });
  });

  describe('another store’s resources', () => {
    it.each([
      ['get_customiser', (id: number) => ({ customiser_id: id })],
      ['get_pricing', (id: number) => ({ customiser_id: id })],
      ['validate_pricing', (id: number) => ({ customiser_id: id, document: {} })],
      ['patch_pricing', (id: number) => ({ customiser_id: id, patch: {} })],
    ])('%s answers another store’s customiser exactly as an unknown one: resource_not_found', async (name, args) => {
      const foreign = await refusal(name, args(otherStore().customisers[0]!.id));
      const unknown = await refusal(name, args(999999));
      expect(foreign).toMatchObject({ status: 404, code: 'resource_not_found' });
      expect(verdict(foreign)).toEqual(verdict(unknown));
    });
  });

  describe('input', () => {
    it.each([
      ['list_customisers', { limit: 0 }],
      ['list_customisers', { limit: 101 }],
      ['list_customisers', { active: 'yes' }],
      ['list_customisers', { pricing_model: 'neon' }],
      ['list_customisers', { 'filter[active]': 'true' }],
      ['list_customisers', { cursor: '' }],
      ['get_customiser', {}],
      ['get_customiser', { customiser_id: 0 }],
      ['get_customiser', { customiser_id: 1.5 }],
      ['get_customiser', { customiser_id: '12' }],
      ['get_customiser', { customiser_id: 2 ** 31 }],
      ['get_pricing', { customiser_id: -1 }],
      ['validate_pricing', { customiser_id: 1 }],
      ['validate_pricing', { customiser_id: 1, document: [] }],
      ['patch_pricing', { patch: {} }],
      ['patch_pricing', { customiser_id: 1, patch: {}, replace: true }],
      ['list_orders', { created_after: 'yesterday' }],
      ['list_orders', { created_before: '2026-13-01' }],
      ['list_orders', { status: 'paid' }],
      ['list_quotes', { limit: 'all' }],
      ['list_quotes', { form_id: 1 }],
    ])('%s refuses %j by its input schema', (name, args) => {
      expect(tool(name).input.safeParse(args).success).toBe(false);
    });
  });
});
