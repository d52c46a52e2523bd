import type { Container } from 'inversify';
import type { OperatorCalls } from '../operator-calls';
import type { SeededCustomiser } from './catalogue.seed';
import type { SeededStore } from './identity.seed';
import { demoCalls } from './demo-calls';
import { sendFile } from './demo-files';

export interface SeededCommerce {
  products: number[];
  orders: number[];
  quotes: number[];
}

const ADDRESS = {
  first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Signs Ltd', address_1: '12 Engine Street', address_2: '',
  city: 'London', state: '', postcode: 'N1 9GU', country: 'GB', phone: '+44 20 7946 0000', email: 'ada@customer.example',
};

const SKETCH = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><text x="4" y="28" font-size="24">OPEN</text></svg>\n');

/**
 * A shopper's sketch, sent as a storefront sends one (declared as a form attachment, its bytes put to the
 * signed target), then taken for the quote as a form submission takes it, so that its file can be
 * downloaded with quotes:read. Answers the file as the quote keeps it.
 */
async function sendSketch(calls: OperatorCalls): Promise<unknown[]> {
  const uploadId = await sendFile(calls, 'createStorefrontUpload', { purpose: 'form_attachment', filename: 'sketch.svg', contentType: 'image/svg+xml', bytes: SKETCH });
  return (await calls.resource<{ files: unknown[] }>('takeFormAttachments', { body: { upload_ids: [uploadId] } })).files;
}

/**
 * Products synchronised by the store's custom integration, orders of them (each queues its order email)
 * and quote requests on a customiser's form, so that listings, resend and analytics have data. Stores
 * without a currency get none: they cannot take products or orders.
 */
export async function seedOrders(container: Container, store: SeededStore, customisers: readonly SeededCustomiser[]): Promise<SeededCommerce> {
  const integration = store.integrations.find((candidate) => candidate.accepts_writes);
  const customiser = customisers[0];
  if (store.currency === null || !integration || !customiser) return { products: [], orders: [], quotes: [] };
  const currency = store.currency;
  const calls = demoCalls(container, store.id);

  const products: { id: number; storeProductId: string }[] = [];
  for (const [index, title] of ['Neon "Open" sign', 'Channel letters "CAFE"'].entries()) {
    const storeProductId = `demo-${store.id}-${index + 1}`;
    const product = await calls.resource<{ id: number }>('synchroniseProduct', {
      params: { customiser_id: String(customiser.id) },
      body: {
        integration_id: integration.id, store_product_id: storeProductId, title, description: `${title}, made to order.`,
        price_amount: 12900 + index * 10000, compare_at_amount: 0, currency, width_cm: 80 + index * 40, height_cm: 30 + index * 10, length_cm: null,
        customisations: [{ key: 'colour', label: 'Colour', value: index === 0 ? 'Warm white' : 'Red' }],
        artwork: { preview_image_url: `https://cdn.signwright.example/demo/${storeProductId}.png` },
      },
    });
    products.push({ id: product.id, storeProductId });
  }

  const orders: number[] = [];
  for (const [index, product] of products.entries()) {
    const order = await calls.resource<{ id: number }>('createOrder', {
      body: {
        integration_id: integration.id, external_id: `demo-order-${store.id}-${index + 1}`, external_order_number: `#${5001 + index}`,
        currency, order_total: 12900 + index * 20000 + 995, shipping_line: 'Tracked courier',
        customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@customer.example', phone: '+44 20 7946 0000', external_id: 'customer-1' },
        billing_address: ADDRESS, shipping_address: ADDRESS,
        // The first names its product by our id, the second by the integration's own id.
        products: [index === 0 ? { product_id: product.id, quantity: 1 } : { external_id: product.storeProductId, quantity: 1 }],
      },
    });
    orders.push(order.id);
  }

  const quotes: number[] = [];
  const form = await calls.resource<{ fields: { field_id: string }[] }>('getForm', { params: { customiser_id: String(customiser.id), form_id: String(customiser.forms.other) } });
  const [emailField] = form.fields;
  for (const [index, name] of ['Grace Hopper', 'Alan Turing'].entries()) {
    const email = `${name.split(' ')[0]!.toLowerCase()}@shopper.example`;
    // The sketch is taken by the quote that holds it: both in one transaction, as a submission takes it.
    const quote = await calls.together(async () =>
      calls.resource<{ id: number }>('recordQuote', {
        body: {
          customiser_id: customiser.id, form_id: customiser.forms.other,
          answers: emailField ? [{ field_id: emailField.field_id, value: email }] : [],
          files: index === 0 ? await sendSketch(calls) : [],
          contact: { name, email, phone: index === 0 ? '+1 555 0100' : null },
        },
      }),
    );
    quotes.push(quote.id);
  }
  return { products: products.map((product) => product.id), orders, quotes };
}
