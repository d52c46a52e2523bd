import type { Address, Order } from './order';

/** The topic of the event recording an order emits (spec, Events). */
export const ORDER_CREATED = 'order:created';

function addressShape(address: Address, order: Order) {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    address_1: address.address1,
    address_2: address.address2,
    city: address.city,
    state: address.state,
    postcode: address.postcode,
    country: address.country,
    phone: address.phone,
    email: address.email,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

/**
 * The order in the spec's "Order as delivered by webhook" shape: the `order:created` payload, and what
 * the API's order operations answer (with `object` and `id` beside it).
 */
export function orderWebhookShape(order: Order) {
  return {
    order_id: order.id,
    order_number: order.orderNumber,
    external_order_number: order.externalOrderNumber,
    external_id: order.externalId,
    order_total: order.orderTotal,
    app_total: order.appTotal,
    currency: order.currency,
    shipping_line: order.shippingLine,
    billing_address: addressShape(order.billingAddress, order),
    shipping_address: addressShape(order.shippingAddress, order),
    customer: {
      first_name: order.customer.firstName,
      last_name: order.customer.lastName,
      phone: order.customer.phone,
      email: order.customer.email,
      external_id: order.customer.externalId,
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
    },
    // The product payload keeps its own `price` (the product's); the line's terms sit beside it under their own names.
    products: order.lines.map((line) => ({ ...line.product, quantity: line.quantity, unit_price: line.price })),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

export type OrderWebhookShape = ReturnType<typeof orderWebhookShape>;

/** The `order:created` payload: `{order: <Order as delivered by webhook>}`. */
export function orderCreatedPayload(order: Order): { order: OrderWebhookShape } {
  return { order: orderWebhookShape(order) };
}
