import { SettableClock } from '../../../../shared-kernel/test-support/settable-clock';
import { InMemoryDeprecatedUsageRepository } from '../../test-support/in-memory-deprecated-usage.repository';
import { DeprecatedUsageCounter } from '../../application/deprecated-usage-counter';
import { ReportDeprecatedUsageService } from './report-deprecated-usage.service';

async function setUp() {
  const clock = new SettableClock('2026-08-01T10:00:00Z');
  const usage = new InMemoryDeprecatedUsageRepository();
  await usage.add([
    { storeId: 2, method: 'GET', route: '/api/v2/customisers', day: '2026-07-30', requests: 4 },
    { storeId: 1, method: 'POST', route: '/api/v2/orders', day: '2026-07-31', requests: 1 },
  ]);
  const counter = new DeprecatedUsageCounter(usage, clock);
  return { clock, counter, service: new ReportDeprecatedUsageService(usage, counter) };
}

describe('reporting deprecated usage', () => {
  it('reports every store’s uses per operation, with the uses this process has not written yet', async () => {
    const { service, counter } = await setUp();
    counter.record({ storeId: 2, method: 'GET', route: '/api/v2/customisers' });
    const report = await service.report(null);
    expect(report).toMatchObject({ since: null, requests: 6 });
    expect(report.stores.map((store) => [store.storeId, store.requests, store.firstDay, store.lastDay])).toEqual([
      [1, 1, '2026-07-31', '2026-07-31'],
      [2, 5, '2026-07-30', '2026-08-01'],
    ]);
  });

  it('reports only the days from the one asked, that day included', async () => {
    const { service } = await setUp();
    const report = await service.report('2026-07-31');
    expect(report).toMatchObject({ since: '2026-07-31', requests: 1, stores: [{ storeId: 1, operations: [{ method: 'POST', route: '/api/v2/orders', requests: 1 }] }] });
  });
});
