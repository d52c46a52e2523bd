import { inject, injectable } from 'inversify';
import { defineOperation, page, type AnyOperation } from '../../../../infra/operations/operation';
import { MerchantAdminService } from '../../application/merchant-admin.service';
import { acting, connectionResource, reading } from '../merchant-admin';

/** The merchant admin's Connections page: the connector clients people approved for the store. */
@injectable()
export default class ListStoreConnections {
  constructor(@inject(MerchantAdminService) private readonly admin: MerchantAdminService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        ...reading,
        operationId: 'listStoreConnections',
        handler: async () => {
          const { personId, storeId } = acting();
          return page((await this.admin.connectionsOf(personId, storeId)).map(connectionResource), null);
        },
      }),
    ];
  }
}
