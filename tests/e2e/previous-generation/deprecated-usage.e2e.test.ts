import { flushBufferedWrites } from '../../../apps/composition/modules';
import { startTestService, type TestService } from '../../support/test-service';
import { runCliInProcess, runCliInProcessJson } from '../../support/run-cli';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer } from '../orders/order-fixtures';

/**
 * Removal of the previous generation is gated by observed usage: every authenticated use is counted per
 * store in the database (reported by `bin/signwright deprecated-usage report`) and per route in the metrics.
 * Needs `make build` for the command line.
 */
describe('deprecated usage', () => {
  let service: TestService;
  let store: BuiltStore;
  let other: BuiltStore;
  const today = new Date().toISOString().slice(0, 10);
  const report = (args: string[] = []) => runCliInProcessJson<Record<string, unknown>>(['deprecated-usage', 'report', ...args], { DATABASE_URL: service.database.url });

  beforeAll(async () => {
    service = await startTestService();
    [store, other] = [await aStore(service), await aStore(service)];
    const legacy = bearer(store.keys.legacy!);
    for (let i = 0; i < 3; i += 1) await service.http.get('/api/v2/customisers').set(legacy).expect(200);
    await service.http.get('/api/v2/webhooks/999999999').set(legacy).expect(404);
    await service.http.post('/api/v2/webhooks').set(legacy).send({ topic: 'order:created', url: 'https://127.0.0.1:9/usage' }).expect(201);
    await service.http.get('/api/v2/customisers').set(bearer(other.keys.legacy!)).expect(200);
    // Refused keys and v3 calls are not uses of the previous generation.
    await service.http.get('/api/v2/customisers').set(bearer(store.keys.all!)).expect(403);
    await service.http.get('/api/v2/customisers').expect(401);
    await service.http.get('/api/v3/customisers').set(legacy).expect(200);
    // What a stopping process writes out, counts included.
    await flushBufferedWrites(service.container);
  });
  afterAll(() => service.close());

  it('counts each store’s uses per operation and day, including those that failed, and reports them with --json', async () => {
    expect(await report()).toEqual({
      since: null,
      requests: 6,
      stores: [
        {
          store_id: store.id,
          requests: 5,
          first_day: today,
          last_day: today,
          operations: [
            { method: 'GET', route: '/api/v2/customisers', requests: 3, first_day: today, last_day: today },
            { method: 'POST', route: '/api/v2/webhooks', requests: 1, first_day: today, last_day: today },
            { method: 'GET', route: '/api/v2/webhooks/{webhook_id}', requests: 1, first_day: today, last_day: today },
          ],
        },
        {
          store_id: other.id,
          requests: 1,
          first_day: today,
          last_day: today,
          operations: [{ method: 'GET', route: '/api/v2/customisers', requests: 1, first_day: today, last_day: today }],
        },
      ],
    });
  });

  it('reports only the days from --since on', async () => {
    expect(await report(['--since', today])).toMatchObject({ since: today, requests: 6 });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await report(['--since', tomorrow])).toEqual({ since: tomorrow, requests: 0, stores: [] });
  });

  it('refuses a --since that is not a day, with one line on stderr', async () => {
    for (const since of ['yesterday', '2026-02-30', '2026-8-1']) {
      const result = await runCliInProcess(['deprecated-usage', 'report', '--since', since, '--json'], { DATABASE_URL: service.database.url });
      expect(result.code).not.toBe(0);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/--since must be a day/)]);
    }
  });

  it('counts the same uses in the metrics by method and route template, never by store', async () => {
    const metrics = (await service.http.get('/metrics').expect(200)).text;
    const lines = metrics.split('\n').filter((line) => line.startsWith('deprecated_operation_requests_total{'));
    expect(lines).toEqual(
      expect.arrayContaining([
        'deprecated_operation_requests_total{method="GET",route="/api/v2/customisers"} 4',
        'deprecated_operation_requests_total{method="POST",route="/api/v2/webhooks"} 1',
        'deprecated_operation_requests_total{method="GET",route="/api/v2/webhooks/{webhook_id}"} 1',
      ]),
    );
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toMatch(/store/);
  });
});
