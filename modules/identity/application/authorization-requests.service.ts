import { inject, injectable } from 'inversify';
import { holdsUnstorable } from '../../../shared-kernel/validation/storable-strings';
import { sameRedirectUri } from '../domain/oauth-redirect-uri';
import { IdentityTokens } from '../identity.tokens';
import type { OAuthClient } from '../domain/connection';
import { requestedScopes } from '../domain/connector-scopes';
import { isS256Challenge } from '../domain/pkce';
import type { ConnectorOrigins } from './connector-origins';
import type { OAuthClientRepository } from './connector-ports';

export interface AuthorizationRequest {
  client: OAuthClient;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string;
  scopes: string[];
  resource: string;
}

/**
 * What an authorization request amounts to: valid; an error shown as a page because the redirect URI
 * cannot be trusted or PKCE is missing (never redirected); or an error for the client, redirected to
 * its verified redirect URI with the state echoed and no `iss`.
 */
export type AuthorizationVerdict =
  | { kind: 'valid'; request: AuthorizationRequest }
  | { kind: 'page'; message: string }
  | { kind: 'redirect'; location: string };

export type AuthorizationParameters = Record<string, string | string[] | undefined>;

@injectable()
export class AuthorizationRequestsService {
  constructor(
    @inject(IdentityTokens.OAuthClientRepository) private readonly clients: OAuthClientRepository,
    @inject(IdentityTokens.ConnectorOrigins) private readonly origins: ConnectorOrigins,
  ) {}

  async check(parameters: AuthorizationParameters): Promise<AuthorizationVerdict> {
    const single = (name: string) => (Array.isArray(parameters[name]) ? undefined : (parameters[name] as string | undefined));
    // A NUL or a lone surrogate cannot be looked up or stored: invalid_request, on a page while the
    // client and its redirect URI are not yet known, to the verified redirect URI afterwards.
    if (holdsUnstorable(parameters.client_id) || holdsUnstorable(parameters.redirect_uri)) {
      return { kind: 'page', message: 'The request is invalid (invalid_request): client_id or redirect_uri holds a NUL character or an unpaired surrogate.' };
    }
    const client = single('client_id') ? await this.clients.find(single('client_id')!) : undefined;
    if (!client) return { kind: 'page', message: 'This application is not registered.' };
    // Exact string matching, as the token endpoint matches: the person is sent back to the URI registered.
    const wanted = single('redirect_uri');
    const redirectUri = wanted === undefined ? (client.redirectUris.length === 1 ? client.redirectUris[0] : undefined) : client.redirectUris.find((uri) => sameRedirectUri(uri, wanted));
    if (!redirectUri) return { kind: 'page', message: 'The redirect URI is not one this application registered.' };
    const challenge = single('code_challenge');
    if (!challenge || single('code_challenge_method') !== 'S256' || !isS256Challenge(challenge)) {
      return { kind: 'page', message: 'The request lacks a PKCE S256 code challenge; plain and missing challenges are refused.' };
    }
    const state = single('state');
    const refuse = (error: string, description: string) => ({ kind: 'redirect' as const, location: errorRedirect(redirectUri, error, description, state) });
    if (holdsUnstorable(parameters)) return refuse('invalid_request', 'A parameter holds a NUL character or an unpaired surrogate.');
    if (single('response_type') !== 'code') return refuse('unsupported_response_type', 'Only response_type=code is supported.');
    const resource = this.resourceOf(parameters.resource);
    if (!resource) return refuse('invalid_target', `The resource must be the connector, ${this.origins.mcpUrl}.`);
    const scopes = requestedScopes(single('scope'));
    if (!scopes) return refuse('invalid_scope', 'A requested scope is unknown.');
    return { kind: 'valid', request: { client, redirectUri, state, codeChallenge: challenge, scopes, resource } };
  }

  /** RFC 8707: the connector origin, or nothing (the canonical resource); anything else is invalid_target. */
  private resourceOf(value: string | string[] | undefined): string | undefined {
    if (value === undefined) return this.origins.mcpUrl;
    if (Array.isArray(value)) return undefined;
    return value.replace(/\/+$/, '') === this.origins.mcpUrl ? this.origins.mcpUrl : undefined;
  }
}

export function errorRedirect(redirectUri: string, error: string, description: string, state: string | undefined): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
}
