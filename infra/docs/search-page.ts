import { fieldErrorCatalogue, type FieldErrorCode } from '../../shared-kernel/problems/field-error-catalogue';
import { problemCatalogue, type ProblemCode } from '../../shared-kernel/problems/problem-catalogue';
import { operationAnchor, operationsOf, type ContractDocument } from './contract-reading';
import { fieldErrorHref } from './field-error-pages';
import { escapeHtml, searchForm } from './help-page';
import { schemaAnchor, type Schema } from './schema-html';

/** One thing the search box can find: an operation, a field of a published schema, a problem code or a field error code. */
export interface SearchEntry {
  kind: 'operation' | 'field' | 'problem' | 'field-error';
  title: string;
  href: string;
  text: string;
}

const MOST_RESULTS = 50;

/** Every operation, every property of every published schema, every problem code and every field error code, once. */
export function searchEntries(document: ContractDocument): SearchEntry[] {
  const operations = operationsOf(document).map(({ method, path, operation }) => ({
    kind: 'operation' as const,
    title: `${method.toUpperCase()} ${path}`,
    href: `/help/reference#${operationAnchor(operation.operationId)}`,
    text: [operation.operationId, operation.summary ?? '', operation.description ?? ''].join(' '),
  }));
  const fields = Object.entries(document.components?.schemas ?? {}).flatMap(([name, schema]) =>
    Object.entries(((schema as Schema).properties ?? {}) as Record<string, Schema>).map(([property, definition]) => ({
      kind: 'field' as const,
      title: `${name}.${property}`,
      href: `/help/reference#${schemaAnchor(name)}`,
      text: typeof definition.description === 'string' ? definition.description : '',
    })),
  );
  const problems = (Object.keys(problemCatalogue) as ProblemCode[]).map((code) => ({
    kind: 'problem' as const,
    title: code,
    href: `/help/problems/${code}`,
    text: `${problemCatalogue[code].status} ${problemCatalogue[code].title} ${problemCatalogue[code].condition}`,
  }));
  const fieldErrors = (Object.keys(fieldErrorCatalogue) as FieldErrorCode[]).map((code) => ({
    kind: 'field-error' as const,
    title: code,
    href: fieldErrorHref(code),
    text: `${fieldErrorCatalogue[code].title} ${fieldErrorCatalogue[code].condition}`,
  }));
  return [...operations, ...fields, ...problems, ...fieldErrors];
}

/** The entries holding every word of the query, in their names first, then in their descriptions. */
export function search(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const holds = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  const byName = entries.filter((entry) => holds(entry.title));
  const byText = entries.filter((entry) => !byName.includes(entry) && holds(`${entry.title} ${entry.text}`));
  return [...byName, ...byText].slice(0, MOST_RESULTS);
}

const KIND_LABELS = { operation: 'Operation', field: 'Field', problem: 'Problem code', 'field-error': 'Field error code' };

export function renderSearch(query: string, found: readonly SearchEntry[]): string {
  const results = query.trim() === ''
    ? '<p>Search operations, the fields of every resource and body, problem codes and the codes of their errors.</p>'
    : found.length === 0
      ? `<p>Nothing matches <strong>${escapeHtml(query)}</strong>.</p>`
      : `<p>${found.length === MOST_RESULTS ? `The first ${MOST_RESULTS}` : found.length} result${found.length === 1 ? '' : 's'} for <strong>${escapeHtml(query)}</strong>.</p>
<ul>${found.map((entry) => `<li><span class="muted">${KIND_LABELS[entry.kind]}</span> <a href="${escapeHtml(entry.href)}"><code>${escapeHtml(entry.title)}</code></a>${entry.text.trim() ? `: ${escapeHtml(entry.text.trim().slice(0, 160))}` : ''}</li>`).join('')}</ul>`;
  return `<h1>Search</h1>${searchForm(query)}${results}`;
}
