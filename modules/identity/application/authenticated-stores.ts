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
  private readonly byRequest = new WeakMap<RequestContext, { store: StoreWithIntegrations; actingStoreId: number }>();

  /** `actingStoreId` is the store the key acts on: the store itself, or its hidden test store for a test key. */
  remember(store: StoreWithIntegrations, actingStoreId: number): void {
    const context = currentRequestContext();
    if (context) this.byRequest.set(context, { store, actingStoreId });
  }

  /** The (live) store authentication read in this request, if `storeId` is that store or the one the key acts on. */
  recall(storeId: number): StoreWithIntegrations | undefined {
    const context = currentRequestContext();
    const found = context && this.byRequest.get(context);
    return found && (found.store.store.id === storeId || found.actingStoreId === storeId) ? found.store : undefined;
  }
}
