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
  if (await everyMigrationApplied(db, sets)) return [];
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

/**
 * Whether every schema has exactly its migrations applied, asked in two queries. Every embedded process
 * migrates its database when it opens it; the Migrator's own checks read the catalogue table by table,
 * about a second of CPU on PGlite, so an up-to-date database is recognised here first. Anything else (a
 * fresh database, a pending or an unknown migration) goes to the Migrator.
 */
async function everyMigrationApplied(db: Kysely<unknown>, sets: readonly SchemaMigrations[]): Promise<boolean> {
  const schemas = [...new Set(sets.map((set) => set.schema))];
  const { rows: withTable } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relname = 'kysely_migration' and n.nspname in (${sql.join(schemas)})`.execute(db);
  if (withTable.length !== schemas.length) return false;
  const { rows } = await sql<{ schema: string; name: string }>`${sql.join(
    schemas.map((schema) => sql`select ${schema}::text as schema, name from ${sql.table(`${schema}.kysely_migration`)}`),
    sql` union all `,
  )}`.execute(db);
  return sets.every((set) => {
    const applied = rows.filter((row) => row.schema === set.schema).map((row) => row.name).sort();
    const known = Object.keys(set.migrations).sort();
    return applied.length === known.length && applied.every((name, index) => name === known[index]);
  });
}
