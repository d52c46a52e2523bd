import { ContainerModule } from 'inversify';
import { RAW_HTTP_ROUTES } from '../../infra/http/route';
import { bindUseCases } from '../../infra/operations/use-cases';
import { InfraTokens } from '../../infra/infra.tokens';
import type { Config } from '../../infra/config/config';
import { BUFFERED_WRITES } from '../../shared-kernel/buffered-writes';
import { LastUsedRecorder } from './application/last-used-recorder';
import { CONNECTOR_TOOLS } from '../../shared-kernel/connector-tools';
import { JOB_PROCESSORS, RECURRING_JOBS } from '../../shared-kernel/jobs';
import { API_KEY_AUTHENTICATOR, STOREFRONT_KEY_AUTHENTICATOR } from '../../infra/http/authentication';
import { RESEALABLE_SECRETS } from '../../infra/secrets/resealable-secrets';
import { IdentityTokens } from './identity.tokens';
import { AuthenticateApiKeyService } from './application/authenticate-api-key.service';
import { KyselyStoreRepository } from './adapters/persistence/kysely-store.repository';
import { KyselyIntegrationRepository } from './adapters/persistence/kysely-integration.repository';
import { KyselyApiKeyRepository } from './adapters/persistence/kysely-api-key.repository';
import { KyselyPersonRepository } from './adapters/persistence/kysely-person.repository';
import type { ConnectorOrigins } from './application/connector-origins';
import { MerchantSessionsService } from './application/merchant-sessions.service';
import { MERCHANT_SESSIONS } from '../../shared-kernel/merchant-sessions';
import { StorefrontKeysService } from './application/storefront-keys.service';
import { KyselyStorefrontKeyRepository } from './adapters/persistence/kysely-storefront-key.repository';
import { AdminRoutes } from './adapters/admin/admin.router';
import { KyselyOAuthClientRepository } from './adapters/persistence/kysely-oauth-client.repository';
import { KyselySigningKeyRepository } from './adapters/persistence/kysely-signing-key.repository';
import { KyselyWebSessionRepository } from './adapters/persistence/kysely-web-session.repository';
import { KyselyConnectionRepository } from './adapters/persistence/kysely-connection.repository';
import { JoseAccessTokens } from './adapters/tokens/jose-access-tokens';
import { OAuthEndpointRoutes } from './adapters/web/oauth-endpoints.router';
import { ConsentRoutes } from './adapters/web/consent.router';
import { ConnectorEndpointRoutes } from './adapters/connector/connector-endpoint.router';
import { getStoreTool } from './adapters/connector/get-store.tool';
import { ConnectorToolCalls } from './adapters/connector/connector-tool-calls';
import { LoginThrottle } from './adapters/web/login-throttle';
import { PRUNE_UNUSED_CLIENTS, PruneUnusedClientsProcessor } from './adapters/jobs/prune-unused-clients.processor';
import { TestStoreParts } from './adapters/test-data/test-store-parts';

export const identityContainerModule = new ContainerModule(({ bind }) => {
  bind(IdentityTokens.StoreRepository).to(KyselyStoreRepository).inSingletonScope();
  bind(IdentityTokens.IntegrationRepository).to(KyselyIntegrationRepository).inSingletonScope();
  bind(IdentityTokens.ApiKeyRepository).to(KyselyApiKeyRepository).inSingletonScope();
  bind(IdentityTokens.PersonRepository).to(KyselyPersonRepository).inSingletonScope();
  // Test data spans contexts: identity makes the test store, each context copies or drops its own part (TEST_STORE_DATA).
  bind(IdentityTokens.TestDataCopier).to(TestStoreParts);
  bind(API_KEY_AUTHENTICATOR).toService(AuthenticateApiKeyService);
  bind(STOREFRONT_KEY_AUTHENTICATOR).toService(StorefrontKeysService);
  bind(IdentityTokens.StorefrontKeyRepository).to(KyselyStorefrontKeyRepository).inSingletonScope();
  // Its operations, one use case each (use-cases/): the Store API's stores/me, the connector's
  // getConnectedStore, the merchant admin's person operations and the command line's operator operations.
  bindUseCases(bind, __dirname);

  // The connector's authorization server and endpoint (decision 0012).
  bind(IdentityTokens.ConnectorOrigins).toDynamicValue((context): ConnectorOrigins => {
    const config = context.get<Config>(InfraTokens.Config);
    return { authUrl: config.authUrl, mcpUrl: config.mcpUrl, production: config.environment === 'production' };
  }).inSingletonScope();
  bind(IdentityTokens.OAuthClientRepository).to(KyselyOAuthClientRepository).inSingletonScope();
  bind(IdentityTokens.SigningKeyRepository).to(KyselySigningKeyRepository).inSingletonScope();
  bind(IdentityTokens.WebSessionRepository).to(KyselyWebSessionRepository).inSingletonScope();
  bind(IdentityTokens.ConnectionRepository).to(KyselyConnectionRepository).inSingletonScope();
  bind(IdentityTokens.AccessTokens).to(JoseAccessTokens).inSingletonScope();
  bind(RAW_HTTP_ROUTES).to(OAuthEndpointRoutes).inSingletonScope();
  bind(RAW_HTTP_ROUTES).to(ConsentRoutes).inSingletonScope();
  bind(MERCHANT_SESSIONS).to(MerchantSessionsService).inSingletonScope();
  bind(RAW_HTTP_ROUTES).to(AdminRoutes).inSingletonScope();
  bind(RAW_HTTP_ROUTES).to(ConnectorEndpointRoutes).inSingletonScope();
  bind(CONNECTOR_TOOLS).toConstantValue(getStoreTool);
  bind(ConnectorToolCalls).toSelf().inSingletonScope();
  bind(LoginThrottle).toSelf().inSingletonScope();
  // An API key's last use is written on its own clock; a stopping process writes out what is left.
  bind(BUFFERED_WRITES).toService(LastUsedRecorder);
  bind(JOB_PROCESSORS).to(PruneUnusedClientsProcessor);
  bind(RECURRING_JOBS).toConstantValue(PRUNE_UNUSED_CLIENTS);
  // The tables of identity that keep sealed secrets, for `signwright secrets reseal`.
  bind(RESEALABLE_SECRETS).to(KyselyIntegrationRepository);
  bind(RESEALABLE_SECRETS).to(KyselySigningKeyRepository);
});
