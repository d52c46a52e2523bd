// A whole integration script: read the store, list the orders of the last day, record one.
// `npm install @signwright/client openapi-fetch`, then run it with SIGNWRIGHT_URL and SIGNWRIGHT_API_KEY set.
import { createSignwrightClient, newIdempotencyKey } from '@signwright/client';

const client = createSignwrightClient({
  baseUrl: process.env.SIGNWRIGHT_URL ?? 'http://127.0.0.1:8080',
  apiKey: process.env.SIGNWRIGHT_API_KEY ?? '',
});

async function main(): Promise<void> {
  const store = await client.GET('/api/v3/stores/me');
  if (store.error) throw new Error(`${store.error.code}: ${store.error.detail}`);
  const { name, livemode, currency, integrations } = store.data.data;
  console.log(`${name} (${livemode ? 'live' : 'test'} data)`);

  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  let total = 0;
  for await (const order of client.paginate('/api/v3/orders', { query: { limit: 100, 'filter[created_after]': since } })) {
    total += order.order_total;
  }
  console.log(`orders of the last day: ${total} in minor units of ${currency ?? 'no currency yet'}`);

  const integration = integrations.find((candidate) => candidate.accepts_writes);
  const products = await client.GET('/api/v3/products', { params: { query: { limit: 1 } } });
  const product = products.data?.data[0];
  if (!integration || !product) return console.log('no integration that records orders, or no product');
  const created = await client.POST('/api/v3/orders', {
    params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
    body: {
      integration_id: integration.id,
      external_id: `script-${Date.now()}`,
      currency: product.currency,
      order_total: product.price_amount,
      customer: { email: 'shopper@example.com' },
      products: [{ product_id: product.id, quantity: 1, price: product.price_amount }],
    },
  });
  if (created.error) throw new Error(`not recorded: ${created.error.code} ${created.error.detail}`);
  console.log(`recorded order ${created.data.data.id}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
