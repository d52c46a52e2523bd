import { fieldErrorCatalogue, type FieldErrorCode, type FieldErrorDefinition } from '../../shared-kernel/problems/field-error-catalogue';
import type { ProblemCode } from '../../shared-kernel/problems/problem-catalogue';
import { escapeHtml } from './help-page';

/**
 * Field codes live one level below the problem types, so a field code never takes a problem code's
 * address (several share a name). A problem code `fields` would be hidden by the index, and the test
 * that opens every problem's page would say so.
 */
export const FIELD_ERROR_INDEX = '/help/problems/fields';

export const fieldErrorHref = (code: FieldErrorCode) => `${FIELD_ERROR_INDEX}/${code}`;

const definitions: Record<FieldErrorCode, FieldErrorDefinition> = fieldErrorCatalogue;
const FIELD_ERROR_CODES = Object.keys(definitions) as FieldErrorCode[];

/** The field codes a problem's `errors` can hold, in catalogue order. */
function fieldErrorCodesOf(problem: ProblemCode): FieldErrorCode[] {
  return FIELD_ERROR_CODES.filter((code) => definitions[code].problems.includes(problem));
}

const fieldErrorLink = (code: FieldErrorCode) => `<a href="${fieldErrorHref(code)}"><code>${escapeHtml(code)}</code></a>`;
const problemLink = (code: ProblemCode) => `<a href="/help/problems/${code}"><code>${escapeHtml(code)}</code></a>`;

const WHERE = '<p>An item of <code>errors</code> says where the request went wrong, with <code>pointer</code> (a JSON pointer into the body, <code>""</code> for the whole of it) or <code>parameter</code> (a query parameter), and why, with <code>code</code> and <code>detail</code>. Branch on <code>code</code>; <code>detail</code> is written for people and is not to be parsed.</p>';

/** The page of one field code: when it happens, what a client does, and the problems that carry it. */
export function renderFieldErrorPage(code: FieldErrorCode): string {
  const entry = definitions[code];
  const members = [
    entry.members?.includes('allowed_values') ? '<p>The item also carries <code>allowed_values</code>: the values the field or parameter accepts.</p>' : '',
    entry.members?.includes('minimum') ? '<p>On a number field or parameter with a range, the item also carries <code>minimum</code> and <code>maximum</code> (each where the range has it): the smallest and the largest value accepted, both included.</p>' : '',
  ].join('');
  return `<h1>${escapeHtml(entry.title)}</h1>
<p>Field error code <code>${escapeHtml(code)}</code>, the <code>code</code> of an item of a problem’s <code>errors</code>.</p>
<h2 id="condition">When</h2><p>${escapeHtml(entry.condition)}</p>
<h2 id="recovery">What to do</h2><p>${escapeHtml(entry.recovery)}</p>
<h2 id="item">The item</h2>${WHERE}${members}
<h2 id="problems">Problems that carry it</h2><ul>${entry.problems.map((problem) => `<li>${problemLink(problem)}</li>`).join('')}</ul>
<p><a href="${FIELD_ERROR_INDEX}">Every field error code</a> · <a href="/help/problems">Every problem type</a></p>`;
}

/** Every field code, with the problems that carry it. */
export function renderFieldErrorIndex(): string {
  const rows = [...FIELD_ERROR_CODES]
    .sort((a, b) => a.localeCompare(b))
    .map((code) => `<tr><td>${fieldErrorLink(code)}</td><td>${escapeHtml(definitions[code].title)}</td><td>${definitions[code].problems.map(problemLink).join(', ')}</td></tr>`);
  return `<h1>Field error codes</h1>
${WHERE}
<table><tr><th>code</th><th>title</th><th>carried by</th></tr>${rows.join('')}</table>
<p><a href="/help/problems">Every problem type</a></p>`;
}

/** The section of a problem's page naming the field codes its `errors` can hold; empty for a problem without `errors`. */
export function fieldErrorSection(problem: ProblemCode): string {
  const codes = fieldErrorCodesOf(problem);
  if (codes.length === 0) return '';
  const items = codes.map((code) => `<li>${fieldErrorLink(code)}: ${escapeHtml(definitions[code].title)}</li>`);
  return `<h2 id="errors">Field error codes</h2><p>This problem names each field at fault in <code>errors</code>; an item’s <code>code</code> is one of these.</p><ul>${items.join('')}</ul>`;
}
