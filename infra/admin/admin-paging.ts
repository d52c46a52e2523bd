import type { Request } from 'express';
import { escapeHtml } from '../../shared-kernel/html-escape';
import type { ListingRequest } from '../../shared-kernel/http/pagination';
import { parseQuery } from '../../shared-kernel/validation/strict-parsing';
import { listingQuery } from '../http/listing-query';
import { z } from '../openapi/zod';
import { adminHref, type AdminContext } from './admin-page';

const listing = z.object(listingQuery);

/**
 * The page of a listing a section's URL asks for: `limit` and `cursor`, checked and refused exactly as
 * the Store API's listings check them (the rest of the URL is the admin's own: store and mode).
 */
export function listingOf(request: Request): ListingRequest {
  const asked = Object.fromEntries(Object.entries(request.query).filter(([name]) => name === 'limit' || name === 'cursor'));
  return parseQuery(listing, asked);
}

/**
 * Links to the first page (once past it) and to the next, as the listing's cursor allows: the API's pages
 * are forward only. `kept` is what the page's URL narrows the listing by (its filters), which the cursor is bound to.
 */
export function pageLinks(context: AdminContext, path: string, asked: ListingRequest, nextCursor: string | null, kept: Record<string, string | undefined> = {}): string {
  const links = [
    ...(asked.cursor ? [`<a href="${escapeHtml(adminHref(context, path, { ...kept, limit: asked.limit }))}">First page</a>`] : []),
    ...(nextCursor ? [`<a rel="next" href="${escapeHtml(adminHref(context, path, { ...kept, limit: asked.limit, cursor: nextCursor }))}">Next page</a>`] : []),
  ];
  return links.length > 0 ? `<nav class="pages" aria-label="Pages">${links.join('')}</nav>` : '';
}
