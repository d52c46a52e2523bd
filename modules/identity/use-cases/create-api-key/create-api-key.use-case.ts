import { inject, injectable } from 'inversify';
import { z } from '../../../../shared-kernel/validation/zod';
import { created, defineOperation, type AnyOperation } from '../../../../infra/operations/operation';
import { CreateApiKeyService } from '../../application/create-api-key.service';
import { apiKeyRecord } from '../api-key-record';
import { storeParams } from '../operator-inputs';

const newKey = z.strictObject({
  name: z.string(),
  scopes: z.array(z.string()).default([]),
  /** Checked by the use case, which names a time it cannot read. */
  expires_at: z.string().nullable().default(null),
  test: z.boolean().default(false),
  legacy: z.boolean().default(false),
});

/** `signwright keys create`: the secret is in this answer only. */
@injectable()
export default class CreateApiKey {
  constructor(@inject(CreateApiKeyService) private readonly keys: CreateApiKeyService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'createApiKey',
        activity: { resourceType: 'api_key', subject: ({ params }) => ({ storeId: params.store_id }) },
        auth: 'operator',
        scopes: [],
        idempotency: 'none',
        params: storeParams,
        body: newKey,
        problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
        handler: async ({ params, body }) => {
          const { key, secret } = await this.keys.create({
            storeId: params.store_id,
            name: body.name,
            scopes: body.scopes,
            expiresAt: body.expires_at === null ? null : new Date(body.expires_at),
            test: body.test,
            legacy: body.legacy,
          });
          return created({ ...apiKeyRecord(key), secret }, apiKeyRecord(key));
        },
      }),
    ];
  }
}
