import { z } from '../../../../infra/openapi/zod';
import { defineConnectorTool, type ConnectorTool } from '../../../../shared-kernel/connector-tools';
import type { GetCurrentStoreService } from '../../application/get-current-store.service';
import { storeResource } from '../http/stores.schemas';

/** The spec's one named tool: the store, with the connection's granted scopes as `scopes`. */
export function getStoreTool(stores: GetCurrentStoreService): ConnectorTool {
  return defineConnectorTool({
    name: 'get_store',
    title: 'Get the store',
    description: 'The store this connection acts for, with the scopes the person granted it as `scopes`.',
    scopes: [],
    write: false,
    input: z.object({}),
    run: async () => storeResource(await stores.get()),
  });
}
