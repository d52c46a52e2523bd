/** A postal address of an order, field for field as the spec's webhook order names them. */
export interface Address {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
  email: string;
}

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  externalId: string;
}

/**
 * The product as the catalogue published it when the order was recorded (its `product` resource). An
 * order keeps this copy, so later changes to the product never rewrite what was ordered.
 */
export interface ProductSnapshot {
  id: number;
  title: string;
  store_product_id: string | null;
  width_cm: number | null;
  height_cm: number | null;
  length_cm: number | null;
  customisations: { key: string; label: string; value: string }[];
  artwork: Record<string, string> | null;
  [field: string]: unknown;
}

export interface OrderLine {
  productId: number;
  quantity: number;
  /** Price of one item, in minor units of the order's currency. */
  price: number;
  product: ProductSnapshot;
}

/** A completed order a custom integration recorded for its store. Money is in minor units. */
export interface Order {
  id: number;
  storeId: number;
  integrationId: number;
  /** Per store, increasing, given by the service. */
  orderNumber: number;
  externalId: string;
  externalOrderNumber: string;
  currency: string;
  /** What the integration charged. */
  orderTotal: number;
  /** What the service's products add up to: the sum of price × quantity over the lines. */
  appTotal: number;
  shippingLine: string;
  customer: Customer;
  billingAddress: Address;
  shippingAddress: Address;
  lines: OrderLine[];
  createdAt: Date;
  updatedAt: Date;
}

export type NewOrder = Omit<Order, 'id' | 'createdAt' | 'updatedAt'>;

/** The first order number of every store; numbers then rise by one. */
export const FIRST_ORDER_NUMBER = 1001;

export function appTotal(lines: readonly Pick<OrderLine, 'price' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}
