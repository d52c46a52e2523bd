import { randomUUID } from 'node:crypto';
import { IdentityTokens, type CreateIntegrationService } from '../../../modules/identity';
import { BLOB_STORAGE, type BlobStorage } from '../../../shared-kernel/blob-storage';
import type { BuiltStore } from '../../support/builders';
import { ContractValidator } from '../../support/contract-validator';
import { startDeliveringService, type DeliveringService } from '../../support/delivering-service';
import { eventually } from '../../support/eventually';
import type { TestService } from '../../support/test-service';
import type { WebhookReceiver } from '../../support/webhook-receiver';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';
import { customiserOf, designFor, storefrontKey } from '../storefront/storefront-fixtures';

/** The fields of the spec's product payload (Events table, product:created), each product of order:created carries. */
const PRODUCT_PAYLOAD_FIELDS = [
  'product_id', 'title', 'description', 'description_html', 'external_id', 'external_data', 'price', 'compare_price', 'customiser_id',
  'logo_upload_id', 'product_image_url', 'uploads', 'created_at', 'updated_at',
];

/**
 * order:created as a receiver written from the spec reads it (spec, Resources: "Order as delivered by
 * webhook"): each product is the product payload of product:created plus uploads[].path, with the line's
 * quantity and unit price beside it, and the whole body keeps the schema the service publishes.
 */
describe('order:created products, as the spec’s order table writes them', () => {
  let delivering: DeliveringService;
  let service: TestService;
  let store: BuiltStore;
  let receiver: WebhookReceiver;
  let designed: Record<string, unknown>;
  let productCreated: Record<string, unknown>;
  let order: Record<string, unknown>;
  let delivered: Record<string, unknown>;
  const all = () => bearer(store.keys.all!);
  const callbackPath = '/hooks/create-product';
  const ordersPath = '/hooks/orders';

  beforeAll(async () => {
    // A customiser whose font has a file, so a finished design is drawn and the drawing is stored.
    delivering = await startDeliveringService({ stores: [{ customisers: [{ pricingModel: 'simple_letter', fontFile: true }], commerce: true }] });
    ({ service, receiver } = delivering);
    store = delivering.stores[0]!;
    receiver.answer(callbackPath, (request) => ({ status: 200, body: JSON.stringify({ external_id: `shop-${JSON.parse(request.body).product.product_id}` }) }));
    await service.container
      .get<CreateIntegrationService>(IdentityTokens.CreateIntegration)
      .create({ storeId: store.id, type: 'custom', name: 'Shop', enabled: true, createProductUrl: receiver.url(callbackPath) });
    await service.http
      .post('/api/v3/webhook-subscriptions')
      .set(all())
      .set('Idempotency-Key', idempotencyKey('subscribe'))
      .send({ url: receiver.url(ordersPath), topics: ['order:created'] })
      .expect(201);

    const customiser = customiserOf({ stores: [store] }, 'simple_letter');
    designed = (
      await service.http
        .post(`/storefront/v1/customisers/${customiser.id}/designs`)
        .set(storefrontKey(store.storefront_key))
        .set('Idempotency-Key', randomUUID())
        .send(designFor(customiser, { lines: ['Open late'] }))
        .expect(201)
    ).body.data;
    productCreated = JSON.parse((await receiver.waitFor(callbackPath, 1))[0]!.body).product;
    // The integration's answer is stored on the product, and the order names the product by it.
    await eventually(async () => {
      const product = (await service.http.get(`/api/v3/products/${designed.id}`).set(all()).expect(200)).body.data;
      return product.store_product_id === `shop-${designed.id}` ? true : undefined;
    }, 'the integration’s external_id on the product');

    const body = orderBody(store, {
      order_total: 30000,
      products: [{ external_id: `shop-${designed.id}`, quantity: 2, price: 9000 }, { product_id: store.products[0]!, quantity: 1 }],
    });
    order = (await service.http.post('/api/v3/orders').set(all()).set('Idempotency-Key', idempotencyKey()).send(body).expect(201)).body.data;
    delivered = JSON.parse((await receiver.waitFor(ordersPath, 1))[0]!.body);
  });
  afterAll(() => delivering.close());

  it('delivers a body that keeps the published order:created schema, field for field', async () => {
    const document = (await service.http.get('/help/openapi.json').expect(200)).body;
    expect(new ContractValidator(document).checkWebhook('order:created', delivered)).toEqual([]);
  });

  it('gives each product every field of the product payload, plus uploads[].path, quantity and unit_price', () => {
    const products = (delivered.order as { products: Record<string, unknown>[] }).products;
    // Members in any order: the outbox keeps the body as jsonb, which orders keys its own way.
    for (const product of products) expect(Object.keys(product).sort()).toEqual([...PRODUCT_PAYLOAD_FIELDS, 'quantity', 'unit_price'].sort());
    expect(products.map((product) => [product.quantity, product.unit_price])).toEqual([[2, 9000], [1, expect.any(Number)]]);
    expect(products[0]).toMatchObject({ product_id: designed.id, price: designed.price_amount, external_id: `shop-${designed.id}` });
  });

  it('is the product payload product:created delivered, with the integration’s id and each upload’s stored path', () => {
    const [product] = (delivered.order as { products: Record<string, unknown>[] }).products;
    const { uploads, external_id, updated_at: _updated, quantity: _quantity, unit_price: _price, ...rest } = product!;
    const { uploads: createdUploads, external_id: createdExternalId, updated_at: _createdUpdated, ...createdRest } = productCreated;
    expect(rest).toEqual(createdRest);
    expect([createdExternalId, external_id]).toEqual(['', `shop-${designed.id}`]);
    expect((uploads as Record<string, unknown>[]).map(({ path: _path, ...upload }) => upload)).toEqual(createdUploads);
  });

  it('names the stored path of the design’s drawing: the bytes kept there are the bytes served at its url', async () => {
    const [product] = (delivered.order as { products: { uploads: { url: string; type: string; path: string }[]; product_image_url: string }[] }).products;
    const [drawing] = product!.uploads;
    expect(drawing).toEqual({ url: product!.product_image_url, type: 'product_image', path: expect.stringMatching(/^design-previews\/[A-Za-z0-9_-]{32}\.svg$/) });
    const stored = await service.container.get<BlobStorage>(BLOB_STORAGE).get(drawing!.path);
    const served = await service.http.get(new URL(drawing!.url).pathname).expect(200);
    expect(stored).toBeDefined();
    expect(stored!.equals(Buffer.from(served.body))).toBe(true);
  });

  it('lists no uploads for a synchronised product, whose artwork the service only references', () => {
    const [, synchronised] = (delivered.order as { products: Record<string, unknown>[] }).products;
    expect(synchronised).toMatchObject({ product_id: store.products[0], uploads: [], external_data: expect.objectContaining({ design: null }) });
  });

  it('answers the same order from the API, with object and id', async () => {
    const read = (await service.http.get(`/api/v3/orders/${order.id}`).set(all()).expect(200)).body.data;
    // The API's `livemode` is the delivery body's, beside the order rather than inside it.
    const { object: _object, id: _id, livemode, ...shape } = read;
    expect(delivered).toEqual({ order: shape, livemode });
    expect(livemode).toBe(true);
    expect(order).toEqual(read);
  });
});
