import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { adminHref, moment, type AdminContext } from '../../../../infra/admin/admin-page';
import type { QuoteResource } from '../http/quotes.schemas';

type QuoteFile = QuoteResource['files'][number];

export const quoteTitle = (quote: Pick<QuoteResource, 'id'>) => `Quote request ${quote.id}`;

function answerText(value: QuoteResource['answers'][number]['value']): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

const bytes = (size: number) => (size < 1024 ? `${size} bytes` : size < 1024 * 1024 ? `${(size / 1024).toFixed(1)} KB` : `${(size / 1024 / 1024).toFixed(1)} MB`);

export function quotesPage(context: AdminContext, quotes: readonly QuoteResource[], pages: string): string {
  if (quotes.length === 0) return `<p>No ${context.mode === 'test' ? 'test ' : ''}quote requests here.</p>${pages}`;
  const rows = quotes.map(
    (quote) => `<tr data-quote="${quote.id}"><td><a href="${escapeHtml(adminHref(context, `/admin/quotes/${quote.id}`))}">${escapeHtml(quoteTitle(quote))}</a></td>
<td>${escapeHtml(quote.contact.name ?? '—')}<div class="muted">${escapeHtml(quote.contact.email ?? '')}</div></td><td>${quote.files.length}</td><td>${moment(quote.created_at)}</td></tr>`,
  );
  return `<table><caption class="muted">Oldest first, as the Store API lists them</caption><thead><tr><th scope="col">Quote request</th><th scope="col">Contact</th><th scope="col">Files</th><th scope="col">Received</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>${pages}`;
}

/** Files are served by the admin itself, for the session's store only: the quote's own URLs need an API key. */
function fileItem(context: AdminContext, quote: QuoteResource, file: QuoteFile): string {
  const href = adminHref(context, `/admin/quotes/${quote.id}/files/${encodeURIComponent(file.upload_id)}`);
  return `<li><a href="${escapeHtml(href)}" download>${escapeHtml(file.filename)}</a> <span class="muted">(${escapeHtml(file.content_type)}, ${bytes(file.byte_size)})</span></li>`;
}

export function quotePage(context: AdminContext, quote: QuoteResource): string {
  const contact: [string, string | null][] = [['Name', quote.contact.name], ['Email', quote.contact.email], ['Phone', quote.contact.phone]];
  const answers = quote.answers.map((answer) => `<tr><th scope="row">${escapeHtml(answer.name)}</th><td>${escapeHtml(answerText(answer.value))}</td></tr>`);
  return `<p><a href="${escapeHtml(adminHref(context, '/admin/quotes'))}">All quote requests</a></p>
<dl class="facts"><dt>Received</dt><dd>${moment(quote.created_at)}</dd><dt>Customiser</dt><dd>${quote.customiser_id}</dd><dt>Form</dt><dd>${quote.form_id}</dd></dl>
<h2>Contact</h2><dl class="facts">${contact.map(([term, value]) => `<dt>${term}</dt><dd>${escapeHtml(value ?? '—')}</dd>`).join('')}</dl>
<h2>Answers</h2>${answers.length > 0 ? `<table><thead><tr><th scope="col">Question</th><th scope="col">Answer</th></tr></thead><tbody>${answers.join('')}</tbody></table>` : '<p>No answers.</p>'}
<h2>Files</h2>${quote.files.length > 0 ? `<ul>${quote.files.map((file) => fileItem(context, quote, file)).join('')}</ul>` : '<p>No files were sent.</p>'}`;
}
