import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { SecretBox } from '../../../../infra/secrets/secret-box';
import type { ResealableSecrets } from '../../../../infra/secrets/resealable-secrets';
import { resealInBatches, rewriteUnchanged, staleValue, type SealedTable } from '../../../../infra/secrets/reseal-in-batches';
import type { SigningKeyRecord, SigningKeyRepository } from '../../application/connector-ports';
import type { IdentityTables } from './identity.tables';

/** How the private key sits in its jsonb column: sealed whole, so that no member of it is in clear. */
interface SealedJwk {
  sealed: string;
}

const SEALED_PRIVATE_KEYS: SealedTable = { table: 'identity.oauth_signing_keys', keys: [{ name: 'kid', type: 'text' }], sealed: [{ name: 'private_jwk', type: 'jsonb' }] };

@injectable()
export class KyselySigningKeyRepository implements SigningKeyRepository, ResealableSecrets {
  readonly kind = 'oauth_signing_keys';

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
      .values({ kid: key.kid, private_jwk: this.sealedJwk(key.privateJwk), public_jwk: JSON.stringify(key.publicJwk), created_at: key.createdAt })
      .onConflict((conflict) => conflict.column('kid').doNothing())
      .execute();
  }

  /** Private keys in clear or sealed with a previous key, sealed again with the current one. */
  reseal(): Promise<number> {
    return resealInBatches<{ kid: string; private_jwk: string }>({
      // Read as text, whichever driver: the compare-and-set below gives the same text back as jsonb.
      next: (after, limit) => {
        const stale = this.staleKeys().select(['kid', sql<string>`private_jwk::text`.as('private_jwk')]).orderBy('kid').limit(limit);
        return (after ? stale.where('kid', '>', after.kid) : stale).execute();
      },
      rewrite: (rows) =>
        rewriteUnchanged(
          this.db,
          SEALED_PRIVATE_KEYS,
          rows.map((row) => ({ key: [row.kid], read: [row.private_jwk], resealed: [this.sealedJwk(this.privateJwkOf(row.private_jwk))] })),
        ),
    });
  }

  async countStale(): Promise<number> {
    const { count } = await this.staleKeys().select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    return Number(count);
  }

  /** A plain JWK (written before sealing began) has no `sealed` member: stale too. */
  private staleKeys() {
    return this.db.selectFrom('identity.oauth_signing_keys').where(staleValue(sql`private_jwk->>'sealed'`, this.secrets));
  }

  private sealedJwk(privateJwk: Record<string, unknown>): string {
    return JSON.stringify({ sealed: this.secrets.seal(JSON.stringify(privateJwk)) } satisfies SealedJwk);
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
