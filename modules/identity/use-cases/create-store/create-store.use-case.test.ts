import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential } from '../../../../shared-kernel/request-context';
import { CreateStoreService } from '../../application/create-store.service';
import { InMemoryStoreRepository } from '../../test-support/in-memory-store.repository';
import CreateStore from './create-store.use-case';

function setUp() {
  const stores = new InMemoryStoreRepository();
  const calls = inMemoryOperationCalls(new CreateStore(new CreateStoreService(stores)).operations());
  const create = (body: Record<string, unknown>) => calls.run('createStore', { credential: systemCredential(0), path: 'stores create', body });
  return { stores, create };
}

describe('the operator’s store creation (signwright stores create)', () => {
  it('answers the new store in the words of the Store API’s store: no integrations, no scopes', async () => {
    const { stores, create } = setUp();
    const created = await create({ name: 'Neon Works', currency: 'EUR', plan: 'starter', platform: 'shopify', manufacturer_email: 'maker@signs.example' });
    expect(created).toMatchObject({
      kind: 'resource', status: 201,
      data: { object: 'store', name: 'Neon Works', platform: 'shopify', plan: 'starter', currency: 'EUR', integrations: [], scopes: [], created_at: expect.any(String) },
    });
    const id = (created as { data: { id: number } }).data.id;
    await expect(stores.findById(id)).resolves.toMatchObject({ manufacturerEmail: 'maker@signs.example' });
  });

  it('leaves the plan and platform unnamed to the use case’s defaults', async () => {
    const { create } = setUp();
    const created = await create({ name: 'Neon Works' });
    expect(created).toMatchObject({ data: { currency: null, plan: expect.any(String), platform: expect.any(String) } });
  });

  it('checks the input strictly, and leaves what a store may be to the use case', async () => {
    const { create } = setUp();
    await expect(create({ name: 'A', owner: 'me' })).rejects.toMatchObject({ code: 'unknown_field' });
    await expect(create({ name: 42 })).rejects.toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/name' })] });
    await expect(create({ name: 'A', plan: 'platinum' })).rejects.toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/plan' })] });
  });
});
