import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runCliJson, startServe, stopServe } from '../../support/run-cli';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { idempotencyKey, orderBody, type Seed } from '../orders/order-fixtures';

describe('embedded mode (no DATABASE_URL, no REDIS_URL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'signwright-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds and serves stores/me from PGlite under DATA_DIR', async () => {
    const env = { DATA_DIR: dataDir };
    expect((await runCliJson<{ applied: string[] }>(['migrate'], env)).applied).toEqual(
      expect.arrayContaining(['platform/0001-platform-tables', 'identity/0001-identity-tables']),
    );
    const seed = await runCliJson<{ stores: { id: number; keys: Record<string, string> }[] }>(['demo', 'seed'], env);
    const port = await freePort();
    const serve = await startServe(env, port);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v3/stores/me`, { headers: { Authorization: `Bearer ${seed.stores[0]!.keys.all}` } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { id: number; currency: string } };
      expect(body.data).toMatchObject({ id: seed.stores[0]!.id, currency: 'EUR' });
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not_configured' } });
    } finally {
      await stopServe(serve);
    }
  }, 60_000);

  it('delivers webhooks from the in-process relay and workers, and pending deliveries survive a restart', async () => {
    const env = { DATA_DIR: dataDir };
    const seed = await runCliJson<Seed>(['demo', 'seed'], env);
    const store = seed.stores[0]!;
    const receiver = await WebhookReceiver.start();
    const port = await freePort();
    const api = (path: string, body?: unknown) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${store.keys.all}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey('embedded') },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    let serve = await startServe(env, port);
    try {
      const subscription = (await (await api('/api/v3/webhook-subscriptions', { url: receiver.url('/embedded'), topics: ['order:created'] })).json()) as { data: { id: number } };
      await receiver.down();
      const order = (await (await api('/api/v3/orders', orderBody(store))).json()) as { data: { order_id: number } };
      await stopServe(serve);
      await receiver.up();
      serve = await startServe(env, port);
      const delivered = await receiver.waitFor('/embedded', 1, 30_000);
      expect(delivered.map((request) => JSON.parse(request.body).order.order_id)).toContain(order.data.order_id);
      const log = (await (await api(`/api/v3/webhook-subscriptions/${subscription.data.id}/deliveries`)).json()) as { data: { status: string }[] };
      expect(log.data.some((delivery) => delivery.status === 'delivered')).toBe(true);
    } finally {
      await stopServe(serve);
      await receiver.down();
    }
  }, 90_000);
});
