import { inject, injectable } from 'inversify';
import { defineOperation, ok, type AnyOperation } from '../../../../infra/operations/operation';
import { RevokeApiKeyService } from '../../application/revoke-api-key.service';
import { apiKeyRecord } from '../api-key-record';
import { keyParams } from '../operator-inputs';

/** `signwright keys revoke`: at once, and for good. */
@injectable()
export default class RevokeApiKey {
  constructor(@inject(RevokeApiKeyService) private readonly keys: RevokeApiKeyService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'revokeApiKey',
        activity: { resourceType: 'api_key', subject: ({ data }) => ({ storeId: Number(data.store_id) }) },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: keyParams,
        problems: ['resource_not_found'],
        handler: async ({ params }) => ok(apiKeyRecord(await this.keys.revoke(params.key_id))),
      }),
    ];
  }
}
