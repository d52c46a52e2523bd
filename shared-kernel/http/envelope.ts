/** The response envelopes of the spec's response conventions, built once for every route. */
export interface EnvelopeLinks {
  self: string;
  documentation: string;
}

export interface ResourceEnvelope<T> {
  data: T;
  links: EnvelopeLinks;
  meta: { api_version: 'v3'; request_id: string };
}

export interface CollectionEnvelope<T> {
  data: T[];
  pagination: { has_more: boolean; next_cursor: string | null };
  links: EnvelopeLinks & { next: string | null };
  meta: { api_version: 'v3'; request_id: string };
}

export interface EnvelopeContext {
  selfUrl: string;
  documentationUrl: string;
  requestId: string;
}

export function resourceEnvelope<T>(data: T, context: EnvelopeContext): ResourceEnvelope<T> {
  return {
    data,
    links: { self: context.selfUrl, documentation: context.documentationUrl },
    meta: { api_version: 'v3', request_id: context.requestId },
  };
}

export function collectionEnvelope<T>(
  items: T[],
  nextCursor: string | null,
  context: EnvelopeContext,
): CollectionEnvelope<T> {
  return {
    data: items,
    pagination: { has_more: nextCursor !== null, next_cursor: nextCursor },
    links: {
      self: context.selfUrl,
      documentation: context.documentationUrl,
      next: nextCursor === null ? null : withCursor(context.selfUrl, nextCursor),
    },
    meta: { api_version: 'v3', request_id: context.requestId },
  };
}

function withCursor(selfUrl: string, cursor: string): string {
  const url = new URL(selfUrl);
  url.searchParams.set('cursor', cursor);
  return url.toString();
}
