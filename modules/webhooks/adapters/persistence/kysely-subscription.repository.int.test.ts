import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Client } from 'pg';
import { SecretBox } from '../../../../infra/secrets/secret-box';
import { eventually } from '../../../../tests/support/eventually';
import { startTestRuntime, type TestRuntime } from '../../../../tests/support/test-runtime';
import { KyselySubscriptionRepository } from './kysely-subscription.repository';

/** Issue 18, item 10: `secrets reseal` leaves no subscription secret in clear, nor sealed with a key that is to be retired. */
describe('resealing webhook subscriptions’ secrets on PostgreSQL', () => {
  const storeId = 1;
  const firstKey = randomBytes(32);
  const currentKey = randomBytes(32);
  /** The key before a rotation, the box of a service after it, and one once the first key has been retired. */
  const before = new SecretBox(firstKey);
  const box = new SecretBox(currentKey, [firstKey]);
  const retired = new SecretBox(currentKey);
  let service: TestRuntime;

  beforeAll(async () => {
    service = await startTestRuntime();
  });
  afterAll(() => service.close());
  beforeEach(async () => {
    await sql`delete from webhooks.subscriptions`.execute(db());
  });

  const db = () => service.runtime.database.root;
  const subscriptions = (secrets: SecretBox) => new KyselySubscriptionRepository(service.runtime.database, secrets);
  const create = (secrets: SecretBox, secret: string) =>
    subscriptions(secrets).create({ storeId, url: 'https://shop.example/hooks', topics: ['order:created'], description: null, enabled: true, secret });
  const withPrevious = (secrets: SecretBox, id: number, previous: string) =>
    subscriptions(secrets).update(storeId, id, { previousSecret: { secret: previous, expiresAt: new Date(Date.now() + 3_600_000) } }, new Date());
  const stored = async (id: number) =>
    (await sql<{ secret: string; previous_secret: string | null }>`select secret, previous_secret from webhooks.subscriptions where id = ${id}`.execute(db())).rows[0]!;

  it('seals a secret and a previous secret kept in clear with the current key, and reads the same secrets', async () => {
    const { id } = await create(box, 'whsec_now');
    await sql`update webhooks.subscriptions set secret = 'whsec_now', previous_secret = 'whsec_then', previous_secret_expires_at = now() + interval '1 hour' where id = ${id}`.execute(db());
    expect(await subscriptions(box).countStale()).toBe(1);
    expect(await subscriptions(box).reseal()).toBe(1);
    const { secret, previous_secret } = await stored(id);
    for (const value of [secret, previous_secret!]) expect(box.isStale(value)).toBe(false);
    expect(JSON.stringify([secret, previous_secret])).not.toMatch(/whsec_(now|then)/);
    const found = await subscriptions(retired).find(storeId, id);
    expect([found?.secret, found?.previousSecret?.secret]).toEqual(['whsec_now', 'whsec_then']);
    expect(await subscriptions(box).countStale()).toBe(0);
  });

  it('seals again with the current key secrets the previous key sealed, readable without that key, and leaves updated_at', async () => {
    const { id, updatedAt } = await withPrevious(before, (await create(before, 'whsec_sealed-before')).id, 'whsec_previous-before');
    expect(await subscriptions(box).reseal()).toBe(1);
    const found = await subscriptions(retired).find(storeId, id);
    expect([found?.secret, found?.previousSecret?.secret, found?.updatedAt]).toEqual(['whsec_sealed-before', 'whsec_previous-before', updatedAt]);
  });

  it('reseals the stale one of a row’s two secrets and keeps the other as it was', async () => {
    const { id } = await withPrevious(box, (await create(box, 'whsec_current')).id, 'whsec_previous');
    const kept = await stored(id);
    await sql`update webhooks.subscriptions set previous_secret = ${before.seal('whsec_previous')} where id = ${id}`.execute(db());
    expect(await subscriptions(box).reseal()).toBe(1);
    const after = await stored(id);
    expect(after.secret).toBe(kept.secret);
    expect(box.isStale(after.previous_secret!)).toBe(false);
    expect((await subscriptions(retired).find(storeId, id))?.previousSecret?.secret).toBe('whsec_previous');
  });

  it('leaves secrets already sealed with the current key untouched, and reseals nothing twice', async () => {
    const { id } = await create(box, 'whsec_current');
    const kept = await stored(id);
    expect(await subscriptions(box).reseal()).toBe(0);
    expect(await stored(id)).toEqual(kept);
    await create(before, 'whsec_old');
    expect(await subscriptions(box).reseal()).toBe(1);
    expect(await subscriptions(box).reseal()).toBe(0);
  });

  it('keeps a secret written while the reseal runs, never setting it back to the secret it read', async () => {
    const { id } = await create(before, 'whsec_read-by-the-reseal');
    const writer = new Client({ connectionString: service.database.url });
    await writer.connect();
    try {
      // A rotation of the secret, not yet committed when the reseal reads the row: the reseal's write waits for its lock.
      await writer.query('begin');
      const rotated = box.seal('whsec_rotated-meanwhile');
      await writer.query('update webhooks.subscriptions set secret = $1 where id = $2', [rotated, id]);
      const resealing = subscriptions(box).reseal();
      await eventually(async () => {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::integer as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%update "webhooks"."subscriptions" as stored%'
        `.execute(db());
        return rows[0]!.waiting > 0 ? true : undefined;
      }, 'the reseal to wait for the row');
      await writer.query('commit');
      expect(await resealing).toBe(0);
      expect((await stored(id)).secret).toBe(rotated);
      expect((await subscriptions(retired).find(storeId, id))?.secret).toBe('whsec_rotated-meanwhile');
    } finally {
      await writer.end();
    }
  });
});
