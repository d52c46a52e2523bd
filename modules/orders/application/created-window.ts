import type { CreatedWindow } from './ports';

/** The filters as a cursor binds them: normalised instants, so `2026-02-01` and its midnight are one listing. */
export function createdWindowBinding(filters: CreatedWindow): Record<string, string | undefined> {
  return { created_after: filters.createdAfter?.toISOString(), created_before: filters.createdBefore?.toISOString() };
}
