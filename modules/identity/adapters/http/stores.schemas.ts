import { z } from '../../../../infra/openapi/zod';
import type { CurrentStore } from '../../application/get-current-store.service';
import { acceptsWrites, type Integration } from '../../domain/integration';

export const integrationSchema = z
  .object({
    object: z.literal('integration'),
    id: z.number().int(),
    type: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    accepts_writes: z.boolean(),
  })
  .openapi('Integration');

export const storeSchema = z
  .object({
    object: z.literal('store'),
    id: z.number().int(),
    name: z.string(),
    platform: z.string(),
    plan: z.string(),
    currency: z.string().length(3).nullable(),
    integrations: z.array(integrationSchema),
    scopes: z.array(z.string()),
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
