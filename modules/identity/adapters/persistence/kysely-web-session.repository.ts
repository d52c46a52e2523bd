import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { WebSession, WebSessionRepository } from '../../application/connector-ports';
import type { IdentityTables } from './identity.tables';

@injectable()
export class KyselyWebSessionRepository implements WebSessionRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<IdentityTables>();
  }

  async create(idDigest: string, session: WebSession): Promise<void> {
    await this.db
      .insertInto('identity.web_sessions')
      .values({ id_digest: idDigest, person_id: session.personId, csrf_token: session.csrfToken, expires_at: session.expiresAt })
      .execute();
  }

  async find(idDigest: string, now: Date): Promise<WebSession | undefined> {
    // The person's email comes with the session, in the same statement: the admin's writes are recorded by it.
    const row = await this.db
      .selectFrom('identity.web_sessions as s')
      .innerJoin('identity.people as p', 'p.id', 's.person_id')
      .select(['s.person_id', 's.csrf_token', 's.expires_at', 'p.email'])
      .where('s.id_digest', '=', idDigest)
      .where('s.expires_at', '>', now)
      .executeTakeFirst();
    return row && { personId: row.person_id, personEmail: row.email, csrfToken: row.csrf_token, expiresAt: row.expires_at };
  }

  async delete(idDigest: string): Promise<void> {
    await this.db.deleteFrom('identity.web_sessions').where('id_digest', '=', idDigest).execute();
  }
}
