import type { AnyRoute } from './route';
import { mountOrder } from './mount-order';

const route = (path: string) => ({ method: 'get', path }) as AnyRoute;

describe('the order routes are mounted in (a fixed word is tried before a parameter)', () => {
  it('puts a path with a fixed segment before one with a parameter where they first differ, whatever order they were declared in', () => {
    const declared = ['/api/v3/customisers/{customiser_id}', '/api/v3/customisers', '/api/v3/customisers/copy', '/api/v3/customisers/{customiser_id}/pricing'].map(route);
    expect(mountOrder(declared).map((mounted) => mounted.path)).toEqual([
      '/api/v3/customisers', '/api/v3/customisers/copy', '/api/v3/customisers/{customiser_id}', '/api/v3/customisers/{customiser_id}/pricing',
    ]);
  });

  it('keeps the declared order of routes of one shape', () => {
    const declared = ['/api/v3/quotes/{quote_id}', '/api/v3/orders', '/api/v3/quotes', '/api/v3/orders/{order_id}'].map(route);
    expect(mountOrder(declared).map((mounted) => mounted.path)).toEqual(['/api/v3/orders', '/api/v3/quotes', '/api/v3/quotes/{quote_id}', '/api/v3/orders/{order_id}']);
  });
});
