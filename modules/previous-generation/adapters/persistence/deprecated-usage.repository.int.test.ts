import { startTestRuntime, type TestRuntime } from '../../../../tests/support/test-runtime';
import { KyselyDeprecatedUsageRepository } from './kysely-deprecated-usage.repository';

describe('deprecated usage on PostgreSQL', () => {
  let service: TestRuntime;
  let usage: KyselyDeprecatedUsageRepository;
  const count = (storeId: number, day: string, requests: number, route = '/api/v2/customisers') => ({ storeId, day, method: 'GET', route, requests });

  beforeAll(async () => {
    service = await startTestRuntime({ redis: false });
    usage = new KyselyDeprecatedUsageRepository(service.runtime.database);
  });
  afterAll(() => service.close());

  it('adds batches to the counts already held per store, day and operation', async () => {
    await usage.add([count(1, '2026-08-01', 2), count(2, '2026-08-01', 1)]);
    await usage.add([count(1, '2026-08-01', 3), count(1, '2026-08-02', 1), count(1, '2026-08-02', 4, '/api/v2/webhooks')]);
    expect(await usage.list(null)).toEqual([
      count(1, '2026-08-01', 5),
      count(1, '2026-08-02', 1),
      count(1, '2026-08-02', 4, '/api/v2/webhooks'),
      count(2, '2026-08-01', 1),
    ]);
  });

  it('lists from a day on, that day included', async () => {
    expect((await usage.list('2026-08-02')).map((row) => [row.storeId, row.day, row.requests])).toEqual([[1, '2026-08-02', 1], [1, '2026-08-02', 4]]);
  });
});
