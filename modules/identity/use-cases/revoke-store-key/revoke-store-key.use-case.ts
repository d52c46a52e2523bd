import { inject, injectable } from 'inversify';
import { z } from '../../../../infra/openapi/zod';
import { idParam } from '../../../../infra/http/listing-query';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { MerchantAdminService } from '../../application/merchant-admin.service';
import { acting, writing } from '../merchant-admin';

/** The merchant admin's revocation of one of the store's keys: at once, and for good. */
@injectable()
export default class RevokeStoreKey {
  constructor(@inject(MerchantAdminService) private readonly admin: MerchantAdminService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        ...writing,
        operationId: 'revokeStoreKey',
        activity: { resourceType: 'api_key' },
        params: z.object({ key_id: idParam() }),
        handler: async ({ params }) => {
          const { personId, storeId } = acting();
          await this.admin.revokeKey(personId, storeId, params.key_id);
          return ok({ object: 'api_key', id: params.key_id, revoked: true });
        },
      }),
    ];
  }
}
