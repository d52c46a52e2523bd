import { sql, type Kysely } from 'kysely';
import { openTestDatabase, type OpenTestDatabase } from '../../../../tests/support/test-database';
import { addProductDesignsAndUploads } from './migrations/0003-product-designs-and-uploads';
import { KyselyProductRepository } from './kysely-product.repository';
import { TransactionalDatabase } from '../../../../infra/database/transactional-database';

const TOKEN = 'aB3_dE5-gH7iJ9kL1mN3oP5qR7sT9uV1';
const DRAWING = `https://api.signs.example/storefront/v1/design-previews/${TOKEN}.svg`;

/** Products recorded before products kept their designs and stored files, brought forward by migration 0003. */
describe('catalogue migration 0003: product designs and uploads', () => {
  let opened: OpenTestDatabase;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    opened = await openTestDatabase();
    db = opened.db;
  });
  afterAll(() => opened.close());

  it('gives a designed product its drawing as a product_image upload with its stored path, and any other product none', async () => {
    await addProductDesignsAndUploads.down!(db);
    const { rows: [customiser] } = await sql<{ id: number }>`
      insert into catalogue.customisers (store_id, name, active, pricing_model, sign_category, product_family, selection_mode)
      values (5, 'Neon', true, 'simple_letter', 'neon', 'neon', 'single_style') returning id`.execute(db);
    const insert = (source: string, artwork: Record<string, string> | null) => sql<{ id: number }>`
      insert into catalogue.products (store_id, customiser_id, source, title, description, price_amount, compare_at_amount, currency, customisations, artwork)
      values (5, ${customiser!.id}, ${source}, 'Open', '', 100, 100, 'EUR', '[]'::jsonb, ${artwork === null ? null : JSON.stringify(artwork)}::jsonb) returning id`.execute(db);
    const designed = (await insert('design', { preview_image_url: DRAWING, svg_url: DRAWING })).rows[0]!.id;
    const undrawn = (await insert('design', null)).rows[0]!.id;
    const synchronised = (await insert('synchronised', { preview_image_url: 'https://cdn.shop.example/open.png' })).rows[0]!.id;

    await addProductDesignsAndUploads.up(db);

    const products = new KyselyProductRepository(new TransactionalDatabase(db));
    expect(await products.find(5, designed)).toMatchObject({ design: null, uploads: [{ type: 'product_image', url: DRAWING, path: `design-previews/${TOKEN}.svg` }] });
    expect(await products.find(5, undrawn)).toMatchObject({ design: null, uploads: [] });
    expect(await products.find(5, synchronised)).toMatchObject({ design: null, uploads: [] });
  });
});
