import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The connector's authorization server: registered clients, the keys that sign access tokens, the
 * people's browser sessions, connections (a person's approval of a client for one store), and the
 * codes and tokens issued under them. Secrets are stored as SHA-256 digests only.
 */
export const createConnectorTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('identity.oauth_clients')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('redirect_uris', sql`text[]`, (c) => c.notNull())
      .addColumn('self_registered', 'boolean', (c) => c.notNull())
      .addColumn('registered_from', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('last_used_at', 'timestamptz')
      .execute();
    await db.schema
      .createTable('identity.oauth_signing_keys')
      .addColumn('kid', 'text', (c) => c.primaryKey())
      .addColumn('private_jwk', 'jsonb', (c) => c.notNull())
      .addColumn('public_jwk', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('identity.web_sessions')
      .addColumn('id_digest', 'text', (c) => c.primaryKey())
      .addColumn('person_id', 'integer', (c) => c.notNull().references('identity.people.id').onDelete('cascade'))
      .addColumn('csrf_token', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('identity.connections')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull().references('identity.oauth_clients.id').onDelete('cascade'))
      .addColumn('person_id', 'integer', (c) => c.notNull().references('identity.people.id').onDelete('cascade'))
      .addColumn('store_id', 'integer', (c) => c.notNull().references('identity.stores.id'))
      .addColumn('scopes', sql`text[]`, (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('last_used_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('connections_store').on('identity.connections').columns(['store_id', 'id']).execute();
    await db.schema
      .createTable('identity.authorization_codes')
      .addColumn('code_digest', 'text', (c) => c.primaryKey())
      .addColumn('connection_id', 'integer', (c) => c.notNull().references('identity.connections.id').onDelete('cascade'))
      .addColumn('redirect_uri', 'text', (c) => c.notNull())
      .addColumn('code_challenge', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('consumed_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    // An access token and its refresh token are one pair; a refresh makes a new pair in the same family.
    await db.schema
      .createTable('identity.token_pairs')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('connection_id', 'integer', (c) => c.notNull().references('identity.connections.id').onDelete('cascade'))
      .addColumn('family', 'text', (c) => c.notNull())
      .addColumn('code_digest', 'text')
      .addColumn('access_jti', 'text', (c) => c.notNull().unique())
      .addColumn('access_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('refresh_digest', 'text', (c) => c.notNull().unique())
      .addColumn('refresh_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('rotated_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('token_pairs_family').on('identity.token_pairs').column('family').execute();
    await db.schema.createIndex('token_pairs_connection').on('identity.token_pairs').column('connection_id').execute();
  },
};
