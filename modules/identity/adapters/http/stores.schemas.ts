import { z } from '../../../../infra/openapi/zod';
import type { CurrentStore } from '../../application/get-current-store.service';
import { acceptsWrites, type Integration } from '../../domain/integration';

export const integrationSchema = z
  .object({
    object: z.literal('integration'),
    id: z.number().int().openapi({ description: 'The integration’s id, unique within the store: products and orders name it as `integration_id`.' }),
    type: z.string().openapi({ description: '`custom`, the only type that accepts writes; other values, from a set that may grow, name other commerce platforms.' }),
    name: z.string().openapi({ description: 'The integration’s name, as the merchant gave it.' }),
    enabled: z.boolean().openapi({ description: 'Whether the integration is turned on.' }),
    accepts_writes: z.boolean().openapi({ description: 'True only for an enabled `custom` integration: the one kind that may synchronise products and record orders.' }),
  })
  .openapi('Integration');

export const storeSchema = z
  .object({
    object: z.literal('store'),
    id: z.number().int().openapi({ description: 'The store’s id: the store the calling key belongs to, which every request acts as.' }),
    name: z.string().openapi({ description: 'The store’s name.' }),
    platform: z.string().openapi({ description: '`universal`, or a value naming the hosted commerce platform the store runs on.' }),
    plan: z.string().openapi({ description: 'The store’s current subscription plan (it decides features such as per-word styling).' }),
    currency: z.string().length(3).nullable().openapi({
      description: 'The ISO 4217 code of the store’s currency, which every amount of the store is in; null when no valid three-letter currency is configured (writes needing one answer 409 `store_currency_unavailable`).',
    }),
    integrations: z.array(integrationSchema).openapi({ description: 'The store’s integrations.' }),
    scopes: z.array(z.string()).openapi({ description: 'The scopes granted to the calling key (`store:read`, `customisers:write` …).' }),
    created_at: z.string().datetime(),
  })
  .openapi('Store');

export type StoreResource = z.infer<typeof storeSchema>;

export function integrationResource(integration: Integration): z.infer<typeof integrationSchema> {
  return {
    object: 'integration',
    id: integration.id,
    type: integration.type,
    name: integration.name,
    enabled: integration.enabled,
    accepts_writes: acceptsWrites(integration),
  };
}

export function storeResource({ store, integrations, scopes }: CurrentStore): StoreResource {
  return {
    object: 'store',
    id: store.id,
    name: store.name,
    platform: store.platform,
    plan: store.plan,
    currency: store.currency,
    integrations: integrations.map(integrationResource),
    scopes: [...scopes],
    created_at: store.createdAt.toISOString(),
  };
}
