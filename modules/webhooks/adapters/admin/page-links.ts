import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { adminHref, type AdminContext } from '../../../../infra/admin/admin-page';

/** Where a listing page stands: the cursor it was read from (none for the first), and the next page's. */
export interface Paging {
  cursor: string | undefined;
  nextCursor: string | null;
}

/**
 * Links through a listing, by the list service's own cursors: back to the first page, and on to the next.
 * Cursors only go forwards, so there is no link to the page before.
 */
export function pageLinks(context: AdminContext, path: string, label: string, paging: Paging, [first, next]: [string, string]): string {
  const links = [
    paging.cursor === undefined ? '' : `<a href="${escapeHtml(adminHref(context, path))}">${first}</a>`,
    paging.nextCursor === null ? '' : `<a href="${escapeHtml(adminHref(context, path, { cursor: paging.nextCursor }))}" rel="next">${next}</a>`,
  ].filter(Boolean);
  return links.length ? `<nav class="pages" aria-label="${escapeHtml(label)}">${links.join('')}</nav>` : '';
}
