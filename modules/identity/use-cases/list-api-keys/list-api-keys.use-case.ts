import { inject, injectable } from 'inversify';
import { defineOperation, page, type AnyOperation } from '../../../../infra/operations/operation';
import { ListApiKeysService } from '../../application/list-api-keys.service';
import { apiKeyRecord } from '../api-key-record';
import { storeParams } from '../operator-inputs';

/** `signwright keys list`: every key of the store, revoked and expired ones included, on one page. */
@injectable()
export default class ListApiKeys {
  constructor(@inject(ListApiKeysService) private readonly keys: ListApiKeysService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'listApiKeys',
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        safe: true,
        params: storeParams,
        problems: ['resource_not_found'],
        handler: async ({ params }) => page((await this.keys.list(params.store_id)).map(apiKeyRecord), null),
      }),
    ];
  }
}
