/**
 * Scopes have the form `<resource>:read` or `<resource>:write`. Read never grants write and write never
 * implies read; only legacy keys carry the wildcard, which satisfies every check.
 */
export const SCOPES = [
  'store:read',
  'customisers:read',
  'customisers:write',
  'pricing:read',
  'pricing:write',
  'products:read',
  'products:write',
  'orders:read',
  'orders:write',
  'quotes:read',
  'analytics:read',
  'webhooks:read',
  'webhooks:write',
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

export function unknownScopes(values: readonly string[]): string[] {
  return values.filter((value) => !isScope(value));
}
