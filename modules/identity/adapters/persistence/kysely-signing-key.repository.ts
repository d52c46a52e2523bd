import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { SecretBox } from '../../../../infra/secrets/secret-box';
import type { SigningKeyRecord, SigningKeyRepository } from '../../application/connector-ports';
import type { IdentityTables } from './identity.tables';

/** How the private key sits in its jsonb column: sealed whole, so that no member of it is in clear. */
interface SealedJwk {
  sealed: string;
}

@injectable()
export class KyselySigningKeyRepository implements SigningKeyRepository {
  constructor(
    @inject(InfraTokens.Database) private readonly database: TransactionalDatabase,
    @inject(InfraTokens.SecretBox) private readonly secrets: SecretBox,
  ) {}

  private get db() {
    return this.database.current<IdentityTables>();
  }

  async list(): Promise<SigningKeyRecord[]> {
    const rows = await this.db.selectFrom('identity.oauth_signing_keys').selectAll().orderBy('created_at', 'desc').execute();
    return rows.map((row) => ({
      kid: row.kid,
      privateJwk: this.privateJwkOf(row.private_jwk),
      publicJwk: row.public_jwk as Record<string, unknown>,
      createdAt: row.created_at,
    }));
  }

  async add(key: SigningKeyRecord): Promise<void> {
    await this.db
      .insertInto('identity.oauth_signing_keys')
      .values({ kid: key.kid, private_jwk: JSON.stringify({ sealed: this.secrets.seal(JSON.stringify(key.privateJwk)) } satisfies SealedJwk), public_jwk: JSON.stringify(key.publicJwk), created_at: key.createdAt })
      .onConflict((conflict) => conflict.column('kid').doNothing())
      .execute();
  }

  /** A private key kept sealed, or in clear when written before sealing began. pg parses jsonb; PGlite may hand back text. */
  private privateJwkOf(column: unknown): Record<string, unknown> {
    const value = (typeof column === 'string' ? JSON.parse(column) : column) as Record<string, unknown>;
    return typeof value.sealed === 'string' ? (JSON.parse(this.secrets.open(value.sealed)) as Record<string, unknown>) : value;
  }

  async removeOlderThan(before: Date): Promise<void> {
    await this.db.deleteFrom('identity.oauth_signing_keys').where('created_at', '<', before).execute();
  }
}
