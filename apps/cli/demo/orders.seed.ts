import type { Container } from 'inversify';
import { actingForStore } from '../../../shared-kernel/request-context';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { CatalogueTokens, type GetOptionRowService, type SynchroniseProductService } from '../../../modules/catalogue';
import { OrdersTokens, type Address, type RecordOrderService, type RecordQuoteService, type SubmittedFile } from '../../../modules/orders';
import { UploadsTokens, type AttachFormAttachmentsService, type DeclareUploadService, type ReceiveUploadBytesService } from '../../../modules/uploads';
import type { SeededCustomiser } from './catalogue.seed';
import type { SeededStore } from './identity.seed';

export interface SeededCommerce {
  products: number[];
  orders: number[];
  quotes: number[];
}

const ADDRESS: Address = {
  firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Signs Ltd', address1: '12 Engine Street', address2: '',
  city: 'London', state: '', postcode: 'N1 9GU', country: 'GB', phone: '+44 20 7946 0000', email: 'ada@customer.example',
};

/**
 * Products synchronised by the store's custom integration, orders of them (each queues its order email)
 * and quote requests on a customiser's form, so that listings, resend and analytics have data. Stores
 * without a currency get none: they cannot take products or orders.
 */
const SKETCH = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><text x="4" y="28" font-size="24">OPEN</text></svg>\n');

/** A shopper's sketch, sent as a storefront sends one: declared as a form attachment, its bytes put to the signed target. */
async function sendSketch(container: Container): Promise<string> {
  const { upload, target } = await container.get<DeclareUploadService>(UploadsTokens.DeclareUpload).declare({
    purpose: 'form_attachment', filename: 'sketch.svg', contentType: 'image/svg+xml', byteSize: SKETCH.length,
  });
  const url = new URL(target.url);
  await container.get<ReceiveUploadBytesService>(UploadsTokens.ReceiveUploadBytes).receive({
    uploadId: upload.id, expiresAtSeconds: Number(url.searchParams.get('expires')), signature: url.searchParams.get('signature') ?? '', contentType: upload.contentType, bytes: SKETCH,
  });
  return upload.id;
}

/** The quote takes the sketch, as a form submission does, so that its file can be downloaded with quotes:read. */
async function attachSketch(container: Container, uploadId: string): Promise<SubmittedFile[]> {
  const [file] = await container.get<AttachFormAttachmentsService>(UploadsTokens.AttachFormAttachments).attach([uploadId]);
  return [{ upload_id: file!.uploadId, filename: file!.filename, content_type: file!.contentType, byte_size: file!.byteSize }];
}

export async function seedOrders(container: Container, store: SeededStore, customisers: readonly SeededCustomiser[]): Promise<SeededCommerce> {
  const integration = store.integrations.find((candidate) => candidate.accepts_writes);
  const customiser = customisers[0];
  if (store.currency === null || !integration || !customiser) return { products: [], orders: [], quotes: [] };
  const currency = store.currency;
  const unitOfWork = container.get<UnitOfWork>(UNIT_OF_WORK);
  const inStore = <T>(work: () => Promise<T>) => actingForStore(store.id, () => unitOfWork.run(work));

  const products: { id: number; storeProductId: string }[] = [];
  for (const [index, title] of ['Neon "Open" sign', 'Channel letters "CAFE"'].entries()) {
    const storeProductId = `demo-${store.id}-${index + 1}`;
    const product = await inStore(() =>
      container.get<SynchroniseProductService>(CatalogueTokens.SynchroniseProduct).synchronise(customiser.id, {
        integrationId: integration.id, storeProductId, title, description: `${title}, made to order.`,
        priceAmount: 12900 + index * 10000, compareAtAmount: 0, currency, widthCm: 80 + index * 40, heightCm: 30 + index * 10, lengthCm: null,
        customisations: [{ key: 'colour', label: 'Colour', value: index === 0 ? 'Warm white' : 'Red' }],
        artwork: { preview_image_url: `https://cdn.signwright.example/demo/${storeProductId}.png` },
      }),
    );
    products.push({ id: product.id, storeProductId });
  }

  const orders: number[] = [];
  for (const [index, product] of products.entries()) {
    const order = await inStore(() =>
      container.get<RecordOrderService>(OrdersTokens.RecordOrder).record({
        integrationId: integration.id, externalId: `demo-order-${store.id}-${index + 1}`, externalOrderNumber: `#${5001 + index}`,
        currency, orderTotal: 12900 + index * 20000 + 995, shippingLine: 'Tracked courier',
        customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@customer.example', phone: '+44 20 7946 0000', externalId: 'customer-1' },
        billingAddress: ADDRESS, shippingAddress: ADDRESS,
        // The first names its product by our id, the second by the integration's own id.
        lines: [index === 0 ? { productId: product.id, quantity: 1 } : { externalId: product.storeProductId, quantity: 1 }],
      }),
    );
    orders.push(order.id);
  }

  const quotes: number[] = [];
  const form = await inStore(() => container.get<GetOptionRowService>(CatalogueTokens.GetOptionRow).get('forms', customiser.id, customiser.forms.other));
  const [emailField] = form.attributes.fields as { field_id: string }[];
  for (const [index, name] of ['Grace Hopper', 'Alan Turing'].entries()) {
    const email = `${name.split(' ')[0]!.toLowerCase()}@shopper.example`;
    const sketch = index === 0 ? await inStore(() => sendSketch(container)) : undefined;
    const quote = await inStore(async () =>
      container.get<RecordQuoteService>(OrdersTokens.RecordQuote).record({
        customiserId: customiser.id, formId: customiser.forms.other,
        answers: emailField ? [{ fieldId: emailField.field_id, value: email }] : [],
        files: sketch ? await attachSketch(container, sketch) : [],
        contact: { name, email, phone: index === 0 ? '+1 555 0100' : null },
      }),
    );
    quotes.push(quote.id);
  }
  return { products: products.map((product) => product.id), orders, quotes };
}
