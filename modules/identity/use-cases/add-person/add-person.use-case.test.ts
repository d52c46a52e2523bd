import { inMemoryOperationCalls } from '../../../../infra/test-support/in-memory-operation-calls';
import { systemCredential } from '../../../../shared-kernel/request-context';
import { CreatePersonService } from '../../application/create-person.service';
import { InMemoryPersonRepository } from '../../test-support/in-memory-person.repository';
import { InMemoryStoreRepository } from '../../test-support/in-memory-store.repository';
import AddPerson from './add-person.use-case';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const people = new InMemoryPersonRepository();
  const calls = inMemoryOperationCalls(new AddPerson(new CreatePersonService(stores, people)).operations());
  const add = (body: Record<string, unknown>, storeId = store.id) => calls.run('addPerson', { credential: systemCredential(0), path: 'people create', params: { store_id: storeId }, body });
  return { store, people, add };
}

describe('the operator’s adding of a person (signwright people create)', () => {
  it('answers the person as a member of the store’s company, never their password', async () => {
    const { store, people, add } = await setUp();
    const added = await add({ email: 'Grace@Signs.Example', password: 'long enough secret' });
    const grace = (await people.findByEmail('grace@signs.example'))!;
    expect(added).toEqual({ kind: 'resource', status: 200, replayed: false, data: { id: grace.id, email: 'grace@signs.example', company_id: store.companyId } });
    expect(people.isMember(grace.id, store.companyId)).toBe(true);
  });

  it('checks the input strictly, and leaves what a person may be to the use case', async () => {
    const { add } = await setUp();
    await expect(add({ email: 'grace@signs.example', password: 'long enough secret', admin: true })).rejects.toMatchObject({ code: 'unknown_field' });
    await expect(add({ email: 'grace@signs.example' })).rejects.toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/password' })] });
    await expect(add({ email: 'grace@signs.example', password: 'short' })).rejects.toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/password' })] });
    await expect(add({ email: 'grace@signs.example', password: 'long enough secret' }, 999)).rejects.toMatchObject({ code: 'resource_not_found' });
  });
});
