import type { Clock } from '../../../shared-kernel/clock';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer } from './order-fixtures';

const DAY_MS = 86_400_000;

/** GET /api/v3/analytics/summary: complete UTC days of a 7d, 30d, 90d or 365d period. */
describe('GET /api/v3/analytics/summary', () => {
  let service: TestService;
  let shop: BuiltStore;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  const summary = (query: Record<string, string> = {}, key = shop.keys['analytics:read']!) =>
    service.http.get('/api/v3/analytics/summary').query(query).set(bearer(key));
  const midnight = (at: number) => new Date(Math.floor(at / DAY_MS) * DAY_MS);

  beforeAll(async () => {
    service = await startTestService({ clock });
    // The demo's 2 synchronised products, 2 orders and 2 quotes, all made today.
    shop = await aStore(service, { customisers: 1, commerce: true });
  });
  afterAll(() => service.close());
  afterEach(() => {
    offsetMs = 0;
  });

  it('summarises the last 30 complete days by default, today excluded', async () => {
    const response = await summary().expect(200);
    const today = midnight(Date.now());
    expect(response.body.data).toEqual({
      object: 'analytics_summary',
      period: '30d',
      from: new Date(today.getTime() - 30 * DAY_MS).toISOString(),
      to: today.toISOString(),
      currency: 'EUR',
      // Everything the store was built with happened today, which is not complete yet.
      orders: 0,
      revenue: 0,
      products_synchronised: 0,
      quotes: 0,
      designs_completed: 0,
      livemode: true,
    });
  });

  it('counts orders, revenue, synchronised products and quotes once their day is complete', async () => {
    const orders = await Promise.all(shop.orders.map(async (id) => (await service.http.get(`/api/v3/orders/${id}`).set(bearer(shop.keys.all!)).expect(200)).body.data));
    offsetMs = DAY_MS;
    const response = await summary({ period: '7d' }).expect(200);
    expect(response.body.data).toMatchObject({
      period: '7d',
      to: midnight(Date.now() + DAY_MS).toISOString(),
      orders: 2,
      revenue: orders.reduce((sum: number, order: { order_total: number }) => sum + order.order_total, 0),
      products_synchronised: 2,
      quotes: 2,
      designs_completed: 0,
    });
  });

  it('counts only the calling store', async () => {
    offsetMs = DAY_MS;
    const otherShop = await aStore(service, { customisers: 1, commerce: true });
    const other = await summary({}, otherShop.keys.all!).expect(200);
    expect(other.body.data).toMatchObject({ orders: 2, products_synchronised: 2, quotes: 2 });
  });

  it('leaves days outside the period out', async () => {
    offsetMs = 9 * DAY_MS;
    expect((await summary({ period: '7d' }).expect(200)).body.data).toMatchObject({ orders: 0, quotes: 0, products_synchronised: 0 });
    expect((await summary({ period: '30d' }).expect(200)).body.data).toMatchObject({ orders: 2, quotes: 2, products_synchronised: 2 });
  });

  it.each(['7d', '30d', '90d', '365d'])('accepts period=%s, from UTC midnight that many days back', async (period) => {
    const response = await summary({ period }).expect(200);
    const days = Number.parseInt(period, 10);
    expect(new Date(response.body.data.to).getTime() - new Date(response.body.data.from).getTime()).toBe(days * DAY_MS);
  });

  it('answers another period with 422 invalid_parameter naming the parameter and the allowed values', async () => {
    for (const period of ['1y', '14d', '', '30D']) {
      const problem = expectProblem(await summary({ period }), 422, 'invalid_parameter');
      expect(problem.errors).toEqual([{ parameter: 'period', code: expect.any(String), detail: expect.any(String), allowed_values: ['7d', '30d', '90d', '365d'] }]);
    }
  });

  it('refuses unknown parameters', async () => {
    expectProblem(await summary({ from: '2026-01-01' }), 422, 'unknown_parameter');
  });

  it('needs analytics:read', async () => {
    const problem = expectProblem(await summary({}, shop.keys['orders:read']!), 403, 'insufficient_scope');
    expect(problem).toMatchObject({ required_scopes: ['analytics:read'] });
  });

  it('shows a null currency for a store without one', async () => {
    const noCurrency = await aStore(service, { currency: null });
    expect((await summary({}, noCurrency.keys['analytics:read']).expect(200)).body.data).toMatchObject({ currency: null, orders: 0, revenue: 0 });
  });
});
