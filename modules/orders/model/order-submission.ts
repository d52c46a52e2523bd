import { fieldCode } from '../../../shared-kernel/validation/strict-parsing';
import { z } from '../../../shared-kernel/validation/zod';
import type { Address, Customer } from '../domain/order';

/**
 * The order an integration submits: what POST /api/v3/orders and its previous generation accept, and
 * the command that records it. One model for both presenters, so that the two never drift apart.
 */

/** A line names its product by the service's id or by the integration's own id; price defaults to the product's. */
export type OrderLineInput = ({ productId: number } | { externalId: string }) & { quantity: number; price?: number };

export interface RecordOrderCommand {
  integrationId: number;
  externalId: string;
  externalOrderNumber: string;
  currency: string;
  orderTotal: number;
  shippingLine: string;
  customer: Customer;
  billingAddress: Address;
  shippingAddress: Address;
  lines: OrderLineInput[];
}

/** An optional text field; absent or null is the empty string the webhook order shows. */
const text = (max: number) => z.string().trim().max(max).nullish().transform((value) => value ?? '');
const MONEY = 1_000_000_000_000;

const described = (max: number, what: string) => text(max).openapi({ description: `${what}, up to ${max} characters; null or absent is kept as empty.` });

const addressInput = z
  .strictObject({
    first_name: described(100, 'The first (given) name'),
    last_name: described(100, 'The last (family) name'),
    company: described(200, 'The company name'),
    address_1: described(255, 'The first line of the street address'),
    address_2: described(255, 'The second line of the street address'),
    city: described(100, 'The city or town'),
    state: described(100, 'The state, province or region'),
    postcode: described(20, 'The postal code'),
    country: described(100, 'The country (a code or a name)'),
    phone: described(50, 'The phone number'),
    email: described(254, 'The email address, as the shop took it (not checked)'),
  })
  .openapi('OrderAddressInput');

const lineInput = z
  .strictObject({
    product_id: z.number().int().positive().optional().openapi({ description: 'The product id of this service; or give external_id' }),
    external_id: z.string().trim().min(1).max(255).optional().openapi({ description: 'The integration’s own id: store_product_id, or the external_id answered to product:created' }),
    quantity: z.number().int().min(1).max(10_000).default(1).openapi({ description: 'How many were ordered, 1 to 10,000. Default 1.' }),
    price: z.number().int().min(0).max(MONEY).optional().openapi({ description: 'The price of one item as sold, in minor units of the order’s currency; defaults to the product’s `price_amount`.' }),
  })
  .superRefine((line, context) => {
    if (line.product_id === undefined && line.external_id === undefined) {
      context.addIssue({ code: 'custom', path: ['product_id'], message: 'Give product_id or external_id.', params: fieldCode('required') });
    } else if (line.product_id !== undefined && line.external_id !== undefined) {
      context.addIssue({ code: 'custom', path: ['external_id'], message: 'Give product_id or external_id, not both.', params: fieldCode('prohibited') });
    }
  });

export const orderSubmission = z
  .strictObject({
    integration_id: z.number().int().positive().openapi({ description: 'The id of the store’s integration recording the order: an enabled `custom` integration (`accepts_writes` true).' }),
    external_id: z.string().trim().min(1).max(255).openapi({ description: 'The integration’s own id of the order, 1 to 255 characters.' }),
    external_order_number: described(255, 'The order number the integration’s shop shows'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code').openapi({ description: 'The ISO 4217 code of the order’s currency: must be the store’s (409 `store_currency_unavailable` while the store has none).' }),
    order_total: z.number().int().min(0).max(MONEY).openapi({ description: 'What the shop charged for the whole order, in minor units of `currency` (cents for USD): an integer, 0 to 10¹².' }),
    shipping_line: described(1000, 'The shipping method as the shop names it'),
    customer: z
      .strictObject({
        first_name: described(100, 'The customer’s first (given) name'),
        last_name: described(100, 'The customer’s last (family) name'),
        email: z.string().trim().email().max(254).openapi({ description: 'The customer’s email address, up to 254 characters.' }),
        phone: described(50, 'The customer’s phone number'),
        external_id: described(255, 'The integration’s own id of the customer'),
      })
      .openapi({ description: 'Who ordered.' }),
    // Described by the contract's glossary: a description here would inline the OrderAddressInput component.
    billing_address: addressInput.nullish(),
    shipping_address: addressInput.nullish(),
    products: z.array(lineInput).min(1).max(250).openapi({ description: 'The lines of the order, 1 to 250, each naming a product of the store.' }),
  })
  .openapi('OrderCreate');

export type OrderSubmission = z.output<typeof orderSubmission>;

const noAddress = addressInput.parse({});

function toAddress(input: z.output<typeof addressInput> | null | undefined): Address {
  const address = input ?? noAddress;
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    company: address.company,
    address1: address.address_1,
    address2: address.address_2,
    city: address.city,
    state: address.state,
    postcode: address.postcode,
    country: address.country,
    phone: address.phone,
    email: address.email,
  };
}

function toCustomer(input: OrderSubmission['customer']): Customer {
  return { firstName: input.first_name, lastName: input.last_name, email: input.email, phone: input.phone, externalId: input.external_id };
}

/** The submission as the command that records it: one mapping for every presenter that records orders (v3, v2). */
export function recordOrderCommand(body: OrderSubmission): RecordOrderCommand {
  return {
    integrationId: body.integration_id,
    externalId: body.external_id,
    externalOrderNumber: body.external_order_number,
    currency: body.currency,
    orderTotal: body.order_total,
    shippingLine: body.shipping_line,
    customer: toCustomer(body.customer),
    billingAddress: toAddress(body.billing_address),
    shippingAddress: toAddress(body.shipping_address),
    lines: body.products.map((line) => ({
      ...(line.product_id !== undefined ? { productId: line.product_id } : { externalId: line.external_id! }),
      quantity: line.quantity,
      ...(line.price !== undefined ? { price: line.price } : {}),
    })),
  };
}
