import { inject, injectable } from 'inversify';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { TestStoresService } from '../../application/test-stores.service';
import { acting, writing } from '../merchant-admin';

/** The merchant admin's "Start test data": the store's test store, made with a copy of its live catalogue if it has none. */
@injectable()
export default class StartTestData {
  constructor(@inject(TestStoresService) private readonly testStores: Pick<TestStoresService, 'ensure'>) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        ...writing,
        operationId: 'startTestData',
        activity: { resourceType: 'test_data', verb: 'started', subject: () => ({ id: null }) },
        handler: async () => ok({ object: 'test_data', test_store_id: await this.testStores.ensure(acting().storeId) }),
      }),
    ];
  }
}
