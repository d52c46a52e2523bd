import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

/**
 * A migration of a module, kept in that module's own PostgreSQL schema. One that repairs data answers,
 * from `up`, one line saying what it did (how many rows it dropped); the runner reports it.
 */
export interface ReportingMigration {
  up(db: Kysely<unknown>): Promise<string | void>;
  down?(db: Kysely<unknown>): Promise<void>;
}

/** The migrations of one module, kept in that module's own PostgreSQL schema. */
export interface SchemaMigrations {
  schema: string;
  migrations: Record<string, Migration | ReportingMigration>;
}

/** What a repairing migration said, told once its schema's migrations have committed. */
export interface MigrationReport {
  migration: string;
  report: string;
}

/**
 * Applies every schema's migrations in the order given; each schema keeps its own migration table,
 * so a module's history is its own. Idempotent: a second run applies nothing. What a migration reports is
 * handed to `report` after its schema's migrations succeeded, never for work that rolled back.
 */
export async function migrateToLatest(db: Kysely<unknown>, sets: readonly SchemaMigrations[], report: (entry: MigrationReport) => void = () => {}): Promise<string[]> {
  const applied: string[] = [];
  for (const set of sets) {
    await sql`create schema if not exists ${sql.id(set.schema)}`.execute(db);
    const said = new Map<string, string>();
    const migrations = Object.fromEntries(
      Object.entries(set.migrations).map(([name, migration]): [string, Migration] => [
        name,
        {
          async up(migrating) {
            const line = await migration.up(migrating);
            if (typeof line === 'string') said.set(name, line);
          },
          ...(migration.down ? { down: migration.down.bind(migration) } : {}),
        },
      ]),
    );
    const migrator = new Migrator({
      db,
      migrationTableSchema: set.schema,
      provider: { getMigrations: async () => migrations },
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    for (const result of results ?? []) {
      applied.push(`${set.schema}/${result.migrationName}`);
      const line = said.get(result.migrationName);
      if (line !== undefined) report({ migration: `${set.schema}/${result.migrationName}`, report: line });
    }
  }
  return applied;
}
