import { Problems } from '../../../shared-kernel/problems/problems';
import type { ProblemFieldError } from '../../../shared-kernel/problems/problem';

/** What the service found out about an order before accepting it. */
export interface OrderCheck {
  storeCurrency: string | null;
  currency: string;
  integrationAcceptsWrites: boolean;
  /** Per line, in body order: how the line named its product and whether the store knows it. */
  lines: readonly { reference: 'product_id' | 'external_id'; known: boolean }[];
  appTotal: number;
}

/**
 * The rules of recording an order: the store must have a currency (409), and the order must be in it,
 * come from an integration that accepts writes and name only products the store knows (422, every
 * failure at once, in pointer order).
 */
export function assertOrderAcceptable(check: OrderCheck): void {
  if (check.storeCurrency === null) throw Problems.storeCurrencyUnavailable();
  const errors: ProblemFieldError[] = [];
  if (check.currency !== check.storeCurrency) {
    errors.push({ pointer: '/currency', code: 'invalid', detail: `Must equal the store currency ${check.storeCurrency}.` });
  }
  if (!check.integrationAcceptsWrites) {
    errors.push({ pointer: '/integration_id', code: 'integration_does_not_accept_writes', detail: 'Name an enabled custom integration of this store.' });
  }
  check.lines.forEach((line, index) => {
    if (!line.known) {
      errors.push({ pointer: `/products/${index}/${line.reference}`, code: 'invalid', detail: 'No product of this store has this id.' });
    }
  });
  if (errors.length === 0 && !Number.isSafeInteger(check.appTotal)) {
    errors.push({ pointer: '/products', code: 'invalid', detail: 'The lines add up to more than the service can count.' });
  }
  if (errors.length > 0) throw Problems.validationFailed(errors);
}
