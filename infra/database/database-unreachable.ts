/**
 * The configured PostgreSQL server could not be reached when the process started. The message is the
 * one line an operator needs: which variable to fix, the URL as configured (its password masked: the
 * line ends up in terminals, CI logs and tickets) and what the driver said.
 */
export class DatabaseUnreachable extends Error {
  constructor(databaseUrl: string, cause: unknown) {
    super(`cannot reach the database at DATABASE_URL=${maskedDatabaseUrl(databaseUrl)} (${describeCause(cause, databaseUrl)})`, { cause });
    this.name = 'DatabaseUnreachable';
  }
}

const MASK = '***';

/** The URL with its password, in the userinfo or as a `password` parameter, replaced by `***`. */
export function maskedDatabaseUrl(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    // Not a URL the WHATWG parser takes (pg is more lenient): mask whatever sits between `user:` and `@`.
    return databaseUrl.replace(/^([a-z]+:\/\/[^:/@]*:)[^@]*@/i, `$1${MASK}@`).replace(/([?&]password=)[^&]*/gi, `$1${MASK}`);
  }
  if (url.password) url.password = MASK;
  if (url.searchParams.has('password')) url.searchParams.set('password', MASK);
  return url.toString();
}

/**
 * What the driver said, on one line. A host name that resolves to several addresses fails with an
 * AggregateError whose own message is empty: its errors say what happened. Should a driver ever echo
 * the connection string, it is masked here too.
 */
function describeCause(cause: unknown, databaseUrl: string): string {
  const error = cause as { message?: string; code?: string; errors?: unknown[] } | undefined;
  const nested = Array.isArray(error?.errors) ? error.errors.map((item) => (item as Error)?.message).filter(Boolean) : [];
  const text = error?.message || nested.join('; ') || error?.code || String(cause);
  return text.replaceAll(databaseUrl, maskedDatabaseUrl(databaseUrl)).replace(/\s*\n\s*/g, ' ');
}
