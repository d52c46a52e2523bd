/** A request to show as a command: the header values may name shell variables (`$SIGNWRIGHT_API_KEY`), which the shell expands. */
export interface ShownRequest {
  method: string;
  url: string;
  headers: [name: string, value: string][];
  body?: unknown;
}

/** Single quotes keep everything literal; a quote inside is closed, escaped and reopened. */
const literal = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** Double quotes expand `$VARIABLE` and nothing else a header value of ours holds. */
const expanding = (text: string) => (/\$[A-Z_][A-Z0-9_]*/.test(text) ? `"${text.replace(/["\\`]/g, '\\$&')}"` : literal(text));

/**
 * The request as a `curl` command a POSIX shell runs as it is pasted: one option per line, the JSON body
 * as written. Brackets in a query (`filter[active]`) are curl's globbing syntax, so they turn it off.
 */
export function curlCommand(request: ShownRequest): string {
  const method = request.method.toUpperCase();
  const lines = [
    `curl${/[[\]{}]/.test(request.url) ? ' --globoff' : ''}${method === 'GET' ? '' : ` -X ${method}`} ${literal(request.url)}`,
    ...request.headers.map(([name, value]) => `-H ${expanding(`${name}: ${value}`)}`),
    ...(request.body === undefined ? [] : [`--data ${literal(JSON.stringify(request.body, null, 2))}`]),
  ];
  return lines.join(' \\\n  ');
}
