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

/** A file the service keeps for an ordered product: where it is published, and where it is stored. */
export interface OrderedProductUpload {
  url: string;
  type: string;
  path: string;
}

/** What a maker needs of a product, as the product payload carries it in `external_data`. */
export interface ProductMaking {
  customisations: { key: string; label: string; value: string }[];
  design: Record<string, unknown> | null;
  dimensions: { width_cm: number | null; height_cm: number | null; length_cm: number | null };
  artwork: Record<string, string> | null;
}

/**
 * The product as the catalogue's product payload showed it when the order was recorded (the product of
 * product:created), each upload with its stored path. An order keeps this copy, so later changes to the
 * product never rewrite what was ordered.
 */
export interface OrderedProduct {
  product_id: number;
  title: string;
  description: string;
  description_html: string;
  /** The integration's own id of the product, empty when it has none. */
  external_id: string;
  external_data: ProductMaking;
  /** The product's price (not the line's), minor units. */
  price: number;
  compare_price: number;
  customiser_id: number;
  logo_upload_id: number | null;
  product_image_url: string;
  uploads: OrderedProductUpload[];
  created_at: string;
  updated_at: string;
}

export interface OrderLine {
  productId: number;
  quantity: number;
  /** Price of one item as ordered, in minor units of the order's currency. */
  price: number;
  product: OrderedProduct;
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
