import { Client } from 'pg';

type Query = (...args: unknown[]) => unknown;

/**
 * The SQL texts every pg client of the process sends while `work` runs: the service's pool is wrapped
 * at its driver, so nothing of the service is changed or stubbed to be counted.
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const prototype = Client.prototype as unknown as { query: Query };
  const query = prototype.query;
  prototype.query = function (this: Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (text !== undefined) sent.push(text);
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = query;
  }
  return sent;
}

/** A table as Kysely names it ("pricing"."pricing_documents") or as a prepared statement does (pricing.pricing_documents). */
const named = (table: string) => table.split('.').map((part) => `"?${part}"?`).join('\\.');

/** Whether a statement reads from the table. */
export const reading = (table: string) => (statement: string) => new RegExp(`^\\s*select [\\s\\S]* from ${named(table)}\\s`, 'i').test(statement);

/** Whether a statement inserts into, updates or deletes from the table. */
export const writing = (table: string) => (statement: string) => new RegExp(`^\\s*(insert into|update|delete from) ${named(table)}\\s`, 'i').test(statement);

/** A read of a customiser's sizes (not the reference finder's query, which looks for rows naming some). */
export const readingSizes = (statement: string) => reading('catalogue.option_rows')(statement) && !/attributes @>/.test(statement);
