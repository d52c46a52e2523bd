import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { normaliseEmail } from '../domain/person';
import { IdentityTokens } from '../identity.tokens';
import type { PersonRepository, StoreRepository } from './ports';

/** Removes a person from the store's company; what they approved stops working on its next use. */
@injectable()
export class RemovePersonService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.PersonRepository) private readonly people: PersonRepository,
  ) {}

  async remove(email: string, storeId: number): Promise<{ id: number; email: string; companyId: number }> {
    const store = await this.stores.findById(storeId);
    if (!store) throw Problems.resourceNotFound('store');
    const person = await this.people.findByEmail(normaliseEmail(email));
    if (!person || !(await this.people.removeMembership(person.id, store.companyId))) {
      throw Problems.resourceNotFound('person in this store');
    }
    return { id: person.id, email: person.email, companyId: store.companyId };
  }
}
