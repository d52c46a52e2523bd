import type { Person } from '../domain/person';
import type { PersonRepository } from '../application/ports';

/** People in memory: an email names one person, and a person is a member of a company at most once. */
export class InMemoryPersonRepository implements PersonRepository {
  readonly people = new Map<number, Person>();
  /** `companyId:personId` of every membership. */
  readonly memberships = new Set<string>();
  private nextId = 1;

  async findByEmail(email: string): Promise<Person | undefined> {
    const person = [...this.people.values()].find((candidate) => candidate.email === email);
    return person && { ...person };
  }

  async create(email: string, passwordHash: string): Promise<Person> {
    if (await this.findByEmail(email)) throw new Error(`duplicate email ${email}`);
    const person: Person = { id: this.nextId++, email, passwordHash, createdAt: new Date() };
    this.people.set(person.id, person);
    return { ...person };
  }

  async addMembership(personId: number, companyId: number): Promise<void> {
    if (!this.people.has(personId)) throw new Error(`no person ${personId}`);
    this.memberships.add(`${companyId}:${personId}`);
  }

  async removeMembership(personId: number, companyId: number): Promise<boolean> {
    return this.memberships.delete(`${companyId}:${personId}`);
  }

  isMember(personId: number, companyId: number): boolean {
    return this.memberships.has(`${companyId}:${personId}`);
  }
}
