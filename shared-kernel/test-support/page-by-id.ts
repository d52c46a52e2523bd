import type { Page, PageRequest } from '../http/pagination';

/** Keyset paging as the repositories do it: ascending ids after the position, a next position only when more follow. */
export function pageById<T extends { id: number }>(items: readonly T[], page: PageRequest<number>): Page<T, number> {
  const after = [...items].sort((a, b) => a.id - b.id).filter((item) => page.after === undefined || item.id > page.after);
  const taken = after.slice(0, page.limit);
  return { items: taken, nextPosition: after.length > page.limit ? taken[taken.length - 1]!.id : undefined };
}
