/** Tokens of the identity context's ports and public services. */
export const IdentityTokens = {
  StoreRepository: Symbol.for('identity.StoreRepository'),
  TestDataCopier: Symbol.for('identity.TestDataCopier'),
  IntegrationRepository: Symbol.for('identity.IntegrationRepository'),
  ApiKeyRepository: Symbol.for('identity.ApiKeyRepository'),
  PersonRepository: Symbol.for('identity.PersonRepository'),
  ConnectorOrigins: Symbol.for('identity.ConnectorOrigins'),
  OAuthClientRepository: Symbol.for('identity.OAuthClientRepository'),
  SigningKeyRepository: Symbol.for('identity.SigningKeyRepository'),
  WebSessionRepository: Symbol.for('identity.WebSessionRepository'),
  ConnectionRepository: Symbol.for('identity.ConnectionRepository'),
  AccessTokens: Symbol.for('identity.AccessTokens'),
  Connections: Symbol.for('identity.ConnectionsService'),
  StorefrontKeyRepository: Symbol.for('identity.StorefrontKeyRepository'),
} as const;
