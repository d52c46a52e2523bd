import { inject, injectable } from 'inversify';
import { sql, type Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { OAuthClient } from '../../domain/connection';
import type { OAuthClientRepository } from '../../application/connector-ports';
import type { IdentityTables } from './identity.tables';

@injectable()
export class KyselyOAuthClientRepository implements OAuthClientRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<IdentityTables>();
  }

  async create(client: { id: string; name: string; redirectUris: string[]; registeredFrom: string }): Promise<OAuthClient> {
    const row = await this.db
      .insertInto('identity.oauth_clients')
      .values({ id: client.id, name: client.name, redirect_uris: client.redirectUris, self_registered: true, registered_from: client.registeredFrom, last_used_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toClient(row);
  }

  async find(id: string): Promise<OAuthClient | undefined> {
    const row = await this.db.selectFrom('identity.oauth_clients').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toClient(row);
  }

  async pruneUnused(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('identity.oauth_clients')
      .where('self_registered', '=', true)
      .where('created_at', '<', before)
      .where(sql<boolean>`not exists (select 1 from identity.connections c where c.client_id = identity.oauth_clients.id)`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function toClient(row: Selectable<IdentityTables['identity.oauth_clients']>): OAuthClient {
  return { id: row.id, name: row.name, redirectUris: row.redirect_uris, selfRegistered: row.self_registered, createdAt: row.created_at };
}
