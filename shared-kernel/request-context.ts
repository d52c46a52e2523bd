import { AsyncLocalStorage } from 'node:async_hooks';

/** The credential a request authenticated with; scopes are what it grants, already expanded. */
export interface RequestCredential {
  /**
   * `system` is the service acting for a store itself: demo data, admin commands, workers;
   * `merchant_session` a person logged in to the merchant admin, acting on one of their stores.
   */
  kind: 'api_key' | 'connector_token' | 'storefront_key' | 'merchant_session' | 'system';
  id: string;
  storeId: number;
  scopes: readonly string[];
  /** Legacy wildcard keys satisfy every scope check. */
  wildcard: boolean;
  test: boolean;
  /**
   * Where `storeId` is a store's hidden test store (a test key's, decision 0026), the live store it belongs
   * to: what the two share (name, currency, integrations) is read there. Absent for live data.
   */
  liveStoreId?: number;
  /** What activity and pricing versions call the one acting: a key's name, a connection's client, a person's email, a command. */
  actorName?: string;
  /** The service's credential as the operator's command line holds it (activity names the actor `cli`). */
  viaCommandLine?: boolean;
}

export interface RequestContext {
  requestId: string;
  credential?: RequestCredential;
  /**
   * True while the previous generation's routes present a Store API operation (a v2 route running v3's
   * handler): what a pricing version of the write calls `legacy_replace`.
   */
  previousGeneration?: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs work, in the current request, as the previous generation presenting one of the Store API's operations. */
export function presentedByPreviousGeneration<T>(work: () => T): T {
  const context = storage.getStore();
  return context ? storage.run({ ...context, previousGeneration: true }, work) : work();
}

/** The store every store-scoped query must use: it comes from the credential, never from the request. */
export function currentStoreId(): number {
  const storeId = storage.getStore()?.credential?.storeId;
  if (storeId === undefined) throw new Error('No authenticated store in the request context');
  return storeId;
}

export function setRequestCredential(credential: RequestCredential): void {
  const context = storage.getStore();
  if (!context) throw new Error('No request context to authenticate');
  context.credential = credential;
}

/**
 * The service's own credential, acting for one store (its live data), or for none (0): what the command
 * line runs operations with, and what workers act as.
 */
export function systemCredential(storeId: number, commandLine?: { command: string }): RequestCredential {
  return { kind: 'system', id: 'system', storeId, scopes: [], wildcard: true, test: false, ...(commandLine ? { viaCommandLine: true, actorName: commandLine.command } : {}) };
}

/** Runs work as the service itself acting for one store (admin commands, workers). */
export function actingForStore<T>(storeId: number, work: () => Promise<T>): Promise<T> {
  return runInRequestContext({ requestId: `system_${storeId}`, credential: systemCredential(storeId) }, work);
}
