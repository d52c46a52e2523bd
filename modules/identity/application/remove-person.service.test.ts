import { InMemoryPersonRepository } from '../test-support/in-memory-person.repository';
import { InMemoryStoreRepository } from '../test-support/in-memory-store.repository';
import { RemovePersonService } from './remove-person.service';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const [store, other] = [await stores.add(), await stores.add({ name: 'Other Signs' })];
  const people = new InMemoryPersonRepository();
  const grace = await people.create('grace@signs.example', 'scrypt$stored');
  await people.addMembership(grace.id, store.companyId);
  await people.addMembership(grace.id, other.companyId);
  return { store, other, people, grace, service: new RemovePersonService(stores, people) };
}

describe('removing a person from a store', () => {
  it('ends their membership of the store’s company only, found by email in any case', async () => {
    const { service, people, grace, store, other } = await setUp();
    await expect(service.remove(' GRACE@signs.example', store.id)).resolves.toEqual({ id: grace.id, email: 'grace@signs.example', companyId: store.companyId });
    expect(people.isMember(grace.id, store.companyId)).toBe(false);
    expect(people.isMember(grace.id, other.companyId)).toBe(true);
  });

  it('answers 404 for someone who is not a member, or not a person at all', async () => {
    const { service, store } = await setUp();
    await service.remove('grace@signs.example', store.id);
    await expect(service.remove('grace@signs.example', store.id)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(service.remove('nobody@signs.example', store.id)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });

  it('answers 404 for a store that does not exist', async () => {
    const { service } = await setUp();
    await expect(service.remove('grace@signs.example', 99)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
