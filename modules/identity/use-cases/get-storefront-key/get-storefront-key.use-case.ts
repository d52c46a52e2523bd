import { inject, injectable } from 'inversify';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { StorefrontKeysService } from '../../application/storefront-keys.service';
import { modeBody, storeParams } from '../operator-inputs';

/**
 * `signwright storefront-key`: the store's publishable key (or its test storefront key), made the first
 * time it is asked for; so not a read.
 */
@injectable()
export default class GetStorefrontKey {
  constructor(@inject(StorefrontKeysService) private readonly keys: StorefrontKeysService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'getStorefrontKey',
        activity: { unrecorded: 'reads the storefront key, which is made on its first read as if it had always been there' },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: storeParams,
        body: modeBody,
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ params, body }) => ok({ store_id: params.store_id, storefront_key: await this.keys.keyOf(params.store_id, { test: body.test }) }),
      }),
    ];
  }
}
