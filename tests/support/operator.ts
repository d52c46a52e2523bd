import { OperatorCalls } from '../../apps/cli/operator-calls';
import type { ApiKeyAnswer, IntegrationAnswer } from '../../apps/cli/commands/identity.views';
import type { TestService } from './test-service';

/**
 * What a test sets up that no client of the Store API can (a store, a key, an integration, a person): the
 * operator's operations, run through the pipeline as the command line runs them, as the service itself.
 * `forStore` gives the Store API's operations acting for one store with a system credential, for what
 * the operator has no operation of its own. Never an application service: a module's face offers none.
 */
export function operatorOf(service: Pick<TestService, 'container'>, storeId?: number): OperatorCalls {
  const calls = OperatorCalls.of(service.container, 'tests');
  return storeId === undefined ? calls : calls.forStore(storeId);
}

/** A store as `stores create` makes one: no integration, key or person yet. */
export interface NewStore {
  id: number;
  name: string;
  currency: string | null;
  plan: string;
  platform: string;
}

export function aNewStore(service: Pick<TestService, 'container'>, store: { name: string; currency?: string | null; plan?: string; platform?: string }): Promise<NewStore> {
  return operatorOf(service).resource<NewStore>('createStore', { body: store });
}

/** A key of the store (`keys create`), live and expiring never unless told; its secret is in this answer only. */
export async function aNewKey(
  service: Pick<TestService, 'container'>,
  storeId: number,
  key: { name: string; scopes: string[]; test?: boolean; legacy?: boolean; expires_at?: string | null },
): Promise<ApiKeyAnswer & { secret: string }> {
  const created = await operatorOf(service).resource<ApiKeyAnswer>('createApiKey', { params: { store_id: storeId }, body: key });
  return { ...created, secret: created.secret! };
}

/** A custom integration of the store (`integrations create`), enabled, calling `create_product_url` when a product is made. */
export function aNewIntegration(
  service: Pick<TestService, 'container'>,
  storeId: number,
  integration: { name: string; create_product_url: string | null; type?: string; enabled?: boolean },
): Promise<IntegrationAnswer> {
  return operatorOf(service).resource<IntegrationAnswer>('createIntegration', { params: { store_id: storeId }, body: { type: 'custom', ...integration } });
}
