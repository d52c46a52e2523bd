import type { ResolutionContext } from 'inversify';
import type { AnyOperation } from '../../../../infra/operations/operation';
import { IdentityTokens } from '../../identity.tokens';
import { createApiKeyOperation, listApiKeysOperation, revokeApiKeyOperation } from './api-keys.operations';
import { createIntegrationOperation } from './integrations.operations';
import { addPersonOperation, removePersonOperation } from './people.operations';
import { resetSandboxOperation } from './sandbox.operations';
import { getStorefrontKeyOperation, updateStorefrontOriginsOperation } from './storefront-keys.operations';
import { createStoreOperation } from './stores.operations';

/** Each of identity's operator operations, built from the use case it presents (one binding of OPERATIONS each). */
export const identityOperatorOperations: ((context: ResolutionContext) => AnyOperation)[] = [
  (context) => createStoreOperation(context.get(IdentityTokens.CreateStore)),
  (context) => createIntegrationOperation(context.get(IdentityTokens.CreateIntegration)),
  (context) => createApiKeyOperation(context.get(IdentityTokens.CreateApiKey)),
  (context) => revokeApiKeyOperation(context.get(IdentityTokens.RevokeApiKey)),
  (context) => listApiKeysOperation(context.get(IdentityTokens.ListApiKeys)),
  (context) => addPersonOperation(context.get(IdentityTokens.CreatePerson)),
  (context) => removePersonOperation(context.get(IdentityTokens.RemovePerson)),
  (context) => getStorefrontKeyOperation(context.get(IdentityTokens.StorefrontKeys)),
  (context) => updateStorefrontOriginsOperation(context.get(IdentityTokens.StorefrontKeys)),
  (context) => resetSandboxOperation(context.get(IdentityTokens.TestStores)),
];
