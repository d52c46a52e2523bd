import { aLine, anOrder, anOrderedProduct } from '../test-support/an-order';
import { ORDER_CREATED, orderCreatedPayload } from './order-created';

describe('the order:created payload', () => {
  it('is {order: …} in the spec’s webhook order shape, field for field', () => {
    const order = anOrder();
    const { order: shape } = orderCreatedPayload(order);
    expect(ORDER_CREATED).toBe('order:created');
    expect(Object.keys(shape).sort()).toEqual(
      ['order_id', 'order_number', 'external_order_number', 'external_id', 'order_total', 'app_total', 'currency', 'shipping_line', 'billing_address', 'shipping_address', 'customer', 'products', 'created_at', 'updated_at'].sort(),
    );
    expect(Object.keys(shape.billing_address).sort()).toEqual(
      ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone', 'email', 'created_at', 'updated_at'].sort(),
    );
    expect(Object.keys(shape.customer).sort()).toEqual(['first_name', 'last_name', 'phone', 'email', 'external_id', 'created_at', 'updated_at'].sort());
    expect(shape).toMatchObject({ order_id: 41, order_number: 1001, order_total: 13895, app_total: 12900, currency: 'EUR', created_at: '2026-03-04T10:00:00.000Z' });
  });

  it('lists each line as the product payload kept when ordered, uploads with their stored paths, and the line’s quantity and unit_price', () => {
    const product = anOrderedProduct({ product_id: 12, title: 'Channel letters', price: 12900 });
    const { order } = orderCreatedPayload(anOrder({ lines: [aLine({ product, quantity: 3, price: 500 })] }));
    expect(order.products).toEqual([{ ...product, quantity: 3, unit_price: 500 }]);
    expect(order.products[0]).toMatchObject({ price: 12900, uploads: [{ url: product.product_image_url, type: 'product_image', path: 'design-previews/open.svg' }] });
  });
});
