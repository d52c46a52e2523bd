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
