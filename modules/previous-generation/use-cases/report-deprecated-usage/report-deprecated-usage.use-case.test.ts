import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential } from '../../../../shared-kernel/request-context';
import { SettableClock } from '../../../../shared-kernel/test-support/settable-clock';
import { DeprecatedUsageCounter } from '../../application/deprecated-usage-counter';
import { ReportDeprecatedUsageService } from './report-deprecated-usage.service';
import { InMemoryDeprecatedUsageRepository } from '../../test-support/in-memory-deprecated-usage.repository';
import ReportDeprecatedUsage from './report-deprecated-usage.use-case';

async function setUp() {
  const usage = new InMemoryDeprecatedUsageRepository();
  await usage.add([{ storeId: 2, method: 'GET', route: '/api/v2/customisers', day: '2026-07-30', requests: 4 }]);
  const service = new ReportDeprecatedUsageService(usage, new DeprecatedUsageCounter(usage, new SettableClock('2026-08-01T10:00:00Z')));
  const calls = inMemoryOperationCalls(new ReportDeprecatedUsage(service).operations());
  return (body: Record<string, unknown>) => calls.run('reportDeprecatedUsage', { credential: systemCredential(0), body, path: 'deprecated-usage report' });
}

describe('the operator’s deprecated-usage report (signwright deprecated-usage report)', () => {
  it('answers the report in the words the command line prints', async () => {
    const report = await setUp();
    expect(await report({ since: '2026-07-01' })).toMatchObject({
      kind: 'resource',
      data: { since: '2026-07-01', requests: 4, stores: [{ store_id: 2, requests: 4, first_day: '2026-07-30', operations: [{ method: 'GET', route: '/api/v2/customisers', last_day: '2026-07-30' }] }] },
    });
  });

  it('takes only a day that exists as since', async () => {
    const report = await setUp();
    for (const since of ['2026-02-30', '30/07/2026']) {
      await expect(report({ since })).rejects.toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/since' })] });
    }
  });
});
