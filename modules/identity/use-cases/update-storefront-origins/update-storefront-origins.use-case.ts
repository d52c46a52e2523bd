import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { StorefrontKeysService } from '../../application/storefront-keys.service';
import { modeBody, storeParams } from '../operator-inputs';

/** `signwright storefront-origins`: the page origins allowed to use the key, replaced whole when named. */
@injectable()
export default class UpdateStorefrontOrigins {
  constructor(@inject(StorefrontKeysService) private readonly keys: StorefrontKeysService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'updateStorefrontOrigins',
        activity: { resourceType: 'storefront_settings', verb: 'updated', subject: ({ params }) => ({ id: null, storeId: params.store_id }) },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: storeParams,
        body: modeBody.extend({ allowed_origins: z.array(z.string()).optional() }),
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ params, body }) => {
          const settings = await this.keys.settings(params.store_id, body.allowed_origins, { test: body.test });
          return ok({ store_id: params.store_id, storefront_key: settings.storefront_key, allowed_origins: settings.allowed_origins });
        },
      }),
    ];
  }
}
