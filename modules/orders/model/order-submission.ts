import { fieldCode } from '../../../shared-kernel/validation/strict-parsing';
import { z } from '../../../shared-kernel/validation/zod';
import type { Address, Customer } from '../domain/order';

/**
 * The order an integration submits: what POST /api/v3/orders and its previous generation accept, and
 * the command that records it. One model for both presenters, so that the two never drift apart; what
 * its members mean is the HTTP adapter's (adapters/http/order-submission.schemas.ts).
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

const addressInput = z.strictObject({
  first_name: text(100),
  last_name: text(100),
  company: text(200),
  address_1: text(255),
  address_2: text(255),
  city: text(100),
  state: text(100),
  postcode: text(20),
  country: text(100),
  phone: text(50),
  email: text(254),
});

const lineInput = z
  .strictObject({
    product_id: z.number().int().positive().optional(),
    external_id: z.string().trim().min(1).max(255).optional(),
    quantity: z.number().int().min(1).max(10_000).default(1),
    price: z.number().int().min(0).max(MONEY).optional(),
  })
  .superRefine((line, context) => {
    if (line.product_id === undefined && line.external_id === undefined) {
      context.addIssue({ code: 'custom', path: ['product_id'], message: 'Give product_id or external_id.', params: fieldCode('required') });
    } else if (line.product_id !== undefined && line.external_id !== undefined) {
      context.addIssue({ code: 'custom', path: ['external_id'], message: 'Give product_id or external_id, not both.', params: fieldCode('prohibited') });
    }
  });

export const orderSubmission = z.strictObject({
  integration_id: z.number().int().positive(),
  external_id: z.string().trim().min(1).max(255),
  external_order_number: text(255),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
  order_total: z.number().int().min(0).max(MONEY),
  shipping_line: text(1000),
  customer: z.strictObject({
    first_name: text(100),
    last_name: text(100),
    email: z.string().trim().email().max(254),
    phone: text(50),
    external_id: text(255),
  }),
  billing_address: addressInput.nullish(),
  shipping_address: addressInput.nullish(),
  products: z.array(lineInput).min(1).max(250),
});

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
