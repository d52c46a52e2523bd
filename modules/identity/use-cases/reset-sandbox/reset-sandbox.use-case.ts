import { inject, injectable } from 'inversify';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { TestStoresService } from '../../application/test-stores.service';
import { storeParams } from '../operator-inputs';

/**
 * `signwright sandbox reset`: the store's test data dropped and its live catalogue copied again; answers
 * what was copied. The drop and the copy are one transaction, the pipeline's.
 */
@injectable()
export default class ResetSandbox {
  constructor(@inject(TestStoresService) private readonly testStores: TestStoresService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'resetSandbox',
        // Recorded with the live store: the reset has just dropped the test store's activity with its data.
        activity: { resourceType: 'test_data', verb: 'reset', subject: ({ params }) => ({ id: null, storeId: params.store_id }) },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: storeParams,
        problems: ['resource_not_found'],
        handler: async ({ params }) => ok({ store_id: params.store_id, copied: await this.testStores.reset(params.store_id) }),
      }),
    ];
  }
}
