import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { created, defineOperation, type AnyOperation } from '../../../../infra/operations/operation';
import { CreateStoreService } from '../../application/create-store.service';
import type { Store } from '../../domain/store';

const newStore = z.strictObject({
  name: z.string(),
  currency: z.string().nullable().default(null),
  plan: z.string().optional(),
  platform: z.string().optional(),
  manufacturer_email: z.string().nullable().default(null),
});

/** A store just created, in the words of the Store API's store: no integrations yet, and no key, so no scopes. */
function newStoreRecord(store: Store) {
  return {
    object: 'store' as const,
    id: store.id,
    name: store.name,
    platform: store.platform,
    plan: store.plan,
    currency: store.currency,
    integrations: [],
    scopes: [],
    created_at: store.createdAt.toISOString(),
  };
}

/** `signwright stores create`: a store of its own company, with no integration, key or person yet. */
@injectable()
export default class CreateStore {
  constructor(@inject(CreateStoreService) private readonly stores: CreateStoreService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'createStore',
        // The new store's first item.
        activity: { resourceType: 'store', subject: ({ data }) => ({ storeId: Number(data.id) }) },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        body: newStore,
        problems: ['validation_failed', 'unknown_field'],
        handler: async ({ body }) => {
          const store = await this.stores.create({
            name: body.name,
            currency: body.currency,
            ...(body.plan !== undefined ? { plan: body.plan } : {}),
            ...(body.platform !== undefined ? { platform: body.platform } : {}),
            manufacturerEmail: body.manufacturer_email,
          });
          return created(newStoreRecord(store));
        },
      }),
    ];
  }
}
