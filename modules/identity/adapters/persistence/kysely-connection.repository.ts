import { inject, injectable } from 'inversify';
import { sql, type Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Connection } from '../../domain/connection';
import type { CodeRecord, ConnectionRepository, NewTokenPair, PersonStore, TokenPairRecord } from '../../application/connector-ports';
import type { IdentityTables } from './identity.tables';

type ConnectionRow = Selectable<IdentityTables['identity.connections']>;

@injectable()
export class KyselyConnectionRepository implements ConnectionRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<IdentityTables>();
  }

  async storesOf(personId: number): Promise<PersonStore[]> {
    return this.db
      .selectFrom('identity.stores as s')
      .innerJoin('identity.company_members as m', 'm.company_id', 's.company_id')
      .select(['s.id', 's.name'])
      .where('m.person_id', '=', personId)
      .where('s.live_store_id', 'is', null)
      .orderBy('s.id')
      .execute();
  }

  async personBelongsToStore(personId: number, storeId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('identity.stores as s')
      .innerJoin('identity.company_members as m', 'm.company_id', 's.company_id')
      .select('s.id')
      .where('m.person_id', '=', personId)
      .where('s.id', '=', storeId)
      .where('s.live_store_id', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async create(connection: { clientId: string; personId: number; storeId: number; scopes: string[]; resource: string }): Promise<Connection> {
    const row = await this.db
      .insertInto('identity.connections')
      .values({ client_id: connection.clientId, person_id: connection.personId, store_id: connection.storeId, scopes: connection.scopes, resource: connection.resource, last_used_at: null, revoked_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toConnection(row);
  }

  async listByStore(storeId: number) {
    const rows = await this.db
      .selectFrom('identity.connections as c')
      .innerJoin('identity.oauth_clients as k', 'k.id', 'c.client_id')
      .innerJoin('identity.people as p', 'p.id', 'c.person_id')
      .selectAll('c')
      .select(['k.name as client_name', 'p.email as person_email'])
      .where('c.store_id', '=', storeId)
      .where('c.revoked_at', 'is', null)
      .orderBy('c.id')
      .execute();
    return rows.map((row) => ({ ...toConnection(row), clientName: row.client_name, personEmail: row.person_email }));
  }

  async revoke(connectionId: number, at: Date): Promise<void> {
    await this.db.updateTable('identity.connections').set({ revoked_at: at }).where('id', '=', connectionId).where('revoked_at', 'is', null).execute();
    await this.db.updateTable('identity.token_pairs').set({ revoked_at: at }).where('connection_id', '=', connectionId).where('revoked_at', 'is', null).execute();
    await this.db
      .updateTable('identity.authorization_codes')
      .set({ revoked_at: at })
      .where('connection_id', '=', connectionId)
      .where('consumed_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async touch(connectionId: number, at: Date): Promise<void> {
    await this.db.updateTable('identity.connections').set({ last_used_at: at }).where('id', '=', connectionId).execute();
  }

  async addCode(codeDigest: string, code: { connectionId: number; redirectUri: string; codeChallenge: string; expiresAt: Date }): Promise<void> {
    await this.db
      .insertInto('identity.authorization_codes')
      .values({ code_digest: codeDigest, connection_id: code.connectionId, redirect_uri: code.redirectUri, code_challenge: code.codeChallenge, expires_at: code.expiresAt, consumed_at: null, revoked_at: null })
      .execute();
  }

  async findCodeForUpdate(codeDigest: string): Promise<CodeRecord | undefined> {
    const row = await this.db
      .selectFrom('identity.authorization_codes as a')
      .innerJoin('identity.connections as c', 'c.id', 'a.connection_id')
      .selectAll('c')
      .select(['a.redirect_uri', 'a.code_challenge', 'a.expires_at', 'a.consumed_at', 'a.revoked_at as code_revoked_at'])
      .where('a.code_digest', '=', codeDigest)
      .forUpdate('a')
      .executeTakeFirst();
    if (!row) return undefined;
    return { connection: toConnection(row), redirectUri: row.redirect_uri, codeChallenge: row.code_challenge, expiresAt: row.expires_at, consumedAt: row.consumed_at, revokedAt: row.code_revoked_at };
  }

  async markCode(codeDigest: string, change: { consumedAt?: Date; revokedAt?: Date }): Promise<void> {
    await this.db
      .updateTable('identity.authorization_codes')
      .set({ ...(change.consumedAt ? { consumed_at: change.consumedAt } : {}), ...(change.revokedAt ? { revoked_at: change.revokedAt } : {}) })
      .where('code_digest', '=', codeDigest)
      .execute();
  }

  async addTokenPair(pair: NewTokenPair): Promise<void> {
    await this.db
      .insertInto('identity.token_pairs')
      .values({
        connection_id: pair.connectionId, family: pair.family, code_digest: pair.codeDigest, access_jti: pair.accessJti, access_expires_at: pair.accessExpiresAt,
        refresh_digest: pair.refreshDigest, refresh_expires_at: pair.refreshExpiresAt, rotated_at: null, revoked_at: null,
      })
      .execute();
  }

  findPairByRefreshForUpdate(refreshDigest: string): Promise<TokenPairRecord | undefined> {
    return this.findPair('refresh_digest', refreshDigest, true);
  }

  findPairByAccess(accessJti: string): Promise<TokenPairRecord | undefined> {
    return this.findPair('access_jti', accessJti, false);
  }

  async markPairRotated(id: number, at: Date): Promise<void> {
    await this.db.updateTable('identity.token_pairs').set({ rotated_at: at }).where('id', '=', id).execute();
  }

  async revokePair(id: number, at: Date): Promise<void> {
    await this.db.updateTable('identity.token_pairs').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  async revokeFamily(family: string, at: Date): Promise<void> {
    await this.db.updateTable('identity.token_pairs').set({ revoked_at: at }).where('family', '=', family).where('revoked_at', 'is', null).execute();
  }

  async revokePairsFromCode(codeDigest: string, at: Date): Promise<void> {
    await this.db
      .updateTable('identity.token_pairs')
      .set({ revoked_at: at })
      .where('family', 'in', (eb) => eb.selectFrom('identity.token_pairs').select('family').where('code_digest', '=', codeDigest))
      .where('revoked_at', 'is', null)
      .execute();
  }

  private async findPair(column: 'refresh_digest' | 'access_jti', value: string, forUpdate: boolean): Promise<TokenPairRecord | undefined> {
    let query = this.db
      .selectFrom('identity.token_pairs as t')
      .innerJoin('identity.connections as c', 'c.id', 't.connection_id')
      .innerJoin('identity.oauth_clients as o', 'o.id', 'c.client_id')
      .selectAll('c')
      .select(['o.name as client_name', 't.id as pair_id', 't.family', 't.access_jti', 't.access_expires_at', 't.refresh_expires_at', 't.rotated_at', sql<Date | null>`coalesce(t.revoked_at, c.revoked_at)`.as('pair_revoked_at')])
      .where(`t.${column}`, '=', value);
    if (forUpdate) query = query.forUpdate('t');
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.pair_id, connection: toConnection(row), clientName: row.client_name, family: row.family, accessJti: row.access_jti, accessExpiresAt: row.access_expires_at,
      refreshExpiresAt: row.refresh_expires_at, rotatedAt: row.rotated_at, revokedAt: row.pair_revoked_at,
    };
  }
}

function toConnection(row: ConnectionRow): Connection {
  return {
    id: row.id, clientId: row.client_id, personId: row.person_id, storeId: row.store_id, scopes: row.scopes, resource: row.resource,
    createdAt: row.created_at, lastUsedAt: row.last_used_at, revokedAt: row.revoked_at,
  };
}
