import { z } from '../../../../shared-kernel/validation/zod';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import type { StorefrontKeysService } from '../../application/storefront-keys.service';
import { modeBody, storeParams } from './operator-inputs';

/**
 * `signwright storefront-key`: the store's publishable key (or its test storefront key), made the first
 * time it is asked for; so not a read.
 */
export function getStorefrontKeyOperation(keys: StorefrontKeysService): AnyOperation {
  return defineOperation({
    operationId: 'getStorefrontKey',
    auth: 'operator',
    scopes: [],
    idempotency: 'none',
    params: storeParams,
    body: modeBody,
    problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
    handler: async ({ params, body }) => ok({ store_id: params.store_id, storefront_key: await keys.keyOf(params.store_id, { test: body.test }) }),
  });
}

/** `signwright storefront-origins`: the page origins allowed to use the key, replaced whole when named. */
export function updateStorefrontOriginsOperation(keys: StorefrontKeysService): AnyOperation {
  return defineOperation({
    operationId: 'updateStorefrontOrigins',
    auth: 'operator',
    scopes: [],
    idempotency: 'none',
    params: storeParams,
    body: modeBody.extend({ allowed_origins: z.array(z.string()).optional() }),
    problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
    handler: async ({ params, body }) => {
      const settings = await keys.settings(params.store_id, body.allowed_origins, { test: body.test });
      return ok({ store_id: params.store_id, storefront_key: settings.storefront_key, allowed_origins: settings.allowed_origins });
    },
  });
}
