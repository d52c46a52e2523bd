import { problemCatalogue, type ProblemCode } from '../../shared-kernel/problems/problem-catalogue';
import { escapeHtml } from './help-page';
import { operationAnchor, operationsOf, problemCodesOf, type ContractDocument } from './contract-reading';
import { FIELD_ERROR_INDEX, fieldErrorSection } from './field-error-pages';

export const isProblemCode = (code: string): code is ProblemCode => Object.hasOwn(problemCatalogue, code);

/** The spec's recovery rules (Errors), by what a problem says about retrying. */
function retryRule(code: ProblemCode, status: number): string {
  if (status === 429 || status >= 500) {
    return 'Retry a GET with capped exponential backoff and jitter, waiting at least the Retry-After seconds. Retry a write with the same Idempotency-Key and a byte-equivalent body.';
  }
  if (code === 'idempotency_key_in_flight') return 'Retry the same request, with the same Idempotency-Key and body, once retry_after seconds have passed.';
  if (code === 'idempotency_key_conflict') return 'Do not retry unchanged: generate a new Idempotency-Key for the different request.';
  if (status === 422) return 'The operation was not accepted and nothing changed. Correct the request, then send it with a new Idempotency-Key; do not retry it unchanged.';
  return 'Do not retry unchanged: the same request gets the same answer.';
}

/** The operations whose documented responses name the code, linked to the reference. */
function operationsAnswering(code: string, document: ContractDocument): string {
  const operations = operationsOf(document).filter(({ operation }) => Object.values(operation.responses ?? {}).some((response) => problemCodesOf(response).includes(code)));
  if (operations.length === 0) return '<p>Any operation, outside the documented responses (for example a path that does not exist).</p>';
  const items = operations.map(({ method, path, operation }) => `<li><a href="/help/reference#${escapeHtml(operationAnchor(operation.operationId))}"><code>${escapeHtml(`${method.toUpperCase()} ${path}`)}</code></a></li>`);
  return `<ul>${items.join('')}</ul>`;
}

/** The page a problem's `type` URI resolves to: its status, when it happens and what a client does. */
export function renderProblemPage(code: ProblemCode, document: ContractDocument, docsUrl: string): string {
  const entry = problemCatalogue[code];
  const example = { type: `${docsUrl}/help/problems/${code}`, title: entry.title, status: entry.status, code, detail: '…', request_id: 'req_…' };
  return `<h1>${escapeHtml(entry.title)}</h1>
<p>Problem type <code>${escapeHtml(code)}</code>, answered with HTTP status <strong>${entry.status}</strong> as <code>application/problem+json</code>.</p>
<h2 id="condition">When</h2><p>${escapeHtml(entry.condition)}</p>
<h2 id="recovery">What to do</h2><p>${escapeHtml(entry.recovery)}</p>
<h2 id="retrying">Retrying</h2><p>${escapeHtml(retryRule(code, entry.status))}</p>
<h2 id="document">The document</h2><p>Branch on <code>status</code> and <code>code</code>; <code>detail</code> describes this occurrence for people and is not to be parsed. Log the <code>request_id</code>.</p>
<pre><code>${escapeHtml(JSON.stringify(example, null, 2))}</code></pre>
${fieldErrorSection(code)}
<h2 id="operations">Operations that answer it</h2>${operationsAnswering(code, document)}
<p><a href="/help/problems">Every problem type</a></p>`;
}

/** Every problem code, by status. */
export function renderProblemIndex(): string {
  const rows = (Object.entries(problemCatalogue) as [ProblemCode, (typeof problemCatalogue)[ProblemCode]][])
    .sort(([a, first], [b, second]) => first.status - second.status || a.localeCompare(b))
    .map(([code, entry]) => `<tr><td>${entry.status}</td><td><a href="/help/problems/${code}"><code>${code}</code></a></td><td>${escapeHtml(entry.title)}</td></tr>`);
  return `<h1>Problem types</h1>
<p>Every answer outside 2xx is an RFC 9457 problem document (<code>application/problem+json</code>) whose <code>type</code> is the page of its <code>code</code> below.
Do not retry 400, 401, 403, 404 or 422 unchanged; retry after 429 and 5xx with backoff, writes with the same Idempotency-Key and body.</p>
<p>The items of a problem’s <code>errors</code> have codes of their own: see <a href="${FIELD_ERROR_INDEX}">field error codes</a>.</p>
<table><tr><th>status</th><th>code</th><th>title</th></tr>${rows.join('')}</table>`;
}
