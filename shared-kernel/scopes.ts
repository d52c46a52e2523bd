/**
 * The scopes a credential can carry, as one list: the request pipeline, every operation's declaration
 * and identity's keys and connections all use it, so a misspelt scope in a declaration fails the build
 * instead of locking everyone out of the operation. Form `<resource>:read` or `<resource>:write`.
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
  'activity:read',
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
