import type { RequestCredential } from '../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import { CreateApiKeyService } from '../application/create-api-key.service';
import { LastUsedRecorder } from '../application/last-used-recorder';
import { ListApiKeysService } from '../application/list-api-keys.service';
import { MerchantAdminService } from '../application/merchant-admin.service';
import { RevokeApiKeyService } from '../application/revoke-api-key.service';
import { TestStoresService } from '../application/test-stores.service';
import { issueApiKeySecret } from '../domain/api-key-secret';
import { InMemoryApiKeyRepository } from './in-memory-api-key.repository';
import { inMemoryIdentity } from './in-memory-identity';
import { RecordingTestDataCopier } from './recording-test-data-copier';

/**
 * The merchant admin's service in memory, for the person operations' unit tests: a person of a store
 * with a connection they approved, another store they do not belong to, and the session's credential
 * as the admin's pages make it.
 */
export async function inMemoryMerchantAdmin() {
  const identity = inMemoryIdentity();
  const connected = await identity.connected();
  const other = await identity.stores.add({ name: 'Not theirs' });
  const keys = new InMemoryApiKeyRepository();
  const copier = new RecordingTestDataCopier();
  const testStores = new TestStoresService(identity.stores, copier, new InMemoryUnitOfWork());
  const admin = new MerchantAdminService(
    identity.connections,
    new CreateApiKeyService(identity.stores, keys, testStores),
    new ListApiKeysService(identity.stores, keys, new LastUsedRecorder(keys)),
    new RevokeApiKeyService(keys, identity.clock),
    testStores,
    identity.clock,
  );
  const keyOf = async (storeId: number) => {
    const issued = issueApiKeySecret('live');
    return keys.create({ storeId, name: 'k', scopes: ['store:read'], digest: issued.digest, displayPrefix: issued.displayPrefix, mode: 'live', legacy: false, expiresAt: null });
  };
  /** The person's session on one of their stores (by default the one they belong to), in live or test mode. */
  const asPerson = async (options: { storeId?: number; test?: boolean } = {}) => {
    const storeId = options.storeId ?? connected.store.id;
    const dataStoreId = options.test ? await testStores.ensure(storeId) : storeId;
    const credential: RequestCredential = {
      kind: 'merchant_session', id: String(connected.person.id), storeId: dataStoreId, scopes: [], wildcard: true, test: options.test === true,
      ...(options.test ? { liveStoreId: storeId } : {}),
    };
    return { credential, path: '/admin/keys' };
  };
  return { ...identity, ...connected, other, keys, copier, testStores, admin, keyOf, asPerson };
}
