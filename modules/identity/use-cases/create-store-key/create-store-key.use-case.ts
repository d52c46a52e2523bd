import { inject, injectable } from 'inversify';
import { z } from '../../../../infra/openapi/zod';
import { created, defineOperation, type AnyOperation } from '../../../../infra/operations/operation';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { MerchantAdminService } from '../../application/merchant-admin.service';
import { acting, storeKeyResource, writing } from '../merchant-admin';

/** A day as the key form's date field sends it; its last second is when the key stops working. */
const expiryDay = z.union([z.literal(''), z.iso.date()]);

/** The merchant admin's key form: a live or test key of the store, its secret shown once. */
@injectable()
export default class CreateStoreKey {
  constructor(
    @inject(MerchantAdminService) private readonly admin: MerchantAdminService,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        ...writing,
        operationId: 'createStoreKey',
        activity: { resourceType: 'api_key' },
        body: z.strictObject({ name: z.string(), scopes: z.array(z.string()), expires_at: expiryDay, mode: z.enum(['live', 'test']) }),
        problems: ['resource_not_found', 'validation_failed'],
        handler: async ({ body }) => {
          const { personId, storeId } = acting();
          const { key, secret } = await this.admin.createKey(personId, storeId, {
            name: body.name,
            scopes: body.scopes,
            expiresAt: body.expires_at ? new Date(`${body.expires_at}T23:59:59Z`) : null,
            test: body.mode === 'test',
          });
          const resource = storeKeyResource(key, this.clock.now());
          // The secret is shown once: the same form sent again answers the key without it.
          return created({ ...resource, secret }, resource);
        },
      }),
    ];
  }
}
