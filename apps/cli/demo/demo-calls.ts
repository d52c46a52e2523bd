import type { Container } from 'inversify';
import { OperatorCalls } from '../operator-calls';

/**
 * How the demo data goes in: as a client's would, each write a declared operation run through the
 * pipeline (the Store API's, acting for the store; an operator's where the Store API has none), as
 * the service itself. Recorded as `demo seed`, the command that runs them.
 */
export function demoCalls(container: Container, storeId?: number): OperatorCalls {
  const calls = OperatorCalls.of(container, 'demo seed');
  return storeId === undefined ? calls : calls.forStore(storeId);
}
