/**
 * The previous generation's deprecation (spec, Versioning 4): in effect since 2026-07-22T00:00:00Z, sunset
 * scheduled for 2027-01-22. Removal is still gated by observed usage, communication and approval.
 */
export const PREVIOUS_GENERATION_DEPRECATION = {
  since: new Date('2026-07-22T00:00:00Z'),
  sunset: new Date('2027-01-22T00:00:00Z'),
} as const;

/** Where the migration guide lives under the documentation origin (`{docs_url}/help/migration`). */
export const MIGRATION_GUIDE_PATH = '/help/migration';
