import { isScope, type Scope } from '../../../shared-kernel/scopes';

/*
 * Scopes have the form `<resource>:read` or `<resource>:write`. Read never grants write and write never
 * implies read; only legacy keys carry the wildcard, which satisfies every check. The list itself lives
 * in the shared kernel, where the request pipeline and every module's operation declarations type
 * against it; identity owns what each scope means.
 */
export { SCOPES, isScope, type Scope } from '../../../shared-kernel/scopes';

/** What each scope grants, as the published contract and its OAuth scheme show it. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<Scope, string>> = {
  'store:read': 'Read the store the key or token belongs to, its integrations and granted scopes.',
  'customisers:read': 'Read customisers, their settings, option rows, forms (questions, never answers) and letter parts.',
  'customisers:write': 'Create, change and delete customisers, option rows, forms, backboards and letter parts; declare uploads.',
  'pricing:read': 'Read pricing documents and length pricings.',
  'pricing:write': 'Change, replace and validate pricing documents; write length pricings.',
  'products:read': 'Read products.',
  'products:write': 'Synchronise products from a custom integration.',
  'orders:read': 'Read orders.',
  'orders:write': 'Record orders and resend order emails.',
  'quotes:read': 'Read quote requests and custom-design submissions: customer-typed details, uploaded files, contact information.',
  'analytics:read': 'Read the analytics summary.',
  'webhooks:read': 'Read webhook subscriptions and their delivery log.',
  'webhooks:write': 'Create, change, delete webhook subscriptions, rotate their secrets and redeliver.',
  'activity:read': 'Read the store’s activity: what changed, who changed it and when.',
};

/** What a scope grants, in the words a merchant reads; the name itself for one this version does not know. */
export function describeScope(scope: string): string {
  return isScope(scope) ? SCOPE_DESCRIPTIONS[scope] : scope;
}

export function unknownScopes(values: readonly string[]): string[] {
  return values.filter((value) => !isScope(value));
}
