import { inject, injectable } from 'inversify';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { GetCurrentStoreService } from '../../application/get-current-store.service';
import { storeResource } from '../../adapters/http/stores.schemas';

/**
 * The store a connection acts for, with its granted scopes as `scopes`. Unlike GET /api/v3/stores/me it
 * needs no scope: token responses carry no `scope`, so this is where every client reads what it was
 * granted. No route presents it; only the `get_store` tool does (`adapters/connector/get-store.tool.ts`).
 */
@injectable()
export default class GetConnectedStore {
  constructor(@inject(GetCurrentStoreService) private readonly stores: GetCurrentStoreService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'getConnectedStore',
        auth: 'api_key',
        scopes: [],
        idempotency: 'none',
        safe: true,
        problems: [],
        handler: async () => ok(storeResource(await this.stores.get())),
      }),
    ];
  }
}
