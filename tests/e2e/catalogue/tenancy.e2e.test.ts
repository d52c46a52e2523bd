import type { Response } from 'supertest';
import { collectRoutes } from '../../../apps/api/api-app';
import type { AnyRoute } from '../../../infra/http/route';
import { FAMILY_SEGMENTS, OPTION_FAMILIES, type FamilySegment } from '../../../modules/catalogue';
import type { SeededCustomiser } from '../../../apps/cli/demo/catalogue.seed';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore } from '../../support/builders';
import { testCopyOf } from '../test-mode/test-mode-fixtures';

/**
 * The spec: "Every request acts as exactly one store, the store the bearer key belongs to. A resource of
 * another store answers 404 exactly as an unknown id does." Proved for every declared route of the
 * catalogue, read from the application itself so that a route added later is covered without editing
 * this file. Test mode separates the same way: a store's test key on its live ids, and its live key on
 * its test ids, answer as another store's key does.
 */
const UNKNOWN_ID = 999999;
const CUSTOMISER_ROUTES = '/api/v3/customisers/{customiser_id}';

/** `{backboard_id}` → backboards, `{colour_id}` → colours, … as the option-family routes name them. */
const ROW_PLACEHOLDERS: Record<string, FamilySegment> = Object.fromEntries(
  FAMILY_SEGMENTS.map((segment) => [`${OPTION_FAMILIES[segment].object}_id`, segment]),
);

interface Call {
  route: AnyRoute;
  path: string;
  body: unknown;
  label: string;
}

/** Whose catalogue is probed, with the key that owns it, and who probes it, with their own customiser. */
interface Probe {
  owner: { customiser: SeededCustomiser; key: string };
  prober: { customiser: SeededCustomiser; key: string };
}

/** A store of its own with one customiser: each probe builds the stores it uses, and only those. */
const aProbedStore = (service: TestService) => aStore(service, { customisers: 1 });

const PROBES: [string, (service: TestService) => Promise<Probe>][] = [
  ['another store’s key', async (service) => {
    const [ownerStore, otherStore] = [await aProbedStore(service), await aProbedStore(service)];
    return {
      owner: { customiser: ownerStore.customisers[0]!, key: ownerStore.keys.all! },
      prober: { customiser: otherStore.customisers[0]!, key: otherStore.keys.all! },
    };
  }],
  ['the store’s test key on its live ids', async (service) => {
    const ownerStore = await aProbedStore(service);
    return {
      owner: { customiser: ownerStore.customisers[0]!, key: ownerStore.keys.all! },
      prober: { customiser: await testCopyOf(service, ownerStore, ownerStore.customisers[0]!), key: ownerStore.keys.test! },
    };
  }],
  ['the store’s live key on its test ids', async (service) => {
    const ownerStore = await aProbedStore(service);
    return {
      owner: { customiser: await testCopyOf(service, ownerStore, ownerStore.customisers[0]!), key: ownerStore.keys.test! },
      prober: { customiser: ownerStore.customisers[0]!, key: ownerStore.keys.all! },
    };
  }],
];

/** One service for the three probes: each builds stores of its own, so none sees another's data. */
let service: TestService;
beforeAll(async () => {
  // Hundreds of calls with one key: lift the quotas so that only tenancy can answer them.
  service = await startTestService({ env: { RATE_LIMIT_PER_KEY_PER_MINUTE: '100000', RATE_LIMIT_PER_IP_PER_MINUTE: '100000', OPTION_WRITE_BUDGET_PER_MINUTE: '100000' } });
});
afterAll(() => service.close());

describe.each(PROBES)('tenancy: every route of the catalogue answers ids of other data exactly as unknown ids (%s)', (_name, probeOf) => {
  let probe: Probe;
  let routes: AnyRoute[];
  /** The owner's customiser as it was before any probe. */
  let ownerCustomiserBefore: Record<string, unknown>;
  const owner = () => probe.owner.customiser;
  const own = () => probe.prober.customiser;
  const asOtherStore = () => ({ Authorization: `Bearer ${probe.prober.key}` });
  const asOwnerStore = () => ({ Authorization: `Bearer ${probe.owner.key}` });

  beforeAll(async () => {
    probe = await probeOf(service);
    ownerCustomiserBefore = (await service.http.get(`/api/v3/customisers/${owner().id}`).set(asOwnerStore()).expect(200)).body.data;
    routes = collectRoutes(service.container).filter((route) => route.path.startsWith(CUSTOMISER_ROUTES));
  });

  const rowId = (customiser: SeededCustomiser, family: FamilySegment) => (customiser.options[family] as number[])[0]!;

  /**
   * The id a placeholder takes for one customiser's data; `letter_part` is a name, not an id, and a pricing
   * `version` a number within its customiser (every customiser has its version 1), not an id of a store.
   */
  function value(customiser: SeededCustomiser, placeholder: string): string | number {
    if (placeholder === 'customiser_id') return customiser.id;
    if (placeholder === 'letter_part') return 'face';
    if (placeholder === 'version') return 1;
    if (placeholder === 'letter_type_id') return customiser.letter_types[0]!.id;
    const family = ROW_PLACEHOLDERS[placeholder];
    if (!family) throw new Error(`The tenancy test does not know the placeholder {${placeholder}}; teach it which id to use.`);
    return rowId(customiser, family);
  }

  const placeholders = (route: AnyRoute) => [...route.path.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]!);
  const fill = (route: AnyRoute, values: (placeholder: string) => string | number) =>
    route.path.replace(/\{([a-z_]+)\}/g, (_match, placeholder: string) => String(values(placeholder)));

  /** A body the route accepts as it stands, so that only the ids can stop the call. */
  function bodyFor(route: AnyRoute, customiser: SeededCustomiser): unknown {
    if (!route.body) return undefined;
    const family = FAMILY_SEGMENTS.find((segment) => route.path === `${CUSTOMISER_ROUTES}/${segment}`);
    const candidates: unknown[] = [
      {},
      { name: 'Tenancy probe' },
      { letter_part: 'halo' },
      { backboard_ids: [customiser.backboards.with_shape, customiser.backboards.without_shape] },
      { upload_id: 'upl_tenancyprobe0000' },
      { integration_id: 1, store_product_id: 'tenancy-probe', title: 'Tenancy probe', price_amount: 100, currency: 'EUR' },
      ...(family === 'labels' ? [{ name: 'Tenancy probe', text: 'Type here' }] : []),
      ...(family === 'languages' ? [{ name: 'Tenancy probe', code: 'fr' }] : []),
      ...(family === 'legacy-sizes' ? [{ name: 'Tenancy probe', height_cm: 15 }] : []),
      ...(family === 'letter-types' ? [{ name: 'Tenancy probe', category: 'neon', letter_parts: ['face'] }] : []),
    ];
    const body = candidates.find((candidate) => route.body!.safeParse(candidate).success);
    if (body === undefined) throw new Error(`No valid probe body for ${route.method.toUpperCase()} ${route.path}; add one.`);
    return body;
  }

  async function call(route: AnyRoute, path: string, body: unknown, key = `tenancy-${Math.random().toString(36).slice(2)}`): Promise<Response> {
    const request = service.http[route.method](path).set(asOtherStore()).set('Idempotency-Key', key);
    return body === undefined ? request : request.send(body as object);
  }

  /** What a client may branch on: everything but the occurrence (request_id) and its prose (detail). */
  const comparable = (response: Response) => {
    const { request_id: _requestId, detail: _detail, ...rest } = response.body as Record<string, unknown>;
    return { status: response.status, contentType: response.headers['content-type'], problem: rest };
  };

  /** Calls a route with a foreign id and with an unknown one; both must be the same 404. */
  async function mismatches(calls: { foreign: Call; unknown: Call }[]): Promise<string[]> {
    const failures: string[] = [];
    for (const { foreign, unknown } of calls) {
      const foreignResponse = await call(foreign.route, foreign.path, foreign.body);
      const unknownResponse = await call(unknown.route, unknown.path, unknown.body);
      if (foreignResponse.status !== 404 || foreignResponse.body?.code !== 'resource_not_found') {
        failures.push(`${foreign.label}: ${foreignResponse.status} ${foreignResponse.body?.code ?? ''} instead of 404 resource_not_found`);
        continue;
      }
      expectProblem(foreignResponse, 404, 'resource_not_found');
      if (JSON.stringify(comparable(foreignResponse)) !== JSON.stringify(comparable(unknownResponse))) {
        failures.push(`${foreign.label}: differs from the unknown id: ${JSON.stringify(comparable(foreignResponse))} vs ${JSON.stringify(comparable(unknownResponse))}`);
      }
    }
    return failures;
  }

  it('covers every option family and every catalogue operation under a customiser', () => {
    const declared = new Set(routes.map((route) => `${route.method.toUpperCase()} ${route.path}`));
    for (const segment of FAMILY_SEGMENTS) {
      const item = `${CUSTOMISER_ROUTES}/${segment}/{${OPTION_FAMILIES[segment].object}_id}`;
      for (const operation of [`GET ${CUSTOMISER_ROUTES}/${segment}`, `POST ${CUSTOMISER_ROUTES}/${segment}`, `GET ${item}`, `PATCH ${item}`, `DELETE ${item}`]) {
        expect(declared).toContain(operation);
      }
    }
    for (const operation of [
      `GET ${CUSTOMISER_ROUTES}`,
      `PATCH ${CUSTOMISER_ROUTES}`,
      `POST ${CUSTOMISER_ROUTES}/activate`,
      `POST ${CUSTOMISER_ROUTES}/deactivate`,
      `GET ${CUSTOMISER_ROUTES}/settings`,
      `PATCH ${CUSTOMISER_ROUTES}/settings`,
      `POST ${CUSTOMISER_ROUTES}/backboards/validate-create`,
      `POST ${CUSTOMISER_ROUTES}/backboards/reorder`,
      `GET ${CUSTOMISER_ROUTES}/letter-types/{letter_type_id}/letter-parts`,
      `POST ${CUSTOMISER_ROUTES}/letter-types/{letter_type_id}/letter-parts`,
      `POST ${CUSTOMISER_ROUTES}/letter-types/{letter_type_id}/letter-parts/validate-create`,
      `GET ${CUSTOMISER_ROUTES}/letter-types/{letter_type_id}/letter-parts/{letter_part}`,
      `PATCH ${CUSTOMISER_ROUTES}/letter-types/{letter_type_id}/letter-parts/{letter_part}`,
      `DELETE ${CUSTOMISER_ROUTES}/letter-types/{letter_type_id}/letter-parts/{letter_part}`,
      `POST ${CUSTOMISER_ROUTES}/letter-types/{letter_type_id}/letter-parts/{letter_part}/colours/{colour_id}/validate-delete`,
    ]) {
      expect(declared).toContain(operation);
    }
  });

  it('answers 404 resource_not_found for another store’s customiser on every route, identical to an unknown customiser id', async () => {
    const calls = routes.map((route) => {
      const body = bodyFor(route, owner());
      const label = `${route.method.toUpperCase()} ${route.path}`;
      return {
        foreign: { route, body, label, path: fill(route, (placeholder) => value(owner(), placeholder)) },
        unknown: { route, body, label, path: fill(route, (placeholder) => (placeholder === 'customiser_id' ? UNKNOWN_ID : value(owner(), placeholder))) },
      };
    });
    expect(calls.length).toBeGreaterThanOrEqual(FAMILY_SEGMENTS.length * 5);
    expect(await mismatches(calls)).toEqual([]);
  });

  it('answers 404 resource_not_found for another store’s row, letter type or colour under the caller’s own customiser, identical to an unknown id', async () => {
    const calls = routes.flatMap((route) =>
      placeholders(route)
        .filter((placeholder) => !['customiser_id', 'letter_part', 'version'].includes(placeholder))
        .map((foreignPlaceholder) => {
          const body = bodyFor(route, own());
          const label = `${route.method.toUpperCase()} ${route.path} with another store's {${foreignPlaceholder}}`;
          const path = (foreignValue: string | number) =>
            fill(route, (placeholder) => (placeholder === foreignPlaceholder ? foreignValue : value(own(), placeholder)));
          return {
            foreign: { route, body, label, path: path(value(owner(), foreignPlaceholder)) },
            unknown: { route, body, label, path: path(UNKNOWN_ID) },
          };
        }),
    );
    expect(calls.length).toBeGreaterThanOrEqual(FAMILY_SEGMENTS.length * 3);
    expect(await mismatches(calls)).toEqual([]);
  });

  it('left the other store’s data untouched: every probed row, selection and setting is still there as it was', async () => {
    const customiser = owner();
    const base = `/api/v3/customisers/${customiser.id}`;
    const read = async (path: string) => (await service.http.get(path).set(asOwnerStore()).expect(200)).body.data;
    expect(await read(base)).toEqual(ownerCustomiserBefore);
    expect(await read(`${base}/settings`)).toMatchObject({ ai_designer_fallback_form_id: customiser.forms.fallback, border_margin_cm: null });
    for (const segment of FAMILY_SEGMENTS) {
      const rows = (await read(`${base}/${segment}?limit=100`)) as { id: number; name?: string }[];
      expect(rows.map((row) => row.id)).toEqual(customiser.options[segment]);
      expect(rows.map((row) => row.name)).not.toContain('Tenancy probe');
    }
    const selections = (await read(`${base}/letter-types/${customiser.letter_types[0]!.id}/letter-parts`)) as { letter_part: string }[];
    expect(selections.map((selection) => selection.letter_part).sort()).toEqual(['face', 'tube']);
  });

  it('uses ids that are real: the owner’s own key reaches every probed read, validation and no-op patch', async () => {
    const harmless = routes.filter((route) => route.method === 'get' || route.path.includes('/validate-') || route.method === 'patch');
    expect(harmless.length).toBeGreaterThanOrEqual(FAMILY_SEGMENTS.length * 3);
    const unreachable: string[] = [];
    for (const route of harmless) {
      const path = fill(route, (placeholder) => value(owner(), placeholder));
      const request = service.http[route.method](path).set(asOwnerStore());
      const response = await (route.method === 'patch' ? request.send({}) : request.send(bodyFor(route, owner()) as object));
      if (response.status === 404 || response.status >= 500) unreachable.push(`${route.method.toUpperCase()} ${route.path}: ${response.status} ${response.body?.code ?? ''}`);
    }
    expect(unreachable).toEqual([]);
  });

  it('never lists another store’s customisers, on any page', async () => {
    const listed: number[] = [];
    let url: string | null = '/api/v3/customisers?limit=100';
    while (url) {
      const response: Response = await service.http.get(url).set(asOtherStore()).expect(200);
      listed.push(...(response.body.data as { id: number }[]).map((customiser) => customiser.id));
      url = response.body.pagination.has_more ? `/api/v3/customisers?limit=100&cursor=${encodeURIComponent(response.body.pagination.next_cursor)}` : null;
    }
    expect(listed).toEqual([own().id]);
    expect(listed).not.toContain(owner().id);
  });

  it('refuses another store’s customiser with a filter too: listing filtered by pricing model shows only the caller’s', async () => {
    const response = await service.http.get('/api/v3/customisers').query({ 'filter[pricing_model]': 'simple_letter', limit: 100 }).set(asOtherStore()).expect(200);
    expect((response.body.data as { id: number }[]).every((customiser) => customiser.id === own().id)).toBe(true);
    expect(response.body.data.length).toBeGreaterThan(0);
  });
});
