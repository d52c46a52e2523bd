import type { Response } from 'supertest';
import type { TestService } from '../../support/test-service';
import { bearer, orderBody, type SeededStore } from '../orders/order-fixtures';

/** What every answer of a previous-generation operation carries (spec, Versioning 4 and 5). */
export const DEPRECATION_HEADERS = {
  deprecation: '@1784678400',
  sunset: 'Fri, 22 Jan 2027 00:00:00 GMT',
  link: '<http://docs.signwright.test/help/migration>; rel=deprecation; type=text/html',
};

export function expectDeprecationHeaders(response: Response): void {
  expect({ deprecation: response.headers.deprecation, sunset: response.headers.sunset, link: response.headers.link }).toEqual(DEPRECATION_HEADERS);
}

let count = 0;
export const unique = (label: string) => `${label}-${Date.now()}-${(count += 1)}`;

export const customiserOf = (store: SeededStore, model: string) => store.customisers.find((customiser) => customiser.pricing_model === model)!;

export interface LegacyOperation {
  name: string;
  status: number;
  call(key: string): Promise<Response>;
}

/**
 * Every previous-generation operation of CONTRACT section 3, each as a call that succeeds for the store's
 * legacy key: webhooks it reads, changes or deletes are made for it with the legacy key first.
 */
export function legacyOperations(service: TestService, store: SeededStore): LegacyOperation[] {
  const http = service.http;
  const legacy = () => bearer(store.keys.legacy!);
  const simple = customiserOf(store, 'simple_letter').id;
  const webhook = async () =>
    (await http.post('/api/v2/webhooks').set(legacy()).send({ topic: 'order:created', url: `https://127.0.0.1:9/${unique('hook')}` }).expect(201)).body.id as number;
  const pricing = async () => (await http.get(`/api/v2/customisers/${simple}/pricing`).set(legacy()).expect(200)).body;
  return [
    { name: 'GET /api/v2/customisers', status: 200, call: (key) => http.get('/api/v2/customisers').set(bearer(key)) },
    { name: 'GET /api/v2/customisers/{id}/pricing', status: 200, call: (key) => http.get(`/api/v2/customisers/${simple}/pricing`).set(bearer(key)) },
    { name: 'PUT /api/v2/customisers/{id}/pricing', status: 200, call: async (key) => http.put(`/api/v2/customisers/${simple}/pricing`).set(bearer(key)).send(await pricing()) },
    { name: 'GET /api/v2/webhooks', status: 200, call: (key) => http.get('/api/v2/webhooks').set(bearer(key)) },
    {
      name: 'POST /api/v2/webhooks',
      status: 201,
      call: (key) => http.post('/api/v2/webhooks').set(bearer(key)).send({ topic: 'order:created', url: `https://127.0.0.1:9/${unique('created')}` }),
    },
    { name: 'GET /api/v2/webhooks/{id}', status: 200, call: async (key) => http.get(`/api/v2/webhooks/${await webhook()}`).set(bearer(key)) },
    { name: 'PUT /api/v2/webhooks/{id}', status: 200, call: async (key) => http.put(`/api/v2/webhooks/${await webhook()}`).set(bearer(key)).send({ status: 'disabled' }) },
    { name: 'DELETE /api/v2/webhooks/{id}', status: 200, call: async (key) => http.delete(`/api/v2/webhooks/${await webhook()}`).set(bearer(key)) },
    { name: 'POST /api/v2/orders', status: 201, call: (key) => http.post('/api/v2/orders').set(bearer(key)).send(orderBody(store)) },
    { name: 'POST /api/customisers/{id}/products', status: 201, call: (key) => http.post(`/api/customisers/${simple}/products`).set(bearer(key)).send(legacyProductBody(store)) },
  ];
}

/** A valid unversioned product synchronisation for a seeded store. */
export function legacyProductBody(store: SeededStore, overrides: Record<string, unknown> = {}) {
  return {
    integration_id: store.integrations.find((integration) => integration.accepts_writes)!.id,
    external_id: unique('legacy-product'),
    title: 'Open late neon',
    description: 'Pink, 60 cm',
    price: 18900,
    compare_price: 21900,
    currency: 'EUR',
    product_image_url: 'https://cdn.example/open-late.png',
    width_cm: 60,
    height_cm: 25,
    ...overrides,
  };
}
