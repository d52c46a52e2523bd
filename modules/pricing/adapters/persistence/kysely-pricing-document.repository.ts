import { inject, injectable } from 'inversify';
import { sql, type Generated } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import { PreparedStatement } from '../../../../infra/database/prepared-statements';
import { copiedDocument, type CopiedIds } from '../../domain/pricing-copy';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import { JsonText } from '../../../../shared-kernel/http/json-text';
import type { StoredPricing } from '../../domain/pricing-document';
import type { PricingDocumentCopies, PricingDocumentRepository } from '../../application/ports';
import type { VersionEntry } from '../../domain/pricing-versions';
import type { PricingOwner } from '../../model/customiser-pricing';
import type { FoundPricing, ShownPricing, StoredPricingText } from '../../model/shown-pricing';
import { versionInsert } from './kysely-pricing-versions.repository';
import { DocumentRevision, priceListsText, RecentDocuments } from './recent-documents';

interface PricingTables {
  'pricing.pricing_documents': {
    customiser_id: number;
    store_id: number;
    base_pricing: unknown;
    price_lists: string;
    sheet_pricing: string | null;
    /** False for a document carried over from jsonb, in jsonb's member order, until it is next written. */
    in_member_order: boolean;
    revision: Generated<string>;
    updated_at: Date;
  };
}

/** A stored document: its small member as a value, its large ones as the revision read or kept. */
interface ReadDocument {
  base_pricing: StoredPricing['base_pricing'];
  inMemberOrder: boolean;
  revision: DocumentRevision;
}

interface StoredRow {
  revision: string;
  in_member_order: boolean;
  base_pricing: unknown;
  price_lists: string | null;
  sheet_pricing: string | null;
}

/**
 * One statement, whatever is kept: the large members come back only where the stored revision is not
 * the one this process holds ($1). The pg driver would parse json columns, so they are read as text.
 * Every GET and PATCH reads so: prepared once per connection.
 */
const READ = new PreparedStatement<StoredRow>(
  'pricing_document_unless_held',
  `select revision::text as revision, in_member_order, base_pricing,
     case when revision = $1 then null else coalesce(price_lists::text, 'null') end as price_lists,
     case when revision = $1 then null else coalesce(sheet_pricing::text, 'null') end as sheet_pricing
   from pricing.pricing_documents where customiser_id = $2`,
);
const READ_FOR_UPDATE = new PreparedStatement<StoredRow>('pricing_document_unless_held_for_update', `${READ.sql} for update`);

@injectable()
export class KyselyPricingDocumentRepository implements PricingDocumentRepository, PricingDocumentCopies {
  private readonly recent = new RecentDocuments();

  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  private get db() {
    return this.database.current<PricingTables>();
  }

  async find(customiserId: number, options: { forUpdate?: boolean } = {}): Promise<FoundPricing | undefined> {
    const found = await this.read(customiserId, options.forUpdate === true && this.database.inTransaction());
    return found && { base_pricing: found.base_pricing, price_lists: found.revision.priceLists(), sheet_pricing: found.revision.sheetPricing(), inMemberOrder: found.inMemberOrder };
  }

  async findText(customiserId: number): Promise<StoredPricingText | undefined> {
    const found = await this.read(customiserId, false);
    if (!found?.inMemberOrder) return undefined;
    return { base_pricing: found.base_pricing, price_lists: new JsonText(found.revision.priceListsBytes()), sheet_pricing: new JsonText(found.revision.sheetPricingText) };
  }

  async save(storeId: number, customiserId: number, pricing: StoredPricing): Promise<StoredPricingText> {
    const priceLists = priceListsText(pricing.price_lists);
    const sheetPricing = JSON.stringify(pricing.sheet_pricing);
    const latest = this.recent.latest(customiserId);
    const largeMembersUnchanged = latest !== undefined && latest.priceListsText === priceLists && latest.sheetPricingText === sheetPricing;
    const revision =
      (largeMembersUnchanged ? await this.saveBasePricing(customiserId, pricing.base_pricing, latest.revision) : undefined) ??
      (await this.saveWhole(storeId, customiserId, pricing.base_pricing, priceLists, pricing.sheet_pricing === null ? null : sheetPricing));
    const kept = new DocumentRevision(revision, priceLists, sheetPricing, { priceLists: pricing.price_lists, sheetPricing: pricing.sheet_pricing });
    this.recent.keep(customiserId, kept);
    return { base_pricing: pricing.base_pricing, price_lists: new JsonText(kept.priceListsBytes()), sheet_pricing: new JsonText(sheetPricing) };
  }

  async create(owner: PricingOwner, pricing: StoredPricing, first: { entry: VersionEntry; shown: ShownPricing }): Promise<boolean> {
    const version = versionInsert(owner, first.entry, first.shown);
    const sheetPricing = pricing.sheet_pricing === null ? null : JSON.stringify(pricing.sheet_pricing);
    // One statement: the version is recorded only where the document was (a document stored meanwhile
    // by another write conflicts, and neither is stored), so neither is ever stored without the other.
    const { rows } = await sql<{ version: number }>`
      with created as (
        insert into pricing.pricing_documents (customiser_id, store_id, base_pricing, price_lists, sheet_pricing, in_member_order, updated_at)
        values (${owner.id}, ${owner.storeId}, ${JSON.stringify(pricing.base_pricing)}, ${priceListsText(pricing.price_lists)}, ${sheetPricing}, true, now())
        on conflict (customiser_id) do nothing
        returning customiser_id
      )
      insert into pricing.pricing_versions ${version.columns}
      select ${version.values} from created
      returning version`.execute(this.db);
    return rows.length > 0;
  }

  /**
   * A write that leaves the price lists and sheet pricing as they are sends only the base pricing: the
   * large members' stored (compressed, out-of-line) values stay where they are. Only while the row is
   * still at the revision whose text was compared; undefined otherwise.
   */
  private async saveBasePricing(customiserId: number, basePricing: StoredPricing['base_pricing'], comparedRevision: string): Promise<string | undefined> {
    const row = await this.db
      .updateTable('pricing.pricing_documents')
      .set({ base_pricing: JSON.stringify(basePricing), in_member_order: true, revision: sql`nextval('pricing.document_revisions')`, updated_at: sql`now()` })
      .where('customiser_id', '=', customiserId)
      .where(sql<boolean>`revision = ${comparedRevision}::bigint`)
      .returning(sql<string>`revision::text`.as('revision'))
      .executeTakeFirst();
    return row?.revision;
  }

  private async saveWhole(storeId: number, customiserId: number, basePricing: StoredPricing['base_pricing'], priceLists: string, sheetPricing: string | null): Promise<string> {
    const values = { base_pricing: JSON.stringify(basePricing), price_lists: priceLists, sheet_pricing: sheetPricing };
    const nextRevision = sql<string>`nextval('pricing.document_revisions')`;
    const { revision } = await this.db
      .insertInto('pricing.pricing_documents')
      .values({ customiser_id: customiserId, store_id: storeId, ...values, in_member_order: true, updated_at: new Date() })
      // The new values are sent once and taken from `excluded`: a document is large.
      .onConflict((conflict) =>
        conflict.column('customiser_id').doUpdateSet((update) => ({
          base_pricing: update.ref('excluded.base_pricing'),
          price_lists: update.ref('excluded.price_lists'),
          sheet_pricing: update.ref('excluded.sheet_pricing'),
          in_member_order: true,
          revision: nextRevision,
          updated_at: sql`now()`,
        })),
      )
      .returning(sql<string>`revision::text`.as('revision'))
      .executeTakeFirstOrThrow();
    return revision;
  }

  async dropStore(storeId: number): Promise<number> {
    const deleted = await this.db.deleteFrom('pricing.pricing_documents').where('store_id', '=', storeId).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  async copyStore(fromStoreId: number, toStoreId: number, copies: { customisers: CopiedIds; sizes: CopiedIds }): Promise<number[]> {
    const { rows } = await sql<{ customiser_id: number; base_pricing: unknown; price_lists: string; sheet_pricing: string | null; in_member_order: boolean }>`
      select customiser_id, base_pricing, price_lists::text as price_lists, sheet_pricing::text as sheet_pricing, in_member_order
      from pricing.pricing_documents where store_id = ${fromStoreId} order by customiser_id`.execute(this.db);
    for (const row of rows) {
      const customiserId = copies.customisers.get(row.customiser_id);
      if (customiserId === undefined) continue;
      const priceLists = JSON.parse(row.price_lists) as unknown[];
      const copied = copiedDocument(
        { base_pricing: typeof row.base_pricing === 'string' ? JSON.parse(row.base_pricing) : row.base_pricing, price_lists: priceLists, sheet_pricing: row.sheet_pricing === null ? null : JSON.parse(row.sheet_pricing) },
        copies.sizes,
        await this.nextPriceListIds(priceLists.length),
      );
      await this.db
        .insertInto('pricing.pricing_documents')
        .values({
          customiser_id: customiserId,
          store_id: toStoreId,
          base_pricing: JSON.stringify(copied.base_pricing),
          price_lists: JSON.stringify(copied.price_lists),
          sheet_pricing: row.sheet_pricing === null ? null : JSON.stringify(copied.sheet_pricing),
          in_member_order: row.in_member_order,
          updated_at: new Date(),
        })
        .execute();
    }
    return rows.flatMap((row) => copies.customisers.get(row.customiser_id) ?? []);
  }

  async nextPriceListIds(count: number): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`select nextval('pricing.price_list_ids')::int as id from generate_series(1, ${count})`.execute(this.db);
    return rows.map((row) => row.id);
  }

  /** The stored row (READ), its large members taken from the revision held where they are not sent. */
  private async read(customiserId: number, lock: boolean): Promise<ReadDocument | undefined> {
    const held = this.recent.latest(customiserId);
    const statement = lock ? READ_FOR_UPDATE : READ;
    const { rows } = await this.db.executeQuery(statement.with([held?.revision ?? null, customiserId]));
    const row = rows[0];
    if (!row) return undefined;
    const base_pricing = (typeof row.base_pricing === 'string' ? JSON.parse(row.base_pricing) : row.base_pricing) as StoredPricing['base_pricing'];
    if (held && row.price_lists === null) return { base_pricing, inMemberOrder: row.in_member_order, revision: held };
    // A locked read may have waited for a write of this process, which kept what it wrote meanwhile.
    const keptMeanwhile = this.recent.latest(customiserId);
    if (keptMeanwhile?.revision === row.revision) return { base_pricing, inMemberOrder: row.in_member_order, revision: keptMeanwhile };
    const revision = new DocumentRevision(row.revision, row.price_lists!, row.sheet_pricing!);
    this.recent.keep(customiserId, revision);
    return { base_pricing, inMemberOrder: row.in_member_order, revision };
  }
}
