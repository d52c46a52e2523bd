import { createHash } from 'node:crypto';
import { JsonText } from '../../shared-kernel/http/json-text';
import type { AnyRoute } from './route';

/*
 * ETags of the Store API's single resources, and the preconditions that compare them. An ETag is a digest of
 * the resource as answered (its `livemode` included), so it changes whenever the representation does and is
 * computed from the answer itself: no read, no stored version.
 */

/** Whether a route's successful answers carry one resource of `/api/v3`, and so an ETag. */
export function answersTaggedResource(route: Pick<AnyRoute, 'auth' | 'envelope' | 'path' | 'response'>): boolean {
  return route.auth === 'api_key' && route.envelope !== 'none' && route.response.kind === 'resource' && route.path.startsWith('/api/v3/');
}

/** The strong ETag of a resource as answered: 128 bits of SHA-256 over its JSON. */
export function entityTagOf(data: unknown): string {
  const hash = createHash('sha256');
  if (data instanceof JsonText) data.writeTo((chunk) => hash.update(chunk));
  else hash.update(JSON.stringify(data) ?? 'null');
  return `"${hash.digest('base64url').slice(0, 22)}"`;
}

/**
 * Whether a list of entity tags (`If-Match`, `If-None-Match`) names `current`, or is `*`. If-Match compares
 * strongly (a weak tag never matches); If-None-Match weakly (RFC 9110 §13.1.1–2).
 */
export function namesEntityTag(header: string, current: string, comparison: 'strong' | 'weak'): boolean {
  if (header.trim() === '*') return true;
  for (const listed of header.split(',').map((tag) => tag.trim())) {
    const weak = listed.startsWith('W/');
    if (weak && comparison === 'strong') continue;
    if ((weak ? listed.slice(2) : listed) === current) return true;
  }
  return false;
}

const ACTION_WORD = /^[a-z][a-z-]*$/;

/**
 * The GET route whose resource a write's If-Match guards: the same path read (PATCH, PUT, DELETE), the
 * resource an action is posted to (`…/{id}/activate`), or the one the write declares (`guardedResource`).
 * None for a create, or for a write that changes no single resource of the Store API.
 */
export function guardedResourceOf(route: AnyRoute, routes: readonly AnyRoute[]): AnyRoute | undefined {
  if (route.method === 'get' || route.auth !== 'api_key' || !route.path.startsWith('/api/v3/')) return undefined;
  const reads = (path: string) => routes.find((candidate) => candidate.method === 'get' && candidate.path === path && answersTaggedResource(candidate));
  if (route.guardedResource) {
    const declared = reads(route.guardedResource);
    if (!declared) throw new Error(`${route.operationId}: guardedResource ${route.guardedResource} is no GET of one resource`);
    return declared;
  }
  if (route.method !== 'post') return reads(route.path);
  if (route.createdResource || route.response.status === 201) return undefined;
  const action = route.path.slice(route.path.lastIndexOf('/') + 1);
  const resource = route.path.slice(0, route.path.lastIndexOf('/'));
  return ACTION_WORD.test(action) && resource.endsWith('}') ? reads(resource) : undefined;
}
