import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the embedded database (PGlite) of a DATA_DIR lives. */
export function embeddedDatabaseDirectory(dataDir: string): string {
  return resolve(join(dataDir, 'pglite'));
}

/** Whether DATA_DIR holds an embedded database: a PostgreSQL data directory, which starts with PG_VERSION. */
export function holdsEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(join(embeddedDatabaseDirectory(dataDir), 'PG_VERSION'));
}

/**
 * An admin command was run on a DATA_DIR that holds no database (most often: run from another folder, so
 * the default ./.data is a new one). Only the commands that set data up create one; the rest refuse.
 */
export class NoDatabaseInDataDir extends Error {
  constructor(readonly dataDir: string) {
    super(
      `DATA_DIR ${resolve(dataDir)} holds no database; run this from the checkout whose service made it (DATA_DIR defaults to ./.data there), or set DATA_DIR to that directory (serve, migrate or demo seed make a new one)`,
    );
    this.name = 'NoDatabaseInDataDir';
  }
}
