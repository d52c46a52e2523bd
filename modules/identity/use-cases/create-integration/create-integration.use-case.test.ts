import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential } from '../../../../shared-kernel/request-context';
import type { OutboundHttp } from '../../../../shared-kernel/outbound-http';
import { CreateIntegrationService } from '../../application/create-integration.service';
import { InMemoryStoreRepository } from '../../test-support/in-memory-store.repository';
import CreateIntegration from './create-integration.use-case';

const outbound: OutboundHttp = {
  refusalOf: async (url) => (url.startsWith('https://') ? undefined : 'only https URLs'),
  post: () => Promise.reject(new Error('creating an integration posts nothing')),
};

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const calls = inMemoryOperationCalls(new CreateIntegration(new CreateIntegrationService(stores, stores.integrations, outbound)).operations());
  const create = (body: Record<string, unknown>, storeId = store.id) =>
    calls.run('createIntegration', { credential: systemCredential(0), path: 'integrations create', params: { store_id: storeId }, body });
  return { store, create };
}

describe('the operator’s integration creation (signwright integrations create)', () => {
  it('answers the integration as the store resource lists it, with its signing secret this once', async () => {
    const { create } = await setUp();
    const created = await create({ type: 'custom', name: 'Shop', create_product_url: 'https://shop.example/products' });
    expect(created).toMatchObject({
      kind: 'resource', status: 201,
      data: { object: 'integration', type: 'custom', name: 'Shop', enabled: true, accepts_writes: true, create_product_url: 'https://shop.example/products', signing_secret: expect.any(String) },
    });
  });

  it('checks the input strictly, and leaves what an integration may be to the use case', async () => {
    const { create } = await setUp();
    await expect(create({ type: 'custom', name: 'Shop', secret: 'mine' })).rejects.toMatchObject({ code: 'unknown_field' });
    await expect(create({ type: 'custom', name: 'Shop', enabled: 'yes' })).rejects.toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/enabled' })] });
    await expect(create({ type: 'custom', name: 'Shop', create_product_url: 'ftp://shop.example' })).rejects.toMatchObject({ errors: [expect.objectContaining({ pointer: '/create_product_url' })] });
    await expect(create({ type: 'custom', name: 'Shop' }, 999)).rejects.toMatchObject({ code: 'resource_not_found' });
  });
});
