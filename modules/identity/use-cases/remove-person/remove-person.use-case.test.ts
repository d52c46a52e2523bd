import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential } from '../../../../shared-kernel/request-context';
import { RemovePersonService } from '../../application/remove-person.service';
import { InMemoryPersonRepository } from '../../test-support/in-memory-person.repository';
import { InMemoryStoreRepository } from '../../test-support/in-memory-store.repository';
import RemovePerson from './remove-person.use-case';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const people = new InMemoryPersonRepository();
  const grace = await people.create('grace@signs.example', 'scrypt$stored');
  await people.addMembership(grace.id, store.companyId);
  const calls = inMemoryOperationCalls(new RemovePerson(new RemovePersonService(stores, people)).operations());
  const remove = (body: Record<string, unknown>) => calls.run('removePerson', { credential: systemCredential(0), path: 'people remove', params: { store_id: store.id }, body });
  return { store, people, grace, remove };
}

describe('the operator’s removal of a person (signwright people remove)', () => {
  it('answers the membership removed', async () => {
    const { store, people, grace, remove } = await setUp();
    await expect(remove({ email: 'grace@signs.example' })).resolves.toEqual({
      kind: 'resource', status: 200, replayed: false, data: { id: grace.id, email: 'grace@signs.example', company_id: store.companyId, removed: true },
    });
    expect(people.isMember(grace.id, store.companyId)).toBe(false);
  });

  it('checks the input strictly, and answers 404 for someone who is not a member', async () => {
    const { remove } = await setUp();
    await expect(remove({ email: 'grace@signs.example', everywhere: true })).rejects.toMatchObject({ code: 'unknown_field' });
    await expect(remove({ email: 'ada@signs.example' })).rejects.toMatchObject({ code: 'resource_not_found' });
  });
});
