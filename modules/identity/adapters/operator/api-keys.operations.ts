import { z } from '../../../../shared-kernel/validation/zod';
import { created, defineOperation, ok, page, type AnyOperation } from '../../../../infra/operations/operation';
import type { CreateApiKeyService } from '../../application/create-api-key.service';
import type { ListApiKeysService } from '../../application/list-api-keys.service';
import type { RevokeApiKeyService } from '../../application/revoke-api-key.service';
import type { ApiKey } from '../../domain/api-key';
import { keyParams, storeParams } from './operator-inputs';

const newKey = z.strictObject({
  name: z.string(),
  scopes: z.array(z.string()).default([]),
  /** Checked by the use case, which names a time it cannot read. */
  expires_at: z.string().nullable().default(null),
  test: z.boolean().default(false),
  legacy: z.boolean().default(false),
});

/** A key as the operator sees it: never its secret, which only its creation answers. */
export function apiKeyRecord(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    scopes: key.legacy ? ['*'] : key.scopes,
    legacy: key.legacy,
    mode: key.mode,
    display_prefix: key.displayPrefix,
    expires_at: key.expiresAt?.toISOString() ?? null,
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}

/** `signwright keys create`: the secret is in this answer only. */
export function createApiKeyOperation(keys: CreateApiKeyService): AnyOperation {
  return defineOperation({
    operationId: 'createApiKey',
    auth: 'operator',
    scopes: [],
    idempotency: 'none',
    params: storeParams,
    body: newKey,
    problems: ['resource_not_found', 'validation_failed', 'unknown_field'],
    handler: async ({ params, body }) => {
      const { key, secret } = await keys.create({
        storeId: params.store_id,
        name: body.name,
        scopes: body.scopes,
        expiresAt: body.expires_at === null ? null : new Date(body.expires_at),
        test: body.test,
        legacy: body.legacy,
      });
      return created({ ...apiKeyRecord(key), secret }, apiKeyRecord(key));
    },
  });
}

/** `signwright keys revoke`: at once, and for good. */
export function revokeApiKeyOperation(keys: RevokeApiKeyService): AnyOperation {
  return defineOperation({
    operationId: 'revokeApiKey',
    auth: 'operator',
    scopes: [],
    idempotency: 'none',
    params: keyParams,
    problems: ['resource_not_found'],
    handler: async ({ params }) => ok(apiKeyRecord(await keys.revoke(params.key_id))),
  });
}

/** `signwright keys list`: every key of the store, revoked and expired ones included, on one page. */
export function listApiKeysOperation(keys: ListApiKeysService): AnyOperation {
  return defineOperation({
    operationId: 'listApiKeys',
    auth: 'operator',
    scopes: [],
    idempotency: 'none',
    safe: true,
    params: storeParams,
    problems: ['resource_not_found'],
    handler: async ({ params }) => page((await keys.list(params.store_id)).map(apiKeyRecord), null),
  });
}
