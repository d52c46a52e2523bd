import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { aStore } from '../../../../tests/support/builders';
import { statementsDuring, writing } from '../../../../tests/support/statements';
import { startTestService, type TestService } from '../../../../tests/support/test-service';
import type { ActivityEntry } from '../../../../shared-kernel/activity-recording';
import { KyselyActivityLog } from './kysely-activity-log';

describe('the activity log on PostgreSQL', () => {
  let service: TestService;
  let log: KyselyActivityLog;
  const entry = (storeId: number, action: string, extra: Partial<ActivityEntry> = {}): ActivityEntry => ({
    storeId,
    action,
    resource: { type: action.split('.')[0]!, id: '4', customiserId: 12 },
    actor: { type: 'api_key', id: '7', name: 'Shop sync' },
    requestId: 'req_1',
    ...extra,
  });
  const page = (storeId: number, filters = {}, after?: number, limit = 10) => log.list(storeId, filters, { limit, after });
  const actions = async (storeId: number, filters = {}) => (await page(storeId, filters)).items.map((item) => item.action);

  beforeAll(async () => {
    service = await startTestService({ redis: false });
    log = new KyselyActivityLog(service.runtime.database);
  });
  afterAll(() => service.close());

  it('records one item per call and lists a store’s own, newest first, a page at a time', async () => {
    for (const action of ['colour.created', 'colour.updated', 'font.created']) await log.record(entry(1, action));
    await log.record(entry(2, 'order.created', { resource: { type: 'order', id: '9', customiserId: null }, actor: { type: 'cli', id: null, name: 'keys create' }, requestId: null }));
    const first = await page(1, {}, undefined, 2);
    expect(first.items.map((item) => item.action)).toEqual(['font.created', 'colour.updated']);
    expect(first.items[0]).toMatchObject({ storeId: 1, resource: { type: 'font', id: '4', customiserId: 12 }, actor: { type: 'api_key', id: '7', name: 'Shop sync' }, requestId: 'req_1', createdAt: expect.any(Date) });
    const second = await page(1, {}, first.nextPosition, 2);
    expect(second).toMatchObject({ items: [{ action: 'colour.created' }], nextPosition: undefined });
    expect((await page(2)).items).toEqual([expect.objectContaining({ action: 'order.created', resource: { type: 'order', id: '9', customiserId: null }, actor: { type: 'cli', id: null, name: 'keys create' }, requestId: null })]);
  });

  it('narrows the listing by resource type, action, kind of actor and creation time, together', async () => {
    await log.record(entry(3, 'colour.created'));
    await log.record(entry(3, 'colour.deleted', { actor: { type: 'person', id: '2', name: 'grace@signs.example' } }));
    await log.record(entry(3, 'font.updated', { actor: { type: 'person', id: '2', name: 'grace@signs.example' } }));
    expect(await actions(3, { resourceType: 'colour' })).toEqual(['colour.deleted', 'colour.created']);
    expect(await actions(3, { action: 'font.updated' })).toEqual(['font.updated']);
    expect(await actions(3, { actorType: 'person', resourceType: 'colour' })).toEqual(['colour.deleted']);
    const oldest = (await page(3)).items.at(-1)!;
    expect(await actions(3, { createdAfter: new Date(oldest.createdAt.getTime() - 1) })).toHaveLength(3);
    expect(await actions(3, { createdBefore: oldest.createdAt })).toEqual([]);
  });

  it('prunes items older than an instant across stores, and drops one store’s items', async () => {
    await log.record(entry(4, 'colour.created'));
    await log.record(entry(4, 'colour.updated'));
    await log.record(entry(5, 'colour.created'));
    const [old] = (await page(4, { action: 'colour.created' })).items;
    await sql`update activity.items set created_at = now() - interval '91 days' where id = ${old!.id}`.execute(service.runtime.database.root);
    await expect(log.pruneBefore(new Date(Date.now() - 90 * 86_400_000))).resolves.toBe(1);
    expect(await actions(4)).toEqual(['colour.updated']);
    await expect(log.dropStore(4)).resolves.toBe(1);
    expect(await actions(4)).toEqual([]);
    expect(await actions(5)).toEqual(['colour.created']);
  });

  it('costs a write one insert, between the write’s begin and its commit, and no read of the activity', async () => {
    const store = await aStore(service, { customisers: 1 });
    const statements = await statementsDuring(async () => {
      await service.http
        .patch(`/api/v3/customisers/${store.customisers[0]!.id}`)
        .set('Authorization', `Bearer ${store.keys.all!}`)
        .set('Idempotency-Key', randomUUID())
        .send({ name: 'Renamed once' })
        .expect(200);
    });
    expect(statements.filter((statement) => /"?activity"?\."?items"?/.test(statement))).toEqual([expect.stringMatching(/^insert into/i)]);
    const at = (pattern: RegExp) => statements.findIndex((statement) => pattern.test(statement.trim()));
    const recorded = statements.findIndex(writing('activity.items'));
    expect(at(/^begin/i)).toBeGreaterThanOrEqual(0);
    expect(at(/^begin/i)).toBeLessThan(recorded);
    expect(recorded).toBeLessThan(at(/^commit/i));
  });
});
