import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RateLimiters } from '../../../../infra/rate-limit/rate-limiters';
import { IdentityTokens } from '../../identity.tokens';
import { OAuthError } from '../../domain/oauth-error';
import { CONNECTOR_SCOPES } from '../../domain/connector-scopes';
import type { ConnectorOrigins } from '../../application/connector-origins';
import type { RegisterClientService } from '../../application/register-client.service';
import type { IssueTokensService } from '../../application/issue-tokens.service';
import type { RevokeTokensService } from '../../application/revoke-tokens.service';

/** The spec's registration quotas, per IP, spent by every attempt, failed ones included. */
export const REGISTRATION_PER_HOUR = { name: 'oauth-register-hour', points: 20, durationSeconds: 3600 };
export const REGISTRATION_PER_DAY = { name: 'oauth-register-day', points: 50, durationSeconds: 86_400 };

type Form = Record<string, string | undefined>;

/** OAuth errors in RFC 6749's JSON; anything else goes to the service's problem handler. */
function answerOAuthErrors(handler: (request: Request, response: Response) => Promise<void>) {
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      await handler(request, response);
    } catch (error) {
      if (!(error instanceof OAuthError)) return next(error);
      response.status(error.status).set('Cache-Control', 'no-store').json({ error: error.error, error_description: error.description });
    }
  };
}

function formOf(request: Request): Form {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value : undefined]));
}

/**
 * The authorization server's machine endpoints: RFC 8414 metadata (also at the connector origin, the
 * same document), RFC 9728 protected-resource metadata (at the origin and at the path-inserted form for
 * the transport path), registration (RFC 7591), token and revocation (RFC 7009).
 */
@injectable()
export class OAuthEndpointRoutes implements RawRouteSource {
  constructor(
    @inject(IdentityTokens.ConnectorOrigins) private readonly origins: ConnectorOrigins,
    @inject(IdentityTokens.RegisterClient) private readonly registration: RegisterClientService,
    @inject(IdentityTokens.IssueTokens) private readonly issueTokens: IssueTokensService,
    @inject(IdentityTokens.RevokeTokens) private readonly revokeTokens: RevokeTokensService,
    @inject(InfraTokens.RateLimiters) private readonly rateLimiters: RateLimiters,
  ) {}

  router(): Router {
    const router = Router();
    const form = express.urlencoded({ extended: false, limit: '64kb' });
    router.get('/.well-known/oauth-authorization-server', (_request, response) => void response.json(this.authorizationServerMetadata()));
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      router.get(path, (_request, response) => void response.json(this.protectedResourceMetadata()));
    }
    router.post(
      '/oauth/register',
      express.json({ limit: '64kb', type: () => true }),
      answerOAuthErrors(async (request, response) => {
        const ip = request.ip ?? 'unknown';
        await this.rateLimiters.spend(REGISTRATION_PER_HOUR, ip, 'Too many registrations from this address this hour.');
        await this.rateLimiters.spend(REGISTRATION_PER_DAY, ip, 'Too many registrations from this address today.');
        const metadata = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : undefined;
        if (!metadata) throw new OAuthError('invalid_client_metadata', 'The body is a JSON object of client metadata.');
        response.status(201).set('Cache-Control', 'no-store').json(await this.registration.register(metadata, ip));
      }),
    );
    router.post(
      '/oauth/token',
      form,
      answerOAuthErrors(async (request, response) => {
        response.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' }).json(await this.issueTokens.issue(formOf(request)));
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
