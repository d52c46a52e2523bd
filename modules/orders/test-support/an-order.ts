import type { Address, Order, OrderLine, OrderedProduct } from '../domain/order';

export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    firstName: 'Ada', lastName: 'Lovelace', company: '', address1: '12 Engine Street', address2: '', city: 'London',
    state: '', postcode: 'N1 9GU', country: 'GB', phone: '', email: '', ...overrides,
  };
}

/** A line's product as the catalogue's product payload gives it, with the stored path of its drawing. */
export function anOrderedProduct(overrides: Partial<OrderedProduct> = {}): OrderedProduct {
  return {
    product_id: 7, title: 'Neon "Open" sign', description: 'Colour: Warm white', description_html: '<ul><li>Colour: Warm white</li></ul>',
    external_id: 'sku-7', external_data: { customisations: [{ key: 'colour', label: 'Colour', value: 'Warm white' }], design: null, dimensions: { width_cm: 80, height_cm: 30, length_cm: null }, artwork: null },
    price: 12900, compare_price: 0, customiser_id: 3, logo_upload_id: null, product_image_url: 'https://api.signs.example/storefront/v1/design-previews/open.svg',
    uploads: [{ url: 'https://api.signs.example/storefront/v1/design-previews/open.svg', type: 'product_image', path: 'design-previews/open.svg' }],
    created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', ...overrides,
  };
}

export function aLine(overrides: Partial<OrderLine> = {}): OrderLine {
  const product = overrides.product ?? anOrderedProduct();
  return { productId: product.product_id, quantity: 1, price: 12900, product, ...overrides };
}

/** An order as the repository hands it back; override what a test is about. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const lines = overrides.lines ?? [aLine()];
  return {
    id: 41, storeId: 5, integrationId: 9, orderNumber: 1001, externalId: 'ext-1', externalOrderNumber: '#5001', currency: 'EUR',
    orderTotal: 13895, appTotal: lines.reduce((sum, line) => sum + line.price * line.quantity, 0), shippingLine: 'Courier',
    customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@customer.example', phone: '', externalId: 'c-1' },
    billingAddress: anAddress(), shippingAddress: anAddress(), lines,
    createdAt: new Date('2026-03-04T10:00:00Z'), updatedAt: new Date('2026-03-04T10:00:00Z'), ...overrides,
  };
}
