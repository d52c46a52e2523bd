/** Tokens of the identity context's ports and public services. */
export const IdentityTokens = {
  StoreRepository: Symbol.for('identity.StoreRepository'),
  IntegrationRepository: Symbol.for('identity.IntegrationRepository'),
  ApiKeyRepository: Symbol.for('identity.ApiKeyRepository'),
  PersonRepository: Symbol.for('identity.PersonRepository'),
  LastUsedRecorder: Symbol.for('identity.LastUsedRecorder'),
  AuthenticateApiKey: Symbol.for('identity.AuthenticateApiKeyService'),
  GetCurrentStore: Symbol.for('identity.GetCurrentStoreService'),
  CreateStore: Symbol.for('identity.CreateStoreService'),
  CreateIntegration: Symbol.for('identity.CreateIntegrationService'),
  CreateApiKey: Symbol.for('identity.CreateApiKeyService'),
  RevokeApiKey: Symbol.for('identity.RevokeApiKeyService'),
  ListApiKeys: Symbol.for('identity.ListApiKeysService'),
  CreatePerson: Symbol.for('identity.CreatePersonService'),
  RemovePerson: Symbol.for('identity.RemovePersonService'),
  StoreDirectory: Symbol.for('identity.StoreDirectory'),
} as const;
