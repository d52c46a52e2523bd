import { SCOPES } from './scopes';

/** Connector scopes use the Store API's names (CONTRACT 5); no wildcard exists to ask for. */
export const CONNECTOR_SCOPES: readonly string[] = SCOPES;

/** The scopes of a `scope` parameter, or every connector scope when it is absent; undefined when any is unknown. */
export function requestedScopes(scope: string | undefined): string[] | undefined {
  if (scope === undefined || scope.trim() === '') return [...CONNECTOR_SCOPES];
  const names = [...new Set(scope.trim().split(/\s+/))];
  return names.every((name) => CONNECTOR_SCOPES.includes(name)) ? names : undefined;
}
