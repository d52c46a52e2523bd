import { injectable } from 'inversify';
import { currentRequestContext, type RequestContext } from '../../../shared-kernel/request-context';
import type { StoreWithIntegrations } from './ports';

/**
 * The calling key's store as authentication read it, kept for the rest of that request only: stores/me
 * answers from it instead of reading the store again (one round trip instead of two on the busiest
 * read). Held per request context, so it goes when the request does and never serves another one.
 */
@injectable()
export class AuthenticatedStores {
  private readonly byRequest = new WeakMap<RequestContext, StoreWithIntegrations>();

  remember(store: StoreWithIntegrations): void {
    const context = currentRequestContext();
    if (context) this.byRequest.set(context, store);
  }

  /** The store authentication read in this request, if it is `storeId`'s. */
  recall(storeId: number): StoreWithIntegrations | undefined {
    const context = currentRequestContext();
    const found = context && this.byRequest.get(context);
    return found?.store.id === storeId ? found : undefined;
  }
}
