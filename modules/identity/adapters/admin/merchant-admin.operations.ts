import { z } from '../../../../infra/openapi/zod';
import { idParam } from '../../../../infra/http/listing-query';
import { created, defineOperation, ok, page, type AnyOperation } from '../../../../infra/operations/operation';
import type { Clock } from '../../../../shared-kernel/clock';
import { currentRequestContext } from '../../../../shared-kernel/request-context';
import { standingOf, type ApiKey } from '../../domain/api-key';
import type { Connection } from '../../domain/connection';
import type { MerchantAdminService } from '../../application/merchant-admin.service';
import type { TestStoresService } from '../../application/test-stores.service';

/*
 * What a person logged in to the merchant admin does to their store's own settings: its API keys, its
 * connections and its test data. Only the admin presents these (auth `person`); the store is the
 * session's, never one named in the input, and the person must belong to it.
 */

/** The person acting, and the live store their page is for. */
function acting(): { personId: number; storeId: number } {
  const credential = currentRequestContext()?.credential;
  if (credential?.kind !== 'merchant_session') throw new Error('A person’s operation runs for a merchant session');
  return { personId: Number(credential.id), storeId: credential.liveStoreId ?? credential.storeId };
}

export function storeKeyResource(key: ApiKey, now: Date) {
  return {
    object: 'api_key' as const,
    id: key.id,
    name: key.name,
    mode: key.mode,
    legacy: key.legacy,
    scopes: key.scopes,
    display_prefix: key.displayPrefix,
    standing: standingOf(key, now),
    expires_at: key.expiresAt?.toISOString() ?? null,
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
  };
}

export type StoreKeyResource = ReturnType<typeof storeKeyResource>;

export function connectionResource(connection: Connection & { clientName: string; personEmail: string }) {
  return {
    object: 'connection' as const,
    id: connection.id,
    client_name: connection.clientName,
    approved_by: connection.personEmail,
    scopes: connection.scopes,
    last_used_at: connection.lastUsedAt?.toISOString() ?? null,
  };
}

export type ConnectionResource = ReturnType<typeof connectionResource>;

const person = { auth: 'person', scopes: [], problems: ['resource_not_found'] } as const;
const reading = { ...person, idempotency: 'none', safe: true } as const;
const writing = { ...person, idempotency: 'optional' } as const;

/** A day as the key form's date field sends it; its last second is when the key stops working. */
const expiryDay = z.union([z.literal(''), z.iso.date()]);

export function merchantAdminOperations(admin: MerchantAdminService, testStores: Pick<TestStoresService, 'ensure'>, clock: Clock): AnyOperation[] {
  return [
    defineOperation({
      ...reading,
      operationId: 'listStoreKeys',
      handler: async () => {
        const { personId, storeId } = acting();
        const now = clock.now();
        return page((await admin.keys(personId, storeId)).map((key) => storeKeyResource(key, now)), null);
      },
    }),
    defineOperation({
      ...writing,
      operationId: 'createStoreKey',
      body: z.strictObject({ name: z.string(), scopes: z.array(z.string()), expires_at: expiryDay, mode: z.enum(['live', 'test']) }),
      problems: ['resource_not_found', 'validation_failed'],
      handler: async ({ body }) => {
        const { personId, storeId } = acting();
        const { key, secret } = await admin.createKey(personId, storeId, {
          name: body.name,
          scopes: body.scopes,
          expiresAt: body.expires_at ? new Date(`${body.expires_at}T23:59:59Z`) : null,
          test: body.mode === 'test',
        });
        const resource = storeKeyResource(key, clock.now());
        // The secret is shown once: the same form sent again answers the key without it.
        return created({ ...resource, secret }, resource);
      },
    }),
    defineOperation({
      ...writing,
      operationId: 'revokeStoreKey',
      params: z.object({ key_id: idParam() }),
      handler: async ({ params }) => {
        const { personId, storeId } = acting();
        await admin.revokeKey(personId, storeId, params.key_id);
        return ok({ object: 'api_key', id: params.key_id, revoked: true });
      },
    }),
    defineOperation({
      ...reading,
      operationId: 'listStoreConnections',
      handler: async () => {
        const { personId, storeId } = acting();
        return page((await admin.connectionsOf(personId, storeId)).map(connectionResource), null);
      },
    }),
    defineOperation({
      ...writing,
      operationId: 'revokeStoreConnection',
      params: z.object({ connection_id: idParam() }),
      handler: async ({ params }) => {
        const { personId, storeId } = acting();
        await admin.revokeConnection(personId, storeId, params.connection_id);
        return ok({ object: 'connection', id: params.connection_id, revoked: true });
      },
    }),
    defineOperation({
      ...writing,
      operationId: 'startTestData',
      handler: async () => ok({ object: 'test_data', test_store_id: await testStores.ensure(acting().storeId) }),
    }),
    defineOperation({
      ...writing,
      operationId: 'resetTestData',
      handler: async () => {
        const { personId, storeId } = acting();
        return ok({ object: 'test_data_reset', copied: await admin.resetTestData(personId, storeId) });
      },
    }),
  ];
}
