import { inject, injectable } from 'inversify';
import { z } from '../../../../infra/openapi/zod';
import { idParam } from '../../../../infra/http/listing-query';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { MerchantAdminService } from '../../application/merchant-admin.service';
import { acting, writing } from '../merchant-admin';

/** The merchant admin's revocation of a connection: its tokens stop working on their next use. */
@injectable()
export default class RevokeStoreConnection {
  constructor(@inject(MerchantAdminService) private readonly admin: MerchantAdminService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        ...writing,
        operationId: 'revokeStoreConnection',
        activity: { resourceType: 'connection' },
        params: z.object({ connection_id: idParam() }),
        handler: async ({ params }) => {
          const { personId, storeId } = acting();
          await this.admin.revokeConnection(personId, storeId, params.connection_id);
          return ok({ object: 'connection', id: params.connection_id, revoked: true });
        },
      }),
    ];
  }
}
