import { aNewKey } from '../../support/operator';
import type { TestService } from '../../support/test-service';

export type Seed = Awaited<ReturnType<TestService['seed']>>;
export type SeededStore = Seed['stores'][number];

export const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

let keyCount = 0;
export const idempotencyKey = (label = 'order') => `${label}-${Date.now()}-${(keyCount += 1)}`;

/** A fresh key, so that a test's budgets and quotas are its own. */
export async function newKey(service: TestService, storeId: number, scopes: string[]): Promise<string> {
  return (await aNewKey(service, storeId, { name: `orders test ${(keyCount += 1)}`, scopes })).secret;
}

export const address = (overrides: Record<string, string> = {}) => ({
  first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Signs', address_1: '12 Engine Street', address_2: 'Unit 4',
  city: 'London', state: 'Greater London', postcode: 'N1 9GU', country: 'GB', phone: '+44 20 7946 0000', email: 'ada@customer.example',
  ...overrides,
});

/** A valid order body for a seeded store: its enabled custom integration, its currency, its first product. */
export function orderBody(store: SeededStore, overrides: Record<string, unknown> = {}) {
  return {
    integration_id: store.integrations.find((integration) => integration.accepts_writes)!.id,
    external_id: `ext-${(keyCount += 1)}`,
    external_order_number: '#5001',
    currency: 'EUR',
    order_total: 26795,
    shipping_line: 'Tracked courier',
    customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@customer.example', phone: '+44 20 7946 0000', external_id: 'customer-1' },
    billing_address: address(),
    shipping_address: address({ address_2: '' }),
    products: [{ product_id: store.products[0]!, quantity: 2, price: 12900 }],
    ...overrides,
  };
}
