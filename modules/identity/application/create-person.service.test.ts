import { verifyPassword } from '../domain/password-hash';
import { InMemoryPersonRepository } from '../test-support/in-memory-person.repository';
import { InMemoryStoreRepository } from '../test-support/in-memory-store.repository';
import { CreatePersonService } from './create-person.service';

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const people = new InMemoryPersonRepository();
  return { store, stores, people, service: new CreatePersonService(stores, people) };
}

describe('creating a person', () => {
  it('makes a new person, known by their email in lower case, a member of the store’s company with a hashed password', async () => {
    const { service, people, store } = await setUp();
    const created = await service.create({ email: ' Grace@Signs.Example ', password: 'correct horse battery', storeId: store.id });
    expect(created).toEqual({ id: expect.any(Number), email: 'grace@signs.example', companyId: store.companyId });
    const person = (await people.findByEmail('grace@signs.example'))!;
    expect(person.passwordHash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery', person.passwordHash)).resolves.toBe(true);
    expect(people.isMember(person.id, store.companyId)).toBe(true);
  });

  it('gives a person who exists the membership only, keeping their password', async () => {
    const { service, people, stores } = await setUp();
    const existing = await people.create('grace@signs.example', 'scrypt$stored');
    const second = await stores.add({ name: 'Second Shop' });
    const created = await service.create({ email: 'GRACE@signs.example', password: 'another password', storeId: second.id });
    expect(created).toEqual({ id: existing.id, email: 'grace@signs.example', companyId: second.companyId });
    expect((await people.findByEmail('grace@signs.example'))!.passwordHash).toBe('scrypt$stored');
    expect(people.people.size).toBe(1);
    expect(people.isMember(existing.id, second.companyId)).toBe(true);
  });

  it('refuses an email that is not one and a password under ten characters', async () => {
    const { service, people, store } = await setUp();
    await expect(service.create({ email: 'grace', password: 'correct horse battery', storeId: store.id })).rejects.toMatchObject({
      status: 422, code: 'validation_failed', errors: [{ pointer: '/email', code: 'invalid' }],
    });
    await expect(service.create({ email: 'grace@signs.example', password: '123456789', storeId: store.id })).rejects.toMatchObject({
      status: 422, code: 'validation_failed', errors: [{ pointer: '/password', code: 'invalid' }],
    });
    expect(people.people.size).toBe(0);
  });

  it('answers 404 for a store that does not exist, creating nobody', async () => {
    const { service, people } = await setUp();
    await expect(service.create({ email: 'grace@signs.example', password: 'correct horse battery', storeId: 99 })).rejects.toMatchObject({
      status: 404, code: 'resource_not_found',
    });
    expect(people.people.size).toBe(0);
  });
});
