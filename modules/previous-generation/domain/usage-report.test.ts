import { dayOf, summariseUsage, type DailyUsage } from './usage-report';

const use = (storeId: number, route: string, day: string, requests: number, method = 'GET'): DailyUsage => ({ storeId, method, route, day, requests });

describe('deprecated usage report', () => {
  const rows = [
    use(7, '/api/v2/customisers', '2026-08-01', 3),
    use(7, '/api/v2/customisers', '2026-08-03', 2),
    use(7, '/api/v2/webhooks', '2026-08-02', 1, 'POST'),
    use(5, '/api/v2/orders', '2026-07-30', 4, 'POST'),
  ];

  it('totals each store’s uses per operation, with the first and last day seen, stores by id', () => {
    expect(summariseUsage(rows, null)).toEqual({
      since: null,
      requests: 10,
      stores: [
        { storeId: 5, requests: 4, firstDay: '2026-07-30', lastDay: '2026-07-30', operations: [{ method: 'POST', route: '/api/v2/orders', requests: 4, firstDay: '2026-07-30', lastDay: '2026-07-30' }] },
        {
          storeId: 7,
          requests: 6,
          firstDay: '2026-08-01',
          lastDay: '2026-08-03',
          operations: [
            { method: 'GET', route: '/api/v2/customisers', requests: 5, firstDay: '2026-08-01', lastDay: '2026-08-03' },
            { method: 'POST', route: '/api/v2/webhooks', requests: 1, firstDay: '2026-08-02', lastDay: '2026-08-02' },
          ],
        },
      ],
    });
  });

  it('leaves out the days before since, and stores with nothing left', () => {
    const report = summariseUsage(rows, '2026-08-02');
    expect(report.requests).toBe(3);
    expect(report.stores.map((store) => [store.storeId, store.requests, store.firstDay])).toEqual([[7, 3, '2026-08-02']]);
  });

  it('dates a use by its UTC day', () => {
    expect(dayOf(new Date('2026-08-01T23:59:59.999Z'))).toBe('2026-08-01');
    expect(dayOf(new Date('2026-08-02T00:30:00+02:00'))).toBe('2026-08-01');
  });
});
