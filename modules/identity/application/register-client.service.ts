import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { holdsUnstorable } from '../../../shared-kernel/validation/storable-strings';
import { IdentityTokens } from '../identity.tokens';
import { OAuthError } from '../domain/oauth-error';
import { redirectUriRefusal } from '../domain/oauth-redirect-uri';
import { clientNameRefusal } from '../domain/client-name';
import type { OAuthClientRepository } from './connector-ports';

const GRANT_TYPES = ['authorization_code', 'refresh_token'];

export interface ClientRegistration {
  client_id: string;
  client_id_issued_at: number;
  client_name: string;
  redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: 'none';
}

/**
 * RFC 7591 dynamic registration of public clients: no secret is issued or accepted, redirect URIs
 * follow the spec's rules and are kept (and answered) exactly as written, only the authorization-code and refresh grants with the `code` response.
 * Registering grants nothing; the consent page marks the client unverified.
 *
 * Every client is recorded with both grant types, whatever it asked for: every code exchange issues a
 * refresh token (the spec's 30-day rotated token), so the record says what the client will in fact be
 * able to use. RFC 7591 section 3.2.1 lets the server replace requested values; its default for an
 * omitted `grant_types` (the code grant alone) would describe a client that is then handed refresh tokens.
 */
@injectable()
export class RegisterClientService {
  constructor(@inject(IdentityTokens.OAuthClientRepository) private readonly clients: OAuthClientRepository) {}

  async register(metadata: Record<string, unknown>, from: string): Promise<ClientRegistration> {
    const redirectUris = checkedRedirectUris(metadata.redirect_uris);
    checkedList(metadata.grant_types, GRANT_TYPES, GRANT_TYPES, 'grant_types');
    const responseTypes = checkedList(metadata.response_types, ['code'], ['code'], 'response_types');
    const method = metadata.token_endpoint_auth_method;
    if (method !== undefined && method !== 'none') throw new OAuthError('invalid_client_metadata', 'Only public clients register: token_endpoint_auth_method is none.');
    if (metadata.client_secret !== undefined || metadata.jwks !== undefined || metadata.jwks_uri !== undefined) {
      throw new OAuthError('invalid_client_metadata', 'Public clients have no secret and no keys.');
    }
    if (holdsUnstorable(metadata)) throw new OAuthError('invalid_client_metadata', 'The client metadata holds a NUL character or an unpaired surrogate.');
    const name = checkedName(metadata.client_name);
    const client = await this.clients.create({ id: `mcp_${randomBytes(18).toString('base64url')}`, name, redirectUris, registeredFrom: from });
    return {
      client_id: client.id,
      client_id_issued_at: Math.floor(client.createdAt.getTime() / 1000),
      client_name: client.name,
      redirect_uris: client.redirectUris,
      grant_types: [...GRANT_TYPES],
      response_types: responseTypes,
      token_endpoint_auth_method: 'none',
    };
  }
}

function checkedRedirectUris(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 10 || !value.every((uri) => typeof uri === 'string')) {
    throw new OAuthError('invalid_redirect_uri', 'redirect_uris is a list of one to ten URIs.');
  }
  for (const uri of value as string[]) {
    const refused = redirectUriRefusal(uri);
    if (refused) throw new OAuthError('invalid_redirect_uri', `The redirect URI ${uri} ${refused}.`);
  }
  return [...new Set(value as string[])];
}

function checkedList(value: unknown, allowed: string[], fallback: string[], name: string): string[] {
  if (value === undefined) return fallback;
  if (!Array.isArray(value) || value.length === 0 || !value.every((entry) => typeof entry === 'string' && allowed.includes(entry))) {
    throw new OAuthError('invalid_client_metadata', `${name} may only hold ${allowed.join(' and ')}.`);
  }
  return [...new Set(value as string[])];
}

function checkedName(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return 'Unnamed client';
  const refused = clientNameRefusal(value);
  if (refused) throw new OAuthError('invalid_client_metadata', `client_name ${refused}.`);
  return value.trim().slice(0, 100);
}
