import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

/** The migrations of one module, kept in that module's own PostgreSQL schema. */
export interface SchemaMigrations {
  schema: string;
  migrations: Record<string, Migration>;
}

/**
 * Applies every schema's migrations in the order given; each schema keeps its own migration table,
 * so a module's history is its own. Idempotent: a second run applies nothing.
 */
export async function migrateToLatest(db: Kysely<unknown>, sets: readonly SchemaMigrations[]): Promise<string[]> {
  const applied: string[] = [];
  for (const set of sets) {
    await sql`create schema if not exists ${sql.id(set.schema)}`.execute(db);
    const migrator = new Migrator({
      db,
      migrationTableSchema: set.schema,
      provider: { getMigrations: async () => set.migrations },
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    for (const result of results ?? []) applied.push(`${set.schema}/${result.migrationName}`);
  }
  return applied;
}
