import { sql, type Kysely } from 'kysely';
import { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import { openTestDatabase, type OpenTestDatabase } from '../../../../tests/support/test-database';
import { anOrder } from '../../test-support/an-order';
import { KyselyOrderRepository } from './kysely-order.repository';
import { rewriteOrderedProducts } from './migrations/0004-ordered-product-payloads';

const TOKEN = 'aB3_dE5-gH7iJ9kL1mN3oP5qR7sT9uV1';
const DRAWING = `https://api.signs.example/storefront/v1/design-previews/${TOKEN}.svg`;

/** A line's product as lines kept it before migration 0004: the catalogue's product resource. */
const resource = (overrides: Record<string, unknown>) => ({
  object: 'product', id: 12, customiser_id: 3, integration_id: 9, store_product_id: null, title: 'Neon letters: “Open”', price_amount: 24900,
  compare_at_amount: 24900, currency: 'EUR', image_url: DRAWING, description: 'Text: Open\nColour: Red', width_cm: 60, height_cm: 25, length_cm: null,
  customisations: [{ key: 'text', label: 'Text', value: 'Open' }, { key: 'colour', label: 'Colour', value: 'Red' }],
  artwork: { preview_image_url: DRAWING, svg_url: DRAWING }, created_at: '2026-05-04T12:00:00.000Z', updated_at: '2026-05-05T08:30:00.000Z',
  ...overrides,
});

/** Order lines recorded while they kept the product resource, rewritten to the product payload by migration 0004. */
describe('orders migration 0004: ordered product payloads', () => {
  let opened: OpenTestDatabase;
  let db: Kysely<unknown>;
  let orders: KyselyOrderRepository;

  beforeAll(async () => {
    opened = await openTestDatabase();
    db = opened.db;
    orders = new KyselyOrderRepository(new TransactionalDatabase(db));
  });
  afterAll(() => opened.close());

  it('rewrites each kept product resource as the product payload, a drawing as an upload with its stored path, and leaves payloads alone', async () => {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...order } = anOrder({ storeId: 5 });
    const recorded = await orders.create({ ...order, orderNumber: 1001, lines: [order.lines[0]!, order.lines[0]!, order.lines[0]!] });
    const keep = (position: number, product: unknown) =>
      sql`update orders.order_lines set product = ${JSON.stringify(product)}::jsonb where order_id = ${recorded.id} and position = ${position}`.execute(db);
    await keep(0, resource({}));
    await keep(1, resource({ store_product_id: 'shop-12', customisations: [], description: 'A <red> sign', image_url: 'https://cdn.shop.example/open.png', artwork: { preview_image_url: 'https://cdn.shop.example/open.png' } }));

    await rewriteOrderedProducts.up(db);

    const [designed, synchronised, untouched] = (await orders.find(5, recorded.id))!.lines.map((line) => line.product);
    expect(designed).toEqual({
      product_id: 12, title: 'Neon letters: “Open”', description: 'Text: Open\nColour: Red', description_html: '<ul><li>Text: Open</li><li>Colour: Red</li></ul>',
      external_id: '',
      external_data: {
        customisations: [{ key: 'text', label: 'Text', value: 'Open' }, { key: 'colour', label: 'Colour', value: 'Red' }],
        design: null, dimensions: { width_cm: 60, height_cm: 25, length_cm: null }, artwork: { preview_image_url: DRAWING, svg_url: DRAWING },
      },
      price: 24900, compare_price: 24900, customiser_id: 3, logo_upload_id: null, product_image_url: DRAWING,
      uploads: [{ url: DRAWING, type: 'product_image', path: `design-previews/${TOKEN}.svg` }],
      created_at: '2026-05-04T12:00:00.000Z', updated_at: '2026-05-05T08:30:00.000Z',
    });
    expect(synchronised).toMatchObject({ external_id: 'shop-12', description_html: '<p>A &#60;red&#62; sign</p>', product_image_url: 'https://cdn.shop.example/open.png', uploads: [] });
    expect(untouched).toEqual(order.lines[0]!.product);
  });
});
