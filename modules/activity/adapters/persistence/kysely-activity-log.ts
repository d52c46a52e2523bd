import { inject, injectable } from 'inversify';
import type { Kysely, Selectable } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { ActivityEntry, ActivityRecording } from '../../../../shared-kernel/activity-recording';
import type { Actor } from '../../../../shared-kernel/actor';
import type { Page, PageRequest } from '../../../../shared-kernel/http/pagination';
import type { ActivityItem } from '../../domain/activity-item';
import type { ActivityFilters, ActivityLog } from '../../application/ports';
import type { ActivityTables } from './activity.tables';

type ItemRow = Selectable<ActivityTables['activity.items']>;

/**
 * The activity log on PostgreSQL (or PGlite). It is also the pipeline's `ActivityRecording`: a write's
 * item is one insert in the write's own transaction.
 */
@injectable()
export class KyselyActivityLog implements ActivityLog, ActivityRecording {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<ActivityTables>() as Kysely<ActivityTables>;
  }

  async record(entry: ActivityEntry): Promise<void> {
    await this.db
      .insertInto('activity.items')
      .values({
        store_id: entry.storeId,
        action: entry.action,
        resource_type: entry.resource.type,
        resource_id: entry.resource.id,
        customiser_id: entry.resource.customiserId,
        actor_type: entry.actor.type,
        actor_id: entry.actor.id,
        actor_name: entry.actor.name,
        request_id: entry.requestId,
      })
      .execute();
  }

  async list(storeId: number, filters: ActivityFilters, page: PageRequest<number>): Promise<Page<ActivityItem, number>> {
    let query = this.db.selectFrom('activity.items').selectAll().where('store_id', '=', storeId);
    if (filters.resourceType !== undefined) query = query.where('resource_type', '=', filters.resourceType);
    if (filters.action !== undefined) query = query.where('action', '=', filters.action);
    if (filters.actorType !== undefined) query = query.where('actor_type', '=', filters.actorType);
    if (filters.createdAfter) query = query.where('created_at', '>', filters.createdAfter);
    if (filters.createdBefore) query = query.where('created_at', '<', filters.createdBefore);
    if (page.after !== undefined) query = query.where('id', '<', String(page.after));
    const rows = await query.orderBy('id', 'desc').limit(page.limit + 1).execute();
    const items = rows.slice(0, page.limit).map(itemOf);
    return { items, nextPosition: rows.length > page.limit ? items[items.length - 1]!.id : undefined };
  }

  async pruneBefore(instant: Date): Promise<number> {
    const result = await this.db.deleteFrom('activity.items').where('created_at', '<', instant).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async dropStore(storeId: number): Promise<number> {
    const result = await this.db.deleteFrom('activity.items').where('store_id', '=', storeId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function itemOf(row: ItemRow): ActivityItem {
  return {
    id: Number(row.id),
    storeId: row.store_id,
    action: row.action,
    resource: { type: row.resource_type, id: row.resource_id, customiserId: row.customiser_id },
    actor: { type: row.actor_type as Actor['type'], id: row.actor_id, name: row.actor_name },
    requestId: row.request_id,
    createdAt: row.created_at,
  };
}
