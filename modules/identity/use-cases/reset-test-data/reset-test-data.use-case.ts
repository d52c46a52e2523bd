import { inject, injectable } from 'inversify';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { MerchantAdminService } from '../../application/merchant-admin.service';
import { acting, writing } from '../merchant-admin';

/** The merchant admin's reset of the store's test data: dropped, and the live catalogue copied again. */
@injectable()
export default class ResetTestData {
  constructor(@inject(MerchantAdminService) private readonly admin: MerchantAdminService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        ...writing,
        operationId: 'resetTestData',
        activity: { resourceType: 'test_data', verb: 'reset', subject: () => ({ id: null }) },
        handler: async () => {
          const { personId, storeId } = acting();
          return ok({ object: 'test_data_reset', copied: await this.admin.resetTestData(personId, storeId) });
        },
      }),
    ];
  }
}
