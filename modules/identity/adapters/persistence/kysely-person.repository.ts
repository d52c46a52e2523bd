import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Person } from '../../domain/person';
import type { PersonRepository } from '../../application/ports';
import type { IdentityTables } from './identity.tables';

@injectable()
export class KyselyPersonRepository implements PersonRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<IdentityTables>();
  }

  async findByEmail(email: string): Promise<Person | undefined> {
    const row = await this.db.selectFrom('identity.people').selectAll().where('email', '=', email).executeTakeFirst();
    return row && { id: row.id, email: row.email, passwordHash: row.password_hash, createdAt: row.created_at };
  }

  async create(email: string, passwordHash: string): Promise<Person> {
    const row = await this.db
      .insertInto('identity.people')
      .values({ email, password_hash: passwordHash })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { id: row.id, email: row.email, passwordHash: row.password_hash, createdAt: row.created_at };
  }

  async addMembership(personId: number, companyId: number): Promise<void> {
    await this.db
      .insertInto('identity.company_members')
      .values({ person_id: personId, company_id: companyId })
      .onConflict((conflict) => conflict.columns(['company_id', 'person_id']).doNothing())
      .execute();
  }

  async removeMembership(personId: number, companyId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('identity.company_members')
      .where('person_id', '=', personId)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
