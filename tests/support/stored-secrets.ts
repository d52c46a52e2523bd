import { sql } from 'kysely';
import type { TestService } from './test-service';
import type { BuiltStore } from './builders';

/** What the database holds of every kept secret, as a dump of it would show. */
export async function storedSecrets(service: TestService) {
  const db = service.runtime.database.root;
  const column = async (query: ReturnType<typeof sql<{ value: unknown }>>) => (await query.execute(db)).rows.map((row) => String(row.value));
  return {
    subscriptions: await column(sql`select secret as value from webhooks.subscriptions union all select previous_secret from webhooks.subscriptions where previous_secret is not null`),
    integrations: await column(sql`select signing_secret as value from identity.integrations`),
    signingKeys: await column(sql`select private_jwk::text as value from identity.oauth_signing_keys`),
    serverSecret: await column(sql`select value from platform.server_secrets`),
    idempotencyRecords: await column(sql`select response_body as value from platform.idempotency_records where response_body is not null`),
  };
}

/** The key id a value was sealed with, undefined for a value in clear. */
export const sealedWith = (value: string) => /^sealed:v1:([\w-]{8}):/.exec(value)?.[1];

/** A webhook subscription created under an Idempotency-Key: its answer carries the secret given once. */
export const subscribeOnce = (service: TestService, store: BuiltStore, key: string) =>
  service.http
    .post('/api/v3/webhook-subscriptions')
    .set('Authorization', `Bearer ${store.keys['webhooks:write']!}`)
    .set('Idempotency-Key', key)
    .send({ url: 'https://127.0.0.1:9/hooks', topics: ['order:created'] })
    .expect(201);
