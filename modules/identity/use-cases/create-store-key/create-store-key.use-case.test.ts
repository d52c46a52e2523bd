import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { inMemoryMerchantAdmin } from '../../test-support/in-memory-merchant-admin';
import CreateStoreKey from './create-store-key.use-case';

async function setUp() {
  const admin = await inMemoryMerchantAdmin();
  return { ...admin, calls: inMemoryOperationCalls(new CreateStoreKey(admin.admin, admin.clock).operations()) };
}

const form = { name: 'Shop sync', scopes: ['orders:read'], expires_at: '', mode: 'live' };

describe('the merchant admin’s key form (createStoreKey)', () => {
  it('makes a key of the session’s store, working until the last second of the day named, its secret shown once', async () => {
    const { calls, asPerson, keys, store } = await setUp();
    const created = await calls.run('createStoreKey', { ...(await asPerson()), body: { ...form, expires_at: '2026-04-01' }, idempotencyKey: 'form-1' });
    expect(created).toMatchObject({
      kind: 'resource', status: 201,
      data: { object: 'api_key', name: 'Shop sync', mode: 'live', scopes: ['orders:read'], standing: 'usable', expires_at: '2026-04-01T23:59:59.000Z', secret: expect.stringMatching(/^svc_live_/) },
    });
    const id = (created as { data: { id: number } }).data.id;
    expect((await keys.findById(id))!.storeId).toBe(store.id);
    // The same form sent again answers the key without its secret.
    const again = await calls.run('createStoreKey', { ...(await asPerson()), body: { ...form, expires_at: '2026-04-01' }, idempotencyKey: 'form-1' });
    expect(again).toMatchObject({ replayed: true, data: { id } });
    expect((again as { data: object }).data).not.toHaveProperty('secret');
  });

  it('makes a test key of the live store from test mode', async () => {
    const { calls, asPerson, keys, store } = await setUp();
    const created = await calls.run('createStoreKey', { ...(await asPerson({ test: true })), body: { ...form, mode: 'test' } });
    expect(created).toMatchObject({ data: { mode: 'test', expires_at: null, secret: expect.stringMatching(/^svc_test_/) } });
    expect((await keys.findById((created as { data: { id: number } }).data.id))!.storeId).toBe(store.id);
  });

  it('checks the form strictly: a day, not a time, a mode it knows, and nothing else', async () => {
    const { calls, asPerson } = await setUp();
    await expect(calls.run('createStoreKey', { ...(await asPerson()), body: { ...form, expires_at: '2026-04-01T10:00:00Z' } })).rejects.toMatchObject({
      code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/expires_at' })],
    });
    await expect(calls.run('createStoreKey', { ...(await asPerson()), body: { ...form, mode: 'staging' } })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(calls.run('createStoreKey', { ...(await asPerson()), body: { ...form, legacy: true } })).rejects.toMatchObject({ code: 'unknown_field' });
  });

  it('answers 404 for a store the person does not belong to', async () => {
    const { calls, asPerson, other } = await setUp();
    await expect(calls.run('createStoreKey', { ...(await asPerson({ storeId: other.id })), body: form })).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
