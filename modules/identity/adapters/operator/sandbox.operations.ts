import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import type { TestStoresService } from '../../application/test-stores.service';
import { storeParams } from './operator-inputs';

/** `signwright sandbox reset`: the store's test data dropped and its live catalogue copied again; answers what was copied. */
export function resetSandboxOperation(testStores: TestStoresService): AnyOperation {
  return defineOperation({
    operationId: 'resetSandbox',
    auth: 'operator',
    scopes: [],
    idempotency: 'none',
    params: storeParams,
    problems: ['resource_not_found'],
    handler: async ({ params }) => ok({ store_id: params.store_id, copied: await testStores.reset(params.store_id) }),
  });
}
