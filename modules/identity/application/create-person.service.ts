import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { hashPassword } from '../domain/password-hash';
import { normaliseEmail } from '../domain/person';
import { IdentityTokens } from '../identity.tokens';
import type { PersonRepository, StoreRepository } from './ports';

export interface CreatePersonCommand {
  email: string;
  password: string;
  storeId: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MINIMUM_PASSWORD_LENGTH = 10;

/** Makes a person a member of the store's company; an existing person just gains the membership. */
@injectable()
export class CreatePersonService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.PersonRepository) private readonly people: PersonRepository,
  ) {}

  async create(command: CreatePersonCommand): Promise<{ id: number; email: string; companyId: number }> {
    const email = normaliseEmail(command.email);
    if (!EMAIL.test(email)) throw Problems.validationFailed([{ pointer: '/email', code: 'invalid', detail: 'Not an email address.' }]);
    if (command.password.length < MINIMUM_PASSWORD_LENGTH) {
      throw Problems.validationFailed([
        { pointer: '/password', code: 'invalid', detail: `Passwords have at least ${MINIMUM_PASSWORD_LENGTH} characters.` },
      ]);
    }
    const store = await this.stores.findById(command.storeId);
    if (!store) throw Problems.resourceNotFound('store');
    const person = (await this.people.findByEmail(email)) ?? (await this.people.create(email, await hashPassword(command.password)));
    await this.people.addMembership(person.id, store.companyId);
    return { id: person.id, email: person.email, companyId: store.companyId };
  }
}
