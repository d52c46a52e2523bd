import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { SigningKeyRecord, SigningKeyRepository } from '../../application/connector-ports';
import type { IdentityTables } from './identity.tables';

@injectable()
export class KyselySigningKeyRepository implements SigningKeyRepository {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<IdentityTables>();
  }

  async list(): Promise<SigningKeyRecord[]> {
    const rows = await this.db.selectFrom('identity.oauth_signing_keys').selectAll().orderBy('created_at', 'desc').execute();
    return rows.map((row) => ({
      kid: row.kid,
      privateJwk: row.private_jwk as Record<string, unknown>,
      publicJwk: row.public_jwk as Record<string, unknown>,
      createdAt: row.created_at,
    }));
  }

  async add(key: SigningKeyRecord): Promise<void> {
    await this.db
      .insertInto('identity.oauth_signing_keys')
      .values({ kid: key.kid, private_jwk: JSON.stringify(key.privateJwk), public_jwk: JSON.stringify(key.publicJwk), created_at: key.createdAt })
      .onConflict((conflict) => conflict.column('kid').doNothing())
      .execute();
  }

  async removeOlderThan(before: Date): Promise<void> {
    await this.db.deleteFrom('identity.oauth_signing_keys').where('created_at', '<', before).execute();
  }
}
