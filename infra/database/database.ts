import { mkdirSync } from 'node:fs';
import { Kysely, PGliteDialect, PostgresDialect, type Dialect } from 'kysely';
import { Pool, types } from 'pg';
import type { Config } from '../config/config';
import { embeddedDatabaseDirectory } from '../embedded/embedded-database';
import { DatabaseUnreachable } from './database-unreachable';
import { PreparingClient } from './prepared-statements';

// Counts and bigint ids fit in a JavaScript number for this service; read them as numbers.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));
types.setTypeParser(types.builtins.NUMERIC, (value) => Number(value));

/** Long enough for a server across a slow network, short enough that an unreachable one is reported soon. */
const CONNECTION_TIMEOUT_MS = 5_000;

/**
 * Opens Kysely on PostgreSQL when DATABASE_URL is set, else on PGlite (embedded PostgreSQL) in DATA_DIR.
 * A server that cannot be reached fails the opening with `DatabaseUnreachable`, so every command stops
 * at start with one line naming DATABASE_URL rather than at its first query with a bare socket error.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onIdleConnectionLost: (error: Error) => void = () => undefined,
): Promise<Kysely<unknown>> {
  return new Kysely<unknown>({ dialect: await createDialect(config, onIdleConnectionLost) });
}

async function createDialect(config: Pick<Config, 'databaseUrl' | 'dataDir'>, onIdleConnectionLost: (error: Error) => void): Promise<Dialect> {
  if (config.databaseUrl) {
    // Without a connection timeout a host that drops packets (a firewall, a wrong address) leaves the
    // connect, and so the start of every command, waiting for the kernel to give up: minutes. The same
    // bound applies to a request waiting for a free connection of a busy pool: it fails, not hangs.
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, Client: PreparingClient });
    // A server restart or a terminated backend kills idle connections; pg reports it as an 'error'
    // event, which would crash the process unheard. The pool has already dropped the connection.
    pool.on('error', onIdleConnectionLost);
    try {
      (await pool.connect()).release();
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new DatabaseUnreachable(config.databaseUrl, error);
    }
    return new PostgresDialect({ pool });
  }
  const directory = embeddedDatabaseDirectory(config.dataDir);
  mkdirSync(directory, { recursive: true });
  // Loaded only in embedded mode: the WebAssembly build is large and server mode never needs it.
  const { PGlite, types: pgliteTypes } = await import('@electric-sql/pglite');
  const client = await PGlite.create(directory, {
    parsers: {
      [pgliteTypes.INT8]: (value: string) => Number(value),
      [pgliteTypes.NUMERIC]: (value: string) => Number(value),
    },
  });
  return new PGliteDialect({ pglite: client });
}
