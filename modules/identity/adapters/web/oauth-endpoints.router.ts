import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { RawRouteSource } from '../../../../infra/http/route';
import { json, type RawOperation } from '../../../../infra/http/raw-operation';
import { jsonBodies } from '../../../../infra/http/json-bodies';
import { z } from '../../../../infra/openapi/zod';
import type { RateLimiters } from '../../../../infra/rate-limit/rate-limiters';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared-kernel/unit-of-work';
import { IdentityTokens } from '../../identity.tokens';
import { OAuthError } from '../../domain/oauth-error';
import { CONNECTOR_SCOPES } from '../../domain/connector-scopes';
import type { ConnectorOrigins } from '../../application/connector-origins';
import { RegisterClientService } from '../../application/register-client.service';
import { IssueTokensService } from '../../application/issue-tokens.service';
import { RevokeTokensService } from '../../application/revoke-tokens.service';

/** The spec's registration quotas, per IP, spent by every attempt, failed ones included. */
export const REGISTRATION_PER_HOUR = { name: 'oauth-register-hour', points: 20, durationSeconds: 3600 };
export const REGISTRATION_PER_DAY = { name: 'oauth-register-day', points: 50, durationSeconds: 86_400 };

type Form = Record<string, string | undefined>;

function refuse(response: Response, error: OAuthError): void {
  response.status(error.status).set('Cache-Control', 'no-store').json({ error: error.error, error_description: error.description });
}

/** OAuth errors in RFC 6749's JSON; anything else goes to the service's problem handler. */
function answerOAuthErrors(handler: (request: Request, response: Response) => Promise<void>) {
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      await handler(request, response);
    } catch (error) {
      if (!(error instanceof OAuthError)) return next(error);
      refuse(response, error);
    }
  };
}

/**
 * The client metadata as JSON, a body that does not parse or is too large refused as RFC 7591 refuses
 * any unusable metadata (400 `invalid_client_metadata`), so a registering client reads every refusal alike.
 * It is the parser of every JSON route, so metadata nested deeper than any route accepts is refused too.
 */
function clientMetadataParser() {
  const parse = jsonBodies({ limit: '64kb', type: () => true });
  return (request: Request, response: Response, next: NextFunction) =>
    parse(request, response, (error?: unknown) => {
      const type = (error as { type?: unknown } | undefined)?.type;
      if (error === undefined || typeof type !== 'string') return next(error);
      const description = type === 'entity.too.large' ? 'The client metadata is over 64 KB.' : 'The body is a JSON object of client metadata.';
      refuse(response, new OAuthError('invalid_client_metadata', description));
    });
}

function formOf(request: Request): Form {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value : undefined]));
}

const oauthErrorSchema = z
  .object({
    error: z.string().openapi({ description: 'The OAuth error code (RFC 6749 §5.2): `invalid_request`, `invalid_client`, `invalid_grant`, `invalid_target` …' }),
    error_description: z.string().openapi({ description: 'What went wrong, for people. Do not parse it.' }),
  })
  .openapi('OAuthError');

const authorizationServerMetadataSchema = z
  .object({
    issuer: z.string().url().openapi({ description: 'The authorization server’s identifier: its origin, {auth_url}.' }),
    authorization_endpoint: z.string().url().openapi({ description: 'Where a person approves a client: {auth_url}/oauth/authorize.' }),
    token_endpoint: z.string().url().openapi({ description: 'Where codes and refresh tokens are exchanged for tokens: {auth_url}/oauth/token.' }),
    registration_endpoint: z.string().url().openapi({ description: 'Where a public client registers itself (RFC 7591): {auth_url}/oauth/register.' }),
    revocation_endpoint: z.string().url().openapi({ description: 'Where a client revokes a token (RFC 7009): {auth_url}/oauth/revoke.' }),
    response_types_supported: z.array(z.literal('code')).openapi({ description: 'Always `["code"]`: the authorization code flow only.' }),
    response_modes_supported: z.array(z.literal('query')).openapi({ description: 'Always `["query"]`: the code comes back in the redirect URI’s query.' }),
    grant_types_supported: z.array(z.enum(['authorization_code', 'refresh_token'])).openapi({ description: '`authorization_code` and `refresh_token`.' }),
    code_challenge_methods_supported: z.array(z.literal('S256')).openapi({ description: 'Always `["S256"]`: PKCE is mandatory, `plain` is refused.' }),
    token_endpoint_auth_methods_supported: z.array(z.literal('none')).openapi({ description: 'Always `["none"]`: clients are public and hold no secret.' }),
    revocation_endpoint_auth_methods_supported: z.array(z.literal('none')).openapi({ description: 'Always `["none"]`: a client names itself by `client_id` alone.' }),
    scopes_supported: z.array(z.string()).openapi({ description: 'The scopes a connector token can carry: the Store API’s scope names.' }),
    authorization_response_iss_parameter_supported: z.literal(false).openapi({ description: 'Always false: the authorization response carries no RFC 9207 `iss`.' }),
  })
  .openapi('AuthorizationServerMetadata');

const protectedResourceMetadataSchema = z
  .object({
    resource: z.string().url().openapi({ description: 'The protected resource: the connector’s origin, {mcp_url}. Reject a document whose `resource` is not the origin that served it.' }),
    authorization_servers: z.array(z.string().url()).openapi({ description: 'The authorization server whose tokens the connector takes: `["{auth_url}"]`.' }),
    scopes_supported: z.array(z.string()).openapi({ description: 'The scopes a connector token can carry.' }),
    bearer_methods_supported: z.array(z.literal('header')).openapi({ description: 'Always `["header"]`: send the token as `Authorization: Bearer <token>`.' }),
    resource_name: z.string().openapi({ description: 'The connector’s name, for people.' }),
  })
  .openapi('ProtectedResourceMetadata');

const clientMetadataSchema = z
  .object({
    redirect_uris: z
      .array(z.string().url())
      .min(1)
      .max(10)
      .openapi({ description: 'Where the authorization server may send the person back, 1 to 10, each matched by exact string comparison (kept as written): https, or http on a loopback host; no fragment, credentials or wildcard.' }),
    client_name: z.string().optional().openapi({ description: 'The client’s name, shown on the consent screen (marked unverified); no control or bidirectional formatting characters.' }),
    grant_types: z.array(z.enum(['authorization_code', 'refresh_token'])).optional().openapi({ description: 'Of `authorization_code` and `refresh_token`; omitted means both.' }),
    response_types: z.array(z.literal('code')).optional().openapi({ description: 'Only `code`.' }),
    token_endpoint_auth_method: z.literal('none').optional().openapi({ description: 'Only `none`: clients are public; a secret is neither issued nor accepted.' }),
  })
  .openapi('OAuthClientMetadata');

const registeredClientSchema = z
  .object({
    client_id: z.string().openapi({ description: 'The client’s id: send it with every authorization, token and revocation request.' }),
    client_id_issued_at: z.number().int().openapi({ description: 'When the client was registered, in Unix seconds.' }),
    client_name: z.string().openapi({ description: 'The client’s name as the consent screen shows it.' }),
    redirect_uris: z.array(z.string().url()).openapi({ description: 'The registered redirect URIs, matched exactly.' }),
    grant_types: z.array(z.string()).openapi({ description: 'The grant types the client may use.' }),
    response_types: z.array(z.string()).openapi({ description: 'Always `["code"]`.' }),
    token_endpoint_auth_method: z.literal('none').openapi({ description: 'Always `none`: a public client, with no secret.' }),
  })
  .openapi('OAuthRegisteredClient');

const tokenRequestSchema = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token']).openapi({ description: '`authorization_code` to exchange a code, `refresh_token` to rotate a refresh token.' }),
  client_id: z.string().openapi({ description: 'The client’s id, as registered.' }),
  code: z.string().optional().openapi({ description: 'authorization_code only: the code the redirect brought (valid 10 minutes, once).' }),
  redirect_uri: z.string().optional().openapi({ description: 'authorization_code only: the one of the authorization request.' }),
  code_verifier: z.string().optional().openapi({ description: 'authorization_code only: the PKCE verifier.' }),
  refresh_token: z.string().optional().openapi({ description: 'refresh_token only.' }),
  resource: z.string().optional().openapi({ description: 'RFC 8707: the connector origin; omitted means the canonical resource.' }),
});

const tokenResponseSchema = z
  .object({
    access_token: z.string().openapi({ description: 'The token to send to the connector as `Authorization: Bearer <token>`; opaque.' }),
    token_type: z.literal('Bearer').openapi({ description: 'Always `Bearer`.' }),
    expires_in: z.number().int().openapi({ description: 'How long the access token is valid, in seconds (3,600).' }),
    refresh_token: z.string().openapi({ description: 'The token that gets the next pair (valid 30 days, once: each use rotates it).' }),
  })
  .openapi('OAuthTokens');

const revocationRequestSchema = z.object({
  token: z.string().openapi({ description: 'The access or refresh token to revoke; its pair goes with it. An unknown one answers 200 too.' }),
  client_id: z.string().openapi({ description: 'The id of the client the token was issued to.' }),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional().openapi({ description: 'Which kind of token it is, to look it up faster.' }),
});

/**
 * The authorization server's machine endpoints: RFC 8414 metadata (also at the connector origin, the
 * same document), RFC 9728 protected-resource metadata (at the origin and at the path-inserted form for
 * the transport path), registration (RFC 7591), token and revocation (RFC 7009).
 */
@injectable()
export class OAuthEndpointRoutes implements RawRouteSource {
  constructor(
    @inject(IdentityTokens.ConnectorOrigins) private readonly origins: ConnectorOrigins,
    @inject(RegisterClientService) private readonly registration: RegisterClientService,
    @inject(IssueTokensService) private readonly issueTokens: IssueTokensService,
    @inject(RevokeTokensService) private readonly revokeTokens: RevokeTokensService,
    @inject(InfraTokens.RateLimiters) private readonly rateLimiters: RateLimiters,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * The token endpoint is where its work comes in, outside the Store API's pipeline (OAuth answers in its
   * own protocol), so its transaction begins here. A refusal commits what it decided (a failed exchange
   * revokes its code, a reused refresh token its family) before it is answered.
   */
  private async refusalsCommitted<T>(work: () => Promise<T>): Promise<T> {
    const outcome = await this.unitOfWork.run(async () => {
      try {
        return { answer: await work() };
      } catch (error) {
        if (error instanceof OAuthError) return { refused: error };
        throw error;
      }
    });
    if ('refused' in outcome) throw outcome.refused;
    return outcome.answer;
  }

  private async spendRegistrationQuotas(ip: string): Promise<void> {
    await this.rateLimiters.spend(REGISTRATION_PER_HOUR, ip, 'Too many registrations from this address this hour.');
    await this.rateLimiters.spend(REGISTRATION_PER_DAY, ip, 'Too many registrations from this address today.');
  }

  router(): Router {
    const router = Router();
    const form = express.urlencoded({ extended: false, limit: '64kb' });
    router.get('/.well-known/oauth-authorization-server', (_request, response) => void response.json(this.authorizationServerMetadata()));
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      router.get(path, (_request, response) => void response.json(this.protectedResourceMetadata()));
    }
    router.post(
      '/oauth/register',
      // The quotas are spent before the body is read, so that a body that does not even parse still counts.
      (request, _response, next) => void this.spendRegistrationQuotas(request.ip ?? 'unknown').then(() => next(), next),
      clientMetadataParser(),
      answerOAuthErrors(async (request, response) => {
        const ip = request.ip ?? 'unknown';
        const metadata = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : undefined;
        if (!metadata) throw new OAuthError('invalid_client_metadata', 'The body is a JSON object of client metadata.');
        response.status(201).set('Cache-Control', 'no-store').json(await this.registration.register(metadata, ip));
      }),
    );
    router.post(
      '/oauth/token',
      form,
      answerOAuthErrors(async (request, response) => {
        const answer = await this.refusalsCommitted(() => this.issueTokens.issue(formOf(request)));
        response.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' }).json(answer);
      }),
    );
    router.post(
      '/oauth/revoke',
      form,
      answerOAuthErrors(async (request, response) => {
        await this.revokeTokens.revoke(formOf(request));
        response.status(200).set('Cache-Control', 'no-store').end();
      }),
    );
    return router;
  }

  operations(): RawOperation[] {
    const auth = [this.origins.authUrl];
    const connector = [this.origins.mcpUrl];
    const common = { tag: 'Connector authorization', auth: 'public', problems: ['rate_limited'] } as const;
    const refused = (description: string) => json(oauthErrorSchema, `${description} (RFC 6749 error JSON).`);
    const protectedResource = json(protectedResourceMetadataSchema, 'Protected-resource metadata (RFC 9728).');
    const form = (schema: z.ZodType) => ({ mediaType: 'application/x-www-form-urlencoded', schema });
    return [
      {
        ...common, method: 'get', path: '/.well-known/oauth-authorization-server', operationId: 'getAuthorizationServerMetadata', servers: [...auth, ...connector],
        summary: 'Authorization-server metadata (RFC 8414)',
        description: 'Served at {auth_url}; the connector origin answers the same path with the same document.',
        responses: { 200: json(authorizationServerMetadataSchema, 'The metadata.') },
      },
      {
        ...common, method: 'get', path: '/.well-known/oauth-protected-resource', operationId: 'getProtectedResourceMetadata', servers: connector,
        summary: 'Protected-resource metadata of the connector (RFC 9728)',
        description: 'The `resource_metadata` URL of the connector\'s 401 challenge: the whole of client discovery. A client rejects a document whose `resource` disagrees with the origin that served it.',
        responses: { 200: protectedResource },
      },
      {
        ...common, method: 'get', path: '/.well-known/oauth-protected-resource/mcp', operationId: 'getProtectedResourceMetadataOfTransport', servers: connector,
        summary: 'Protected-resource metadata, path-inserted form for /mcp',
        description: 'The same document at the path RFC 9728 section 3.1 derives from the transport URL.',
        responses: { 200: protectedResource },
      },
      {
        ...common, method: 'post', path: '/oauth/register', operationId: 'registerClient', servers: auth,
        summary: 'Register a public client (RFC 7591)',
        description:
          'Public clients only: no secret is issued or accepted. Redirect URIs are absolute HTTPS or loopback HTTP URIs, without fragment, credentials, control characters, spaces or wildcards; ' +
          'they are kept and answered exactly as written and matched by exact string comparison at the authorization and token endpoints (another spelling of the same URL, or another loopback port, is another URI). ' +
          'A `client_name` holding control or bidirectional formatting characters, or any string holding a NUL character or an unpaired surrogate, is refused (`invalid_client_metadata`). ' +
          'Per-IP hourly and daily quotas are spent by every attempt, failed ones included, even a body that is not JSON or is over 64 KB (400 `invalid_client_metadata`); unused registrations are pruned. Registering grants nothing.',
        body: { mediaType: 'application/json', schema: clientMetadataSchema },
        responses: { 201: json(registeredClientSchema, 'The registered client.'), 400: refused('`invalid_client_metadata` or `invalid_redirect_uri`') },
        // The registration quotas are shared limits: on Redis when it is configured.
        problems: ['rate_limited', 'service_unavailable'],
      },
      {
        ...common, method: 'post', path: '/oauth/token', operationId: 'exchangeToken', servers: auth,
        summary: 'Exchange a code, or refresh',
        description:
          'Authorization code with the PKCE `code_verifier`, or a refresh token (rotated on every use). A failed exchange revokes the code: start a new authorization request. ' +
          'The answer carries no `scope`: granted scopes equal requested ones; read them from the connector\'s `get_store` tool.',
        body: form(tokenRequestSchema),
        responses: { 200: json(tokenResponseSchema, 'Tokens.'), 400: refused('`invalid_request`, `invalid_grant`, `invalid_target`, `unsupported_grant_type`…') },
      },
      {
        ...common, method: 'post', path: '/oauth/revoke', operationId: 'revokeToken', servers: auth,
        summary: 'Revoke a token (RFC 7009)',
        description: 'Revoking an access token revokes its refresh token and the reverse. An unknown or already-gone token answers 200 with nothing revoked.',
        body: form(revocationRequestSchema),
        responses: { 200: { description: 'Revoked, or nothing to revoke.' }, 400: refused('`invalid_request`, or `unauthorized_client` for a token of another client') },
      },
    ];
  }

  private authorizationServerMetadata() {
    const auth = this.origins.authUrl;
    return {
      issuer: auth,
      authorization_endpoint: `${auth}/oauth/authorize`,
      token_endpoint: `${auth}/oauth/token`,
      registration_endpoint: `${auth}/oauth/register`,
      revocation_endpoint: `${auth}/oauth/revoke`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      revocation_endpoint_auth_methods_supported: ['none'],
      scopes_supported: [...CONNECTOR_SCOPES],
      authorization_response_iss_parameter_supported: false,
    };
  }

  private protectedResourceMetadata() {
    return {
      resource: this.origins.mcpUrl,
      authorization_servers: [this.origins.authUrl],
      scopes_supported: [...CONNECTOR_SCOPES],
      bearer_methods_supported: ['header'],
      resource_name: 'Signwright connector',
    };
  }
}
