import { CompiledQuery } from 'kysely';
import { Client, type QueryConfig } from 'pg';

/** The text of every prepared statement, by the name it is prepared under on each connection. */
const NAMES_BY_TEXT = new Map<string, string>();

/**
 * A statement that runs on nearly every request, prepared once per connection under its name: the server
 * then parses and plans it once instead of on each execution. For the key lookup of every authenticated
 * request that planning was three quarters of the server's work (0.9 ms of CPU a request, 0.16 ms
 * prepared). Only for a text that never varies and names its columns (never `*`): an expand migration
 * that adds a column must not change the result type of a statement a running process has prepared.
 */
export class PreparedStatement<Row> {
  constructor(
    readonly name: string,
    readonly sql: string,
  ) {
    const known = [...NAMES_BY_TEXT].find(([text, name]) => name === this.name && text !== this.sql);
    if (known) throw new Error(`the prepared statement ${this.name} is declared twice with different texts`);
    NAMES_BY_TEXT.set(sql, name);
  }

  /** The statement with these parameters, for `executeQuery` of any Kysely handle (a transaction's too). */
  with(parameters: readonly unknown[]): CompiledQuery<Row> {
    return CompiledQuery.raw(this.sql, [...parameters]) as CompiledQuery<Row>;
  }
}

/** The name `text` is prepared under, when it is a declared prepared statement. */
export function preparedNameOf(text: string): string | undefined {
  return NAMES_BY_TEXT.get(text);
}

/**
 * The pool's client: a query whose text is a declared prepared statement goes by its name, so node-postgres
 * parses it once per connection and binds it after. Every other query is sent as before. Embedded mode
 * (PGlite) has no connections to prepare on and does not use this.
 */
export class PreparingClient extends Client {
  // node-postgres overloads query a dozen ways; only (text, values) from Kysely is renamed here.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? preparedNameOf(text) : undefined;
    const call = super.query as (...passed: unknown[]) => never;
    if (name === undefined) return call.apply(this, args);
    const config: QueryConfig = { name, text: text as string, values: values as unknown[] };
    return call.call(this, config, ...args.slice(2));
  }
}
