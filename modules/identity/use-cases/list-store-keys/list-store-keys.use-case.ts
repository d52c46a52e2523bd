import { inject, injectable } from 'inversify';
import { defineOperation, page, type AnyOperation } from '../../../../infra/operations/operation';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { MerchantAdminService } from '../../application/merchant-admin.service';
import { acting, reading, storeKeyResource } from '../merchant-admin';

/** The merchant admin's list of the store's API keys, live and test, with each one's standing. */
@injectable()
export default class ListStoreKeys {
  constructor(
    @inject(MerchantAdminService) private readonly admin: MerchantAdminService,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        ...reading,
        operationId: 'listStoreKeys',
        handler: async () => {
          const { personId, storeId } = acting();
          const now = this.clock.now();
          return page((await this.admin.keys(personId, storeId)).map((key) => storeKeyResource(key, now)), null);
        },
      }),
    ];
  }
}
