import type { Generated } from 'kysely';

/** Row types of the orders schema; they never leave this folder. */
export interface OrdersTables {
  'orders.order_numbers': { store_id: number; last_number: number };
  'orders.orders': {
    id: Generated<number>;
    store_id: number;
    integration_id: number;
    order_number: number;
    external_id: string;
    external_order_number: string;
    currency: string;
    order_total: number;
    app_total: number;
    shipping_line: string;
    customer: unknown;
    billing_address: unknown;
    shipping_address: unknown;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  'orders.order_lines': {
    order_id: number;
    position: number;
    product_id: number;
    quantity: number;
    price: number;
    product: unknown;
  };
  'orders.order_emails': {
    id: Generated<number>;
    store_id: number;
    order_id: number;
    reason: string;
    status: string;
    recipient: string | null;
    failure_reason: string | null;
    created_at: Generated<Date>;
    sent_at: Date | null;
    failed_at: Date | null;
  };
  'orders.quote_emails': {
    id: Generated<number>;
    store_id: number;
    quote_id: number;
    status: string;
    reason: string | null;
    created_at: Generated<Date>;
    finished_at: Date | null;
  };
  'orders.quote_email_recipients': {
    quote_email_id: number;
    recipient: string;
    status: string;
    updated_at: Date;
  };
  'orders.quotes': {
    id: Generated<number>;
    store_id: number;
    customiser_id: number;
    form_id: number;
    answers: unknown;
    files: unknown;
    contact_name: string | null;
    contact_email: string | null;
    contact_phone: string | null;
    created_at: Generated<Date>;
  };
}

/** jsonb goes in as text; pg hands it back parsed, PGlite sometimes as text. */
export const toJson = (value: unknown): string => JSON.stringify(value);
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
