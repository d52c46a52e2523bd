import { FAMILY_SEGMENTS } from '../../../modules/catalogue';
import type { BuiltStore } from '../../support/builders';
import type { TestService } from '../../support/test-service';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';

/** A product synchronised with the store's test key, on the first customiser of its test catalogue. */
export async function aTestProduct(service: TestService, store: BuiltStore): Promise<{ id: number }> {
  const customisers = (await service.http.get('/api/v3/customisers').set(bearer(store.keys.test!)).expect(200)).body.data as { id: number }[];
  const response = await service.http
    .post(`/api/v3/customisers/${customisers[0]!.id}/products`)
    .set(bearer(store.keys.test!))
    .set('Idempotency-Key', idempotencyKey('sync'))
    .send({ integration_id: store.integrations.find((integration) => integration.accepts_writes)!.id, store_product_id: idempotencyKey('test-product'), title: 'Test neon', price_amount: 12900, currency: 'EUR' })
    .expect(201);
  return response.body.data;
}

/** An order of the test product made with the store's test key; `reference` is its external order number, quoted in its email. */
export async function aTestOrder(service: TestService, store: BuiltStore, product: { id: number }, reference: string): Promise<{ id: number; order_number: number }> {
  const body = orderBody(store, { external_order_number: reference, products: [{ product_id: product.id, quantity: 2, price: 12900 }], order_total: 25800 });
  return (await service.http.post('/api/v3/orders').set(bearer(store.keys.test!)).set('Idempotency-Key', idempotencyKey()).send(body).expect(201)).body.data;
}

type Customiser = BuiltStore['customisers'][number];

/**
 * A live customiser's copy in the store's test catalogue, every id it names translated (rows of each
 * family, referenced and spare rows, forms, backboards, letter types): the copy keeps the catalogue's
 * order, so a row's place in its family's listing names its copy.
 */
export async function testCopyOf(service: TestService, store: BuiltStore, customiser: Customiser): Promise<Customiser> {
  const list = async (path: string, key: string) => ((await service.http.get(`${path}?limit=100`).set(bearer(key)).expect(200)).body.data as { id: number }[]).map((item) => item.id);
  const liveCustomisers = await list('/api/v3/customisers', store.keys.all!);
  const id = (await list('/api/v3/customisers', store.keys.test!))[liveCustomisers.indexOf(customiser.id)]!;
  const copies = new Map<number, number>();
  for (const family of FAMILY_SEGMENTS) {
    const [live, test] = [await list(`/api/v3/customisers/${customiser.id}/${family}`, store.keys.all!), await list(`/api/v3/customisers/${id}/${family}`, store.keys.test!)];
    live.forEach((liveId, index) => copies.set(liveId, test[index]!));
  }
  const copy = (liveId: number) => copies.get(liveId) ?? liveId;
  const copyEach = (ids: Partial<Record<string, number>>) => Object.fromEntries(Object.entries(ids).map(([family, liveId]) => [family, copy(liveId!)]));
  const { referenced, unreferenced, ...families } = customiser.options;
  return {
    ...customiser,
    id,
    options: {
      ...Object.fromEntries(Object.entries(families).map(([family, ids]) => [family, Array.isArray(ids) ? ids.map((row: number) => copy(row)) : ids])),
      referenced: copyEach(referenced),
      unreferenced: copyEach(unreferenced),
    },
    letter_types: customiser.letter_types.map((letterType) => ({ ...letterType, id: copy(letterType.id) })),
    forms: { fallback: copy(customiser.forms.fallback), other: copy(customiser.forms.other) },
    backboards: { with_shape: copy(customiser.backboards.with_shape), without_shape: copy(customiser.backboards.without_shape) },
  };
}

const SHAPE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>');

/** A backboard shape uploaded with `key` (declared, then its bytes sent to the signed target): answers its id. */
export async function anUploadedShape(service: TestService, key: string): Promise<string> {
  const declared = (
    await service.http.post('/api/v3/uploads').set(bearer(key)).set('Idempotency-Key', idempotencyKey('upload'))
      .send({ purpose: 'backboard_shape_svg', filename: 'shape.svg', content_type: 'image/svg+xml', byte_size: SHAPE.length }).expect(201)
  ).body.data;
  const target = new URL(declared.upload_target.url);
  await service.http.put(`${target.pathname}${target.search}`).set('Content-Type', 'image/svg+xml').send(SHAPE).expect(200);
  return declared.id;
}
