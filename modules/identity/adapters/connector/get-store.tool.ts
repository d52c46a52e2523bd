import { z } from '../../../../infra/openapi/zod';
import { defineConnectorTool } from '../../../../shared-kernel/connector-tools';

/**
 * The spec's one named tool. It presents `getConnectedStore` (use-cases/get-connected-store/), an
 * operation no route presents.
 */
export const getStoreTool = defineConnectorTool({
  name: 'get_store',
  title: 'Get the store',
  description: 'The store this connection acts for, with the scopes the person granted it as `scopes`.',
  operation: 'getConnectedStore',
  input: z.object({}),
  request: () => ({}),
});
