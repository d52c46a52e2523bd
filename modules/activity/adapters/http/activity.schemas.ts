import { createdWindowQuery, listingQuery } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';
import { actorResource, actorSchema } from '../../../../infra/http/actor-resource';
import { ACTOR_TYPES } from '../../../../shared-kernel/actor';
import type { ActivityItem } from '../../domain/activity-item';
import type { ActivityFilters } from '../../application/ports';

const RESOURCE_TYPE = /^[a-z][a-z_]*$/;
const ACTION = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;

/** GET /api/v3/activity's query: a page, the store's items narrowed by what changed, who changed it and when. */
export const activityQuery = z.object({
  ...listingQuery,
  'filter[resource_type]': z
    .string()
    .regex(RESOURCE_TYPE)
    .optional()
    .openapi({ description: 'Only changes to resources of this type, as `resource.type` names it (`customiser`, `colour`, `webhook_subscription`).', example: 'customiser' }),
  'filter[action]': z
    .string()
    .regex(ACTION)
    .optional()
    .openapi({ description: 'Only this action, `<resource type>.<verb>` (`customiser.updated`, `webhook_subscription.secret_rotated`).', example: 'customiser.updated' }),
  'filter[actor_type]': z.enum(ACTOR_TYPES).optional().openapi({ description: 'Only changes made by this kind of actor: an API key, a person in the merchant admin, an assistant’s connection, the operator’s command line, or the service.' }),
  ...createdWindowQuery('changes'),
});

export function activityFiltersOf(query: z.output<typeof activityQuery>): ActivityFilters {
  return {
    ...(query['filter[resource_type]'] !== undefined ? { resourceType: query['filter[resource_type]'] } : {}),
    ...(query['filter[action]'] !== undefined ? { action: query['filter[action]'] } : {}),
    ...(query['filter[actor_type]'] !== undefined ? { actorType: query['filter[actor_type]'] } : {}),
    ...(query['filter[created_after]'] ? { createdAfter: query['filter[created_after]'] } : {}),
    ...(query['filter[created_before]'] ? { createdBefore: query['filter[created_before]'] } : {}),
  };
}

export const activitySchema = z
  .object({
    object: z.literal('activity'),
    id: z.string().openapi({ description: 'The item’s id, unique within the store; newer items have greater ids.' }),
    action: z.string().openapi({ description: 'What happened: `<resource type>.<verb>` (`created`, `updated`, `deleted`, `activated`, `deactivated`, `restored`, …).', example: 'customiser.updated' }),
    resource: z
      .object({
        type: z.string().openapi({ description: 'The kind of resource changed: the `object` it is read as.' }),
        id: z.string().nullable().openapi({ description: 'Its id, as text; null where the change has no one resource (several rows at once, the order of a customiser’s backboards).' }),
        customiser_id: z.number().int().nullable().openapi({ description: 'The customiser it belongs to (a customiser’s own id), or null.' }),
      })
      .openapi({ description: 'What was changed.' }),
    actor: actorSchema,
    request_id: z.string().nullable().openapi({ description: 'The request that made it (`meta.request_id` of its answer, `X-Request-Id`).' }),
    created_at: z.string().datetime(),
  })
  .openapi('Activity', { description: 'One change to the store’s data: what changed, who changed it, in which request, when.' });

export type ActivityResource = z.infer<typeof activitySchema>;

export function activityResource(item: ActivityItem): ActivityResource {
  return {
    object: 'activity',
    id: String(item.id),
    action: item.action,
    resource: { type: item.resource.type, id: item.resource.id, customiser_id: item.resource.customiserId },
    actor: actorResource(item.actor),
    request_id: item.requestId,
    created_at: item.createdAt.toISOString(),
  };
}
