import { inject, injectable } from 'inversify';
import { defineRoute, ok, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { GetCurrentStoreService } from '../../application/get-current-store.service';
import { storeResource, storeSchema } from '../../adapters/http/stores.schemas';

/** GET /api/v3/stores/me: the store the bearer key belongs to, its integrations and the key's scopes. */
@injectable()
export default class GetAuthenticatedStore implements RouteSource {
  constructor(@inject(GetCurrentStoreService) private readonly currentStore: GetCurrentStoreService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        operationId: 'getAuthenticatedStore',
        method: 'get',
        path: '/api/v3/stores/me',
        summary: 'Get the authenticated store',
        description: 'The store the bearer key belongs to, its integrations and the scopes granted to the key. Read-only and safe to retry.',
        tag: 'Stores',
        auth: 'api_key',
        scopes: ['store:read'],
        idempotency: 'none',
        diagnosticRateLimit: true,
        response: { status: 200, kind: 'resource', schema: storeSchema, description: 'The store.' },
        problems: ['unknown_parameter'],
        handler: async () => ok(storeResource(await this.currentStore.get())),
      }),
    ];
  }
}
