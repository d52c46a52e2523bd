import { escapeHtml } from './help-page';
import { curlCommand, type ShownRequest } from './curl-command';
import type { ContractDocument, MediaType, OperationEntry } from './contract-reading';

/** `apiKey` → `$SIGNWRIGHT_API_KEY`: the variable a reader keeps the credential of a scheme in. */
const credentialVariable = (scheme: string) => `$SIGNWRIGHT_${scheme.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;

/** The header that carries the operation's credential, naming the variable instead of a secret. */
function credentialHeader({ operation }: OperationEntry, document: ContractDocument): [string, string][] {
  const scheme = Object.keys(operation.security?.[0] ?? {})[0];
  const definition = scheme === undefined ? undefined : document.components?.securitySchemes?.[scheme];
  if (scheme === undefined || !definition) return [];
  if (definition.type === 'apiKey' && definition.in === 'header') return [[String(definition.name), credentialVariable(scheme)]];
  return [['Authorization', `Bearer ${credentialVariable(scheme)}`]];
}

const exampleOf = (content: Record<string, MediaType> | undefined) => Object.entries(content ?? {}).find(([, media]) => media.example !== undefined);

/** The success answer the operation shows, with its status. */
function exampleAnswer({ operation }: OperationEntry): { status: string; body: unknown } | undefined {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const shown = /^2\d\d$/.test(status) ? exampleOf(response.content) : undefined;
    if (shown) return { status, body: shown[1].example };
  }
  return undefined;
}

/**
 * The call the operation's examples make: the document's server, the path and query with the
 * parameters' examples, the credential as a variable, the Idempotency-Key and the body it shows.
 */
export function exampleRequest(entry: OperationEntry, document: ContractDocument): ShownRequest {
  const { operation } = entry;
  const parameters = operation.parameters ?? [];
  const server = (operation.servers ?? document.servers ?? [])[0]?.url ?? '';
  const path = entry.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const example = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.example;
    return example === undefined ? whole : encodeURIComponent(String(example));
  });
  const query = parameters.filter((parameter) => parameter.in === 'query' && parameter.example !== undefined).map((parameter) => `${parameter.name}=${encodeURIComponent(String(parameter.example))}`);
  const body = exampleOf(operation.requestBody?.content);
  return {
    method: entry.method,
    url: `${server}${path}${query.length ? `?${query.join('&')}` : ''}`,
    headers: [
      ...credentialHeader(entry, document),
      ...parameters.filter((parameter) => parameter.in === 'header' && parameter.example !== undefined).map((parameter): [string, string] => [parameter.name, String(parameter.example)]),
      ...(body ? [['Content-Type', body[0]] as [string, string]] : []),
    ],
    ...(body ? { body: body[1].example } : {}),
  };
}

/** The operation's example, if it has one: the request as a `curl` command to copy, and the answer it got. */
export function operationExampleHtml(entry: OperationEntry, document: ContractDocument): string {
  const answer = exampleAnswer(entry);
  if (!answer && !exampleOf(entry.operation.requestBody?.content)) return '';
  // Without a script (the help pages have none), one click selects the whole command.
  const request = `<pre class="copyable" aria-label="The example request as a curl command"><code>${escapeHtml(curlCommand(exampleRequest(entry, document)))}</code></pre>`;
  const response = answer
    ? `<details><summary>Its answer: <code>${escapeHtml(answer.status)}</code></summary><pre><code>${escapeHtml(JSON.stringify(answer.body, null, 2))}</code></pre></details>`
    : '';
  return `<h4>Example</h4>${request}${response}`;
}
