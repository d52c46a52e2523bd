import type { Scenario } from './scenario';

const address = {
  first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Signs', address_1: '12 Engine Street', address_2: 'Unit 4',
  city: 'London', state: 'Greater London', postcode: 'N1 9GU', country: 'GB', phone: '+44 20 7946 0000', email: 'ada@customer.example',
};

/** A product synchronised from the shop, an order of a demo product, the demo's quotes and the store's analytics. */
export const commerceScenario: Scenario = async ({ api, store }) => {
  const integration = store.integrations.find((candidate) => candidate.accepts_writes)!;
  const currency = store.currency!;
  await api.record({
    method: 'post',
    path: `/api/v3/customisers/${store.customisers[0]!.id}/products`,
    body: {
      integration_id: integration.id,
      store_product_id: 'shop-8123',
      title: 'Good Vibes neon',
      description: 'Warm white, 60 cm',
      price_amount: 24900,
      compare_at_amount: 29900,
      currency,
      width_cm: 60,
      height_cm: 20,
      length_cm: 2,
      customisations: [{ key: 'font', label: 'Font', value: 'Neon Script' }, { key: 'colour', label: 'Colour', value: 'Warm white' }],
      artwork: { preview_image_url: 'https://cdn.shop.example/previews/good-vibes.png', svg_url: 'https://cdn.shop.example/artwork/good-vibes.svg' },
    },
  });
  await api.record({ method: 'get', path: '/api/v3/products', query: { limit: '2' } });
  await api.record({ method: 'get', path: `/api/v3/products/${store.products[0]!}` });

  await api.record({
    method: 'post',
    path: '/api/v3/orders',
    body: {
      integration_id: integration.id,
      external_id: 'shop-order-5001',
      external_order_number: '#5001',
      currency,
      order_total: 26795,
      shipping_line: 'Tracked courier',
      customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@customer.example', phone: '+44 20 7946 0000', external_id: 'customer-1' },
      billing_address: address,
      shipping_address: { ...address, address_2: '' },
      products: [{ product_id: store.products[0]!, quantity: 2, price: 12900 }],
    },
  });
  await api.record({ method: 'get', path: '/api/v3/orders', query: { limit: '2' } });
  await api.record({ method: 'get', path: `/api/v3/orders/${store.orders[0]!}` });
  await api.record({ method: 'post', path: `/api/v3/orders/${store.orders[0]!}/resend` });

  await api.record({ method: 'get', path: '/api/v3/quotes', query: { limit: '2' } });
  await api.record({ method: 'get', path: `/api/v3/quotes/${store.quotes[0]!}` });
  await api.record({ method: 'get', path: '/api/v3/analytics/summary', query: { period: '30d' } });
};
