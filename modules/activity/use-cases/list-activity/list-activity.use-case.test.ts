import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { CursorCodec } from '../../../../shared-kernel/http/pagination';
import type { RequestCredential } from '../../../../shared-kernel/request-context';
import { SettableClock } from '../../../../shared-kernel/test-support/settable-clock';
import { InMemoryActivityLog } from '../../test-support/in-memory-activity-log';
import { ListActivityService } from './list-activity.service';
import ListActivity from './list-activity.use-case';

async function setUp() {
  const log = new InMemoryActivityLog(new SettableClock('2026-03-01T10:00:00Z'));
  await log.record({ storeId: 5, action: 'colour.created', resource: { type: 'colour', id: '31', customiserId: 12 }, actor: { type: 'person', id: '2', name: 'grace@signs.example' }, requestId: 'local_1' });
  await log.record({ storeId: 5, action: 'customiser.updated', resource: { type: 'customiser', id: '12', customiserId: 12 }, actor: { type: 'api_key', id: '7', name: 'Shop sync' }, requestId: 'req_2' });
  const calls = inMemoryOperationCalls(new ListActivity(new ListActivityService(log, new CursorCodec('test secret'))).routes());
  const key = (scopes: string[]): RequestCredential => ({ kind: 'api_key', id: '7', storeId: 5, scopes, wildcard: false, test: false });
  const list = (query: Record<string, unknown> = {}, scopes = ['activity:read']) => calls.run('listActivity', { credential: key(scopes), path: '/api/v3/activity', query });
  return { list };
}

describe('GET /api/v3/activity', () => {
  it('answers the store’s changes newest first, each naming what changed, who changed it and the request', async () => {
    const { list } = await setUp();
    await expect(list()).resolves.toMatchObject({
      kind: 'collection',
      nextCursor: null,
      items: [
        { object: 'activity', id: '2', action: 'customiser.updated', resource: { type: 'customiser', id: '12', customiser_id: 12 }, actor: { type: 'api_key', id: '7', name: 'Shop sync' }, request_id: 'req_2', created_at: '2026-03-01T10:00:00.000Z' },
        { object: 'activity', id: '1', action: 'colour.created', resource: { type: 'colour', id: '31', customiser_id: 12 }, actor: { type: 'person', id: '2', name: 'grace@signs.example' }, request_id: 'local_1' },
      ],
    });
  });

  it('filters by resource type, action and kind of actor', async () => {
    const { list } = await setUp();
    const actions = async (query: Record<string, unknown>) => ((await list(query)) as { items: { action: string }[] }).items.map((item) => item.action);
    expect(await actions({ 'filter[resource_type]': 'colour' })).toEqual(['colour.created']);
    expect(await actions({ 'filter[action]': 'customiser.updated' })).toEqual(['customiser.updated']);
    expect(await actions({ 'filter[actor_type]': 'person' })).toEqual(['colour.created']);
    expect(await actions({ 'filter[created_after]': '2026-03-02' })).toEqual([]);
  });

  it('refuses an invalid filter value with invalid_parameter, an unknown filter with unknown_filter, and a key without activity:read', async () => {
    const { list } = await setUp();
    await expect(list({ 'filter[created_after]': 'yesterday' })).rejects.toMatchObject({ status: 422, code: 'invalid_parameter' });
    await expect(list({ 'filter[actor_type]': 'robot' })).rejects.toMatchObject({ status: 422, code: 'invalid_parameter' });
    await expect(list({ 'filter[action]': 'created' })).rejects.toMatchObject({ status: 422, code: 'invalid_parameter' });
    await expect(list({ 'filter[actor]': 'api_key' })).rejects.toMatchObject({ status: 422, code: 'unknown_filter' });
    await expect(list({}, ['customisers:read'])).rejects.toMatchObject({ status: 403, code: 'insufficient_scope' });
  });
});
