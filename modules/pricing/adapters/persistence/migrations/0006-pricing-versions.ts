import { sql, type Kysely } from 'kysely';
import type { ReportingMigration } from '../../../../../infra/database/migrator';

const BATCH = 200;

interface ExistingDocument {
  customiser_id: number;
  store_id: number;
  updated_at: Date;
  pricing_model: string;
  currency: string | null;
  base_pricing: string;
  price_lists: string;
  sheet_pricing: string | null;
  sizes: { id: number; attributes: Record<string, unknown> }[] | string;
}

const DISPLAY_NAMES: Record<string, string> = { simple_letter: 'Simple letter', advanced_letter: 'Advanced letter', frame_fit: 'Frame fit' };

const SIZE_FIELDS = [
  'client_key', 'name', 'description', 'sort_order', 'char_limit', 'line_limit', 'min_char', 'width_cm', 'height_cm',
  'line_height_cm', 'width_multiplier', 'length_cm', 'sizing_strategy', 'height_measurement_mode',
] as const;

type Row = Record<string, unknown> & { size_id?: unknown };

/**
 * Pricing versions (CONTRACT section 8): every successful pricing write records the whole document as it
 * left it, as GET answers it, numbered per customiser from 1. The table is keyed by (customiser, version):
 * a write numbers its version in the one statement that records it, under the document's lock.
 *
 * Every document that exists gets its version 1 (`initial`, by the service, `system`): the document as it
 * stands, as GET shows it now. That form spans three schemas (the sizes are the catalogue's option rows,
 * the model is the customiser's, the currency the store's, a test store's being its live store's), so this
 * backfill reads `catalogue.customisers`, `catalogue.option_rows` and `identity.stores` (read only, inside
 * the migration's transaction, after their modules' migrations): as migration 0005 does, the one place
 * pricing looks across the schema line, since no service runs while migrations do. The shape is written out
 * here, not taken from the model, so that the migration does tomorrow what it did the day it shipped.
 */
export const recordPricingVersions: ReportingMigration = {
  async up(db: Kysely<unknown>): Promise<string | void> {
    await sql`
      create table pricing.pricing_versions (
        customiser_id integer not null,
        version integer not null check (version > 0),
        store_id integer not null,
        operation text not null check (operation in ('initial', 'patch', 'replace', 'restore', 'legacy_replace', 'connector')),
        restored_from integer,
        actor_type text not null check (actor_type in ('api_key', 'person', 'connector', 'cli', 'system')),
        actor_id text,
        actor_name text,
        request_id text,
        document jsonb not null,
        created_at timestamptz not null default now(),
        primary key (customiser_id, version)
      )`.execute(db);
    // A sandbox reset drops a test store's versions; the housekeeping prunes by age.
    await sql`create index pricing_versions_store on pricing.pricing_versions (store_id)`.execute(db);
    await sql`create index pricing_versions_created_at on pricing.pricing_versions (created_at)`.execute(db);

    let recorded = 0;
    let after = 0;
    for (;;) {
      const { rows } = await sql<ExistingDocument>`
        select d.customiser_id, d.store_id, d.updated_at, c.pricing_model,
          case when s.platform = 'universal' then s.currency::text end as currency,
          d.base_pricing::text as base_pricing, d.price_lists::text as price_lists, d.sheet_pricing::text as sheet_pricing,
          coalesce((select json_agg(json_build_object('id', o.id, 'attributes', o.attributes) order by o.id)
                    from catalogue.option_rows o where o.customiser_id = d.customiser_id and o.family = 'sizes'), '[]'::json) as sizes
        from pricing.pricing_documents d
        join catalogue.customisers c on c.id = d.customiser_id
        left join identity.stores t on t.id = d.store_id
        left join identity.stores s on s.id = coalesce(t.live_store_id, t.id)
        where d.customiser_id > ${after}
        order by d.customiser_id
        limit ${BATCH}`.execute(db);
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.customiser_id;
      for (const document of rows) {
        if (!(document.pricing_model in DISPLAY_NAMES)) continue;
        await sql`
          insert into pricing.pricing_versions (customiser_id, version, store_id, operation, actor_type, document, created_at)
          values (${document.customiser_id}, 1, ${document.store_id}, 'initial', 'system', ${JSON.stringify(shownAsGetShowsIt(document))}::jsonb, ${document.updated_at})
          on conflict do nothing`.execute(db);
        recorded += 1;
      }
    }
    // A database without documents (a new one) has nothing to say.
    if (recorded === 0) return;
    return `recorded version 1 (initial) of ${recorded} pricing document(s)`;
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table pricing.pricing_versions`.execute(db);
  },
};

/** The document as GET answered it when this migration shipped: descriptors, sizes by sort order, rows with their size's client key. */
function shownAsGetShowsIt(document: ExistingDocument) {
  const listed = typeof document.sizes === 'string' ? (JSON.parse(document.sizes) as { id: number; attributes: Record<string, unknown> }[]) : document.sizes;
  const sizes = listed
    .map(({ id, attributes }) => ({
      size_id: id,
      ...(Object.fromEntries(SIZE_FIELDS.map((field) => [field, attributes[field] ?? null])) as Record<(typeof SIZE_FIELDS)[number], unknown>),
      min_char: (attributes.min_char as number | undefined) ?? 0,
      sort_order: (attributes.sort_order as number | undefined) ?? 0,
      name: String(attributes.name),
    }))
    .sort((a, b) => a.sort_order - b.sort_order || a.size_id - b.size_id);
  const keyOf = new Map(sizes.map((size) => [size.size_id, size.client_key]));
  const named = (row: Row) => ('size_id' in row ? { ...row, size_key: row.size_id === null ? null : (keyOf.get(row.size_id as number) ?? null) } : row);
  const basePricing = JSON.parse(document.base_pricing) as { mode: string; rows: Row[] };
  const priceLists = JSON.parse(document.price_lists) as { rows: Row[] }[];
  return {
    object: 'customiser_pricing',
    customiser_id: document.customiser_id,
    pricing_model: document.pricing_model,
    pricing_model_display_name: DISPLAY_NAMES[document.pricing_model],
    currency: document.currency,
    sizes,
    base_pricing: { mode: basePricing.mode, rows: basePricing.rows.map(named) },
    // Only simple_letter's price-list rows name a size.
    price_lists: document.pricing_model === 'simple_letter' ? priceLists.map((list) => ({ ...list, rows: list.rows.map(named) })) : priceLists,
    sheet_pricing: document.sheet_pricing === null ? null : (JSON.parse(document.sheet_pricing) as unknown),
  };
}
