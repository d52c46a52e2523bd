import { documented, type DocumentationNode } from '../../../../infra/openapi/documented';
import { orderSubmission } from '../../model/order-submission';

/**
 * The order an integration submits (the model's `orderSubmission`, which checks it) as the contract
 * publishes it: OrderCreate, its addresses OrderAddressInput.
 */

/** An optional text member: the model keeps absent or null as the empty string. */
const upTo = (max: number, what: string) => `${what}, up to ${max} characters; null or absent is kept as empty.`;

const ADDRESS: DocumentationNode = {
  component: 'OrderAddressInput',
  shape: {
    first_name: upTo(100, 'The first (given) name'),
    last_name: upTo(100, 'The last (family) name'),
    company: upTo(200, 'The company name'),
    address_1: upTo(255, 'The first line of the street address'),
    address_2: upTo(255, 'The second line of the street address'),
    city: upTo(100, 'The city or town'),
    state: upTo(100, 'The state, province or region'),
    postcode: upTo(20, 'The postal code'),
    country: upTo(100, 'The country (a code or a name)'),
    phone: upTo(50, 'The phone number'),
    email: upTo(254, 'The email address, as the shop took it (not checked)'),
  },
};

export const orderSubmissionBody = documented(orderSubmission, {
  component: 'OrderCreate',
  shape: {
    integration_id: 'The id of the store’s integration recording the order: an enabled `custom` integration (`accepts_writes` true).',
    external_id: 'The integration’s own id of the order, 1 to 255 characters.',
    external_order_number: upTo(255, 'The order number the integration’s shop shows'),
    currency: 'The ISO 4217 code of the order’s currency: must be the store’s (409 `store_currency_unavailable` while the store has none).',
    order_total: 'What the shop charged for the whole order, in minor units of `currency` (cents for USD): an integer, 0 to 10¹².',
    shipping_line: upTo(1000, 'The shipping method as the shop names it'),
    customer: {
      description: 'Who ordered.',
      shape: {
        first_name: upTo(100, 'The customer’s first (given) name'),
        last_name: upTo(100, 'The customer’s last (family) name'),
        email: 'The customer’s email address, up to 254 characters.',
        phone: upTo(50, 'The customer’s phone number'),
        external_id: upTo(255, 'The integration’s own id of the customer'),
      },
    },
    // Described by the contract's glossary: a description here would inline the OrderAddressInput component.
    billing_address: { unwrapped: ADDRESS },
    shipping_address: { unwrapped: ADDRESS },
    products: {
      description: 'The lines of the order, 1 to 250, each naming a product of the store.',
      element: {
        shape: {
          product_id: 'The product id of this service; or give external_id',
          external_id: 'The integration’s own id: store_product_id, or the external_id answered to product:created',
          quantity: 'How many were ordered, 1 to 10,000. Default 1.',
          price: 'The price of one item as sold, in minor units of the order’s currency; defaults to the product’s `price_amount`.',
        },
      },
    },
  },
});
