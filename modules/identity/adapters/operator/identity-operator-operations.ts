import { StorefrontKeysService } from '../../application/storefront-keys.service';
import { RemovePersonService } from '../../application/remove-person.service';
import { CreatePersonService } from '../../application/create-person.service';
import { ListApiKeysService } from '../../application/list-api-keys.service';
import { RevokeApiKeyService } from '../../application/revoke-api-key.service';
import { TestStoresService } from '../../application/test-stores.service';
import { CreateApiKeyService } from '../../application/create-api-key.service';
import { CreateIntegrationService } from '../../application/create-integration.service';
import { CreateStoreService } from '../../application/create-store.service';
import type { ResolutionContext } from 'inversify';
import type { AnyOperation } from '../../../../infra/operations/operation';
import { createApiKeyOperation, listApiKeysOperation, revokeApiKeyOperation } from './api-keys.operations';
import { createIntegrationOperation } from './integrations.operations';
import { addPersonOperation, removePersonOperation } from './people.operations';
import { resetSandboxOperation } from './sandbox.operations';
import { getStorefrontKeyOperation, updateStorefrontOriginsOperation } from './storefront-keys.operations';
import { createStoreOperation } from './stores.operations';

/** Each of identity's operator operations, built from the use case it presents (one binding of OPERATIONS each). */
export const identityOperatorOperations: ((context: ResolutionContext) => AnyOperation)[] = [
  (context) => createStoreOperation(context.get(CreateStoreService)),
  (context) => createIntegrationOperation(context.get(CreateIntegrationService)),
  (context) => createApiKeyOperation(context.get(CreateApiKeyService)),
  (context) => revokeApiKeyOperation(context.get(RevokeApiKeyService)),
  (context) => listApiKeysOperation(context.get(ListApiKeysService)),
  (context) => addPersonOperation(context.get(CreatePersonService)),
  (context) => removePersonOperation(context.get(RemovePersonService)),
  (context) => getStorefrontKeyOperation(context.get(StorefrontKeysService)),
  (context) => updateStorefrontOriginsOperation(context.get(StorefrontKeysService)),
  (context) => resetSandboxOperation(context.get(TestStoresService)),
];
