import { isProblem, type Problem } from '../../../shared-kernel/problems/problem';
import { appTotal } from './order';
import { assertOrderAcceptable, type OrderCheck } from './order-rules';

const acceptable: OrderCheck = {
  storeCurrency: 'EUR',
  currency: 'EUR',
  integrationAcceptsWrites: true,
  lines: [{ reference: 'product_id', known: true }],
  appTotal: 100,
};

function problemOf(check: Partial<OrderCheck>): Problem {
  try {
    assertOrderAcceptable({ ...acceptable, ...check });
  } catch (error) {
    if (isProblem(error)) return error;
    throw error;
  }
  throw new Error('expected a problem');
}

describe('recording an order', () => {
  it('accepts an order in the store currency, from an integration that accepts writes, of known products', () => {
    expect(() => assertOrderAcceptable(acceptable)).not.toThrow();
  });

  it('is a 409 store_currency_unavailable when the store has no currency, before anything else is looked at', () => {
    const problem = problemOf({ storeCurrency: null, currency: 'USD', integrationAcceptsWrites: false });
    expect({ status: problem.status, code: problem.code, errors: problem.errors }).toEqual({ status: 409, code: 'store_currency_unavailable', errors: undefined });
  });

  it('refuses another currency than the store’s at /currency', () => {
    const problem = problemOf({ currency: 'USD' });
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/currency', code: 'invalid' })]);
  });

  it('refuses an integration that does not accept writes with its own code at /integration_id', () => {
    expect(problemOf({ integrationAcceptsWrites: false }).errors).toEqual([expect.objectContaining({ pointer: '/integration_id', code: 'integration_does_not_accept_writes' })]);
  });

  it('points at the reference each unknown line used: product_id or external_id', () => {
    const problem = problemOf({
      lines: [
        { reference: 'product_id', known: true },
        { reference: 'product_id', known: false },
        { reference: 'external_id', known: false },
      ],
    });
    expect(problem.errors?.map((error) => error.pointer)).toEqual(['/products/1/product_id', '/products/2/external_id']);
  });

  it('names every failure at once, in pointer order', () => {
    const problem = problemOf({ currency: 'USD', integrationAcceptsWrites: false, lines: [{ reference: 'external_id', known: false }] });
    expect(problem.errors?.map((error) => error.pointer)).toEqual(['/currency', '/integration_id', '/products/0/external_id']);
  });

  it('refuses lines that add up beyond what integers hold exactly', () => {
    expect(problemOf({ appTotal: Number.MAX_SAFE_INTEGER + 2 }).errors).toEqual([expect.objectContaining({ pointer: '/products' })]);
  });

  it('app_total is the sum of price times quantity over the lines', () => {
    expect(appTotal([{ price: 1250, quantity: 2 }, { price: 999, quantity: 3 }])).toBe(5497);
    expect(appTotal([])).toBe(0);
  });
});
