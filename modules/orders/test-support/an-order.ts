import type { Address, Order, OrderLine, ProductSnapshot } from '../domain/order';

export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    firstName: 'Ada', lastName: 'Lovelace', company: '', address1: '12 Engine Street', address2: '', city: 'London',
    state: '', postcode: 'N1 9GU', country: 'GB', phone: '', email: '', ...overrides,
  };
}

export function aProduct(overrides: Partial<ProductSnapshot> = {}): ProductSnapshot {
  return {
    object: 'product', id: 7, customiser_id: 3, integration_id: 1, store_product_id: 'sku-7', title: 'Neon "Open" sign',
    price_amount: 12900, compare_at_amount: 0, currency: 'EUR', image_url: null, description: '', width_cm: 80, height_cm: 30,
    length_cm: null, customisations: [{ key: 'colour', label: 'Colour', value: 'Warm white' }], artwork: null,
    created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', ...overrides,
  };
}

export function aLine(overrides: Partial<OrderLine> = {}): OrderLine {
  const product = overrides.product ?? aProduct();
  return { productId: product.id, quantity: 1, price: 12900, product, ...overrides };
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
