import { z } from '../../../../infra/openapi/zod';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { defineConnectorTool } from '../../../../shared-kernel/connector-tools';
import type { GetCurrentStoreService } from '../../application/get-current-store.service';
import { storeResource } from '../http/stores.schemas';

/**
 * The store a connection acts for, with its granted scopes as `scopes`. Unlike GET /api/v3/stores/me it
 * needs no scope: token responses carry no `scope`, so this is where every client reads what it was
 * granted. No route presents it; only the `get_store` tool does.
 */
export function getConnectedStoreOperation(stores: GetCurrentStoreService): AnyOperation {
  return defineOperation({
    operationId: 'getConnectedStore',
    auth: 'api_key',
    scopes: [],
    idempotency: 'none',
    safe: true,
    problems: [],
    handler: async () => ok(storeResource(await stores.get())),
  });
}

/** The spec's one named tool. */
export const getStoreTool = defineConnectorTool({
  name: 'get_store',
  title: 'Get the store',
  description: 'The store this connection acts for, with the scopes the person granted it as `scopes`.',
  operation: 'getConnectedStore',
  input: z.object({}),
  request: () => ({}),
});
