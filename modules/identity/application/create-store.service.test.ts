import { InMemoryStoreRepository } from '../test-support/in-memory-store.repository';
import { CreateStoreService } from './create-store.service';

function setUp() {
  const stores = new InMemoryStoreRepository();
  return { stores, service: new CreateStoreService(stores) };
}

describe('creating a store', () => {
  it('creates the store with a company of its own, on the default plan and the universal platform', async () => {
    const { service, stores } = setUp();
    const store = await service.create({ name: ' Neon Works ', currency: 'eur' });
    expect(store).toMatchObject({ name: 'Neon Works', currency: 'EUR', plan: 'professional', platform: 'universal', manufacturerEmail: null });
    const other = await service.create({ name: 'Other Signs', currency: 'GBP' });
    expect(other.companyId).not.toBe(store.companyId);
    expect(await stores.findById(store.id)).toEqual(store);
  });

  it('keeps a manufacturer address trimmed and in lower case, and the plan and platform asked for', async () => {
    const { service } = setUp();
    const store = await service.create({ name: 'Neon Works', currency: 'EUR', plan: 'starter', platform: 'shopify', manufacturerEmail: ' Maker@Signs.Example ' });
    expect(store).toMatchObject({ plan: 'starter', platform: 'shopify', manufacturerEmail: 'maker@signs.example' });
  });

  it('stores anything but a three-letter code as no currency', async () => {
    const { service } = setUp();
    await expect(service.create({ name: 'A', currency: 'euro' })).resolves.toMatchObject({ currency: null });
    await expect(service.create({ name: 'B', currency: null })).resolves.toMatchObject({ currency: null });
  });

  it('refuses an unknown plan, naming the plans', async () => {
    const { service, stores } = setUp();
    await expect(service.create({ name: 'A', currency: 'EUR', plan: 'platinum' })).rejects.toMatchObject({
      status: 422, code: 'validation_failed', errors: [{ pointer: '/plan', code: 'unsupported_value', allowed_values: ['starter', 'professional', 'enterprise'] }],
    });
    expect(stores.stores.size).toBe(0);
  });

  it('refuses a manufacturer address that is not one, and a blank name', async () => {
    const { service } = setUp();
    await expect(service.create({ name: 'A', currency: 'EUR', manufacturerEmail: 'maker at signs' })).rejects.toMatchObject({
      status: 422, errors: [{ pointer: '/manufacturer_email', code: 'invalid' }],
    });
    await expect(service.create({ name: '  ', currency: 'EUR' })).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/name', code: 'required' }] });
  });
});
