import { inject, injectable } from 'inversify';
import { sql, type RawBuilder } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { Actor } from '../../../../shared-kernel/actor';
import type { Page, PageRequest } from '../../../../shared-kernel/http/pagination';
import type { PricingVersion, PricingVersionWithDocument, VersionEntry, VersionOperation } from '../../domain/pricing-versions';
import type { PricingOwner } from '../../model/customiser-pricing';
import { shownInMemberOrder, shownText, type ShownPricing } from '../../model/shown-pricing';
import type { PricingVersions } from '../../application/ports';

interface VersionRow {
  customiser_id: number;
  version: number;
  operation: VersionOperation;
  restored_from: number | null;
  actor_type: Actor['type'];
  actor_id: string | null;
  actor_name: string | null;
  request_id: string | null;
  created_at: Date;
}

const SUMMARY = sql.raw('customiser_id, version, operation, restored_from, actor_type, actor_id, actor_name, request_id, created_at');

/**
 * The columns and values of one version, numbered in the statement that records it: the greatest number of
 * the customiser's versions so far, plus one. Writes to one document are ordered by its lock, taken before
 * any of them records, so no two number alike; a rolled-back write takes its number with it.
 */
export function versionInsert(owner: PricingOwner, entry: VersionEntry, shown: ShownPricing): { columns: RawBuilder<unknown>; values: RawBuilder<unknown> } {
  return {
    columns: sql`(customiser_id, version, store_id, operation, restored_from, actor_type, actor_id, actor_name, request_id, document)`,
    values: sql`${owner.id}, coalesce((select max(v.version) from pricing.pricing_versions v where v.customiser_id = ${owner.id}), 0) + 1, ${owner.storeId},
      ${entry.operation}, ${entry.restoredFrom}, ${entry.actor.type}, ${entry.actor.id}, ${entry.actor.name}, ${entry.requestId}, ${shownText(shown).text}::jsonb`,
  };
}

/** Pricing versions in `pricing.pricing_versions`, one row per version, the document as jsonb. */
@injectable()
export class KyselyPricingVersions implements PricingVersions {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current();
  }

  async record(owner: PricingOwner, entry: VersionEntry, shown: ShownPricing): Promise<number> {
    const { columns, values } = versionInsert(owner, entry, shown);
    const { rows } = await sql<{ version: number }>`insert into pricing.pricing_versions ${columns} select ${values} returning version`.execute(this.db);
    return rows[0]!.version;
  }

  async list(storeId: number, customiserId: number, page: PageRequest<number>): Promise<Page<PricingVersion, number>> {
    const before = page.after === undefined ? sql`` : sql`and version < ${page.after}`;
    const { rows } = await sql<VersionRow>`
      select ${SUMMARY} from pricing.pricing_versions
      where store_id = ${storeId} and customiser_id = ${customiserId} ${before}
      order by version desc limit ${page.limit + 1}`.execute(this.db);
    const items = rows.slice(0, page.limit).map(toVersion);
    return { items, nextPosition: rows.length > page.limit ? items[items.length - 1]!.version : undefined };
  }

  async find(storeId: number, customiserId: number, version: number): Promise<PricingVersionWithDocument | undefined> {
    const { rows } = await sql<VersionRow & { document: Record<string, unknown> | string }>`
      select ${SUMMARY}, document from pricing.pricing_versions
      where store_id = ${storeId} and customiser_id = ${customiserId} and version = ${version}`.execute(this.db);
    const row = rows[0];
    if (!row) return undefined;
    const document = typeof row.document === 'string' ? (JSON.parse(row.document) as Record<string, unknown>) : row.document;
    return { ...toVersion(row), document: shownInMemberOrder(document) };
  }

  async prune(before: Date, keep: number): Promise<number> {
    // Only customisers with a version old enough are looked at; of theirs, every version but the newest `keep`.
    const { numAffectedRows } = await sql`
      delete from pricing.pricing_versions v
      using (
        select customiser_id, max(version) as newest from pricing.pricing_versions
        where customiser_id in (select customiser_id from pricing.pricing_versions where created_at < ${before})
        group by customiser_id
      ) n
      where v.customiser_id = n.customiser_id and v.created_at < ${before} and v.version <= n.newest - ${keep}`.execute(this.db);
    return Number(numAffectedRows ?? 0);
  }

  async dropStore(storeId: number): Promise<number> {
    const { numAffectedRows } = await sql`delete from pricing.pricing_versions where store_id = ${storeId}`.execute(this.db);
    return Number(numAffectedRows ?? 0);
  }
}

function toVersion(row: VersionRow): PricingVersion {
  return {
    customiserId: row.customiser_id,
    version: row.version,
    operation: row.operation,
    restoredFrom: row.restored_from,
    actor: { type: row.actor_type, id: row.actor_id, name: row.actor_name },
    requestId: row.request_id,
    createdAt: new Date(row.created_at),
  };
}
