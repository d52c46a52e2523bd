import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { Problems } from '../../../shared-kernel/problems/problems';
import { IdentityTokens } from '../identity.tokens';
import type { ApiKey } from '../domain/api-key';
import type { ConnectionRepository, PersonStore } from './connector-ports';
import { CreateApiKeyService } from './create-api-key.service';
import { ListApiKeysService } from './list-api-keys.service';
import { RevokeApiKeyService } from './revoke-api-key.service';
import { TestStoresService } from './test-stores.service';
import type { CopiedCounts } from './ports';

/**
 * What a logged-in person does on the admin pages ("Tools & Settings, API Tokens" and connections), for
 * a store of their own companies only: create, list and revoke API keys (live or test); list and revoke
 * connections; reset the store's test data.
 */
@injectable()
export class MerchantAdminService {
  constructor(
    @inject(IdentityTokens.ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(CreateApiKeyService) private readonly createKeys: CreateApiKeyService,
    @inject(ListApiKeysService) private readonly listKeys: ListApiKeysService,
    @inject(RevokeApiKeyService) private readonly revokeKeys: RevokeApiKeyService,
    @inject(TestStoresService) private readonly testStores: Pick<TestStoresService, 'reset'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  storesOf(personId: number): Promise<PersonStore[]> {
    return this.connections.storesOf(personId);
  }

  /** Every key of the store, revoked ones too: the admin shows them with their standing. */
  async keys(personId: number, storeId: number): Promise<ApiKey[]> {
    await this.requireMember(personId, storeId);
    return this.listKeys.list(storeId);
  }

  async createKey(personId: number, storeId: number, input: { name: string; scopes: string[]; expiresAt: Date | null; test: boolean }): Promise<{ key: ApiKey; secret: string }> {
    await this.requireMember(personId, storeId);
    if (input.scopes.length === 0) throw Problems.validationFailed([{ pointer: '/scopes', code: 'required', detail: 'Choose at least one scope.' }]);
    if (input.expiresAt && input.expiresAt <= this.clock.now()) throw Problems.validationFailed([{ pointer: '/expires_at', code: 'invalid', detail: 'The expiry must be in the future.' }]);
    return this.createKeys.create({ storeId, name: input.name, scopes: input.scopes, expiresAt: input.expiresAt, test: input.test, legacy: false });
  }

  /** A sandbox reset: the store's test data goes and its test catalogue is the live one again; answers what was copied. */
  async resetTestData(personId: number, storeId: number): Promise<CopiedCounts> {
    await this.requireMember(personId, storeId);
    return this.testStores.reset(storeId);
  }

  async revokeKey(personId: number, storeId: number, keyId: number): Promise<void> {
    if (!(await this.keys(personId, storeId)).some((key) => key.id === keyId && !key.revokedAt)) throw Problems.resourceNotFound('API key');
    await this.revokeKeys.revoke(keyId);
  }

  async connectionsOf(personId: number, storeId: number) {
    await this.requireMember(personId, storeId);
    return this.connections.listByStore(storeId);
  }

  /** Revokes the connection with all its access tokens, refresh tokens and unexchanged codes. */
  async revokeConnection(personId: number, storeId: number, connectionId: number): Promise<void> {
    if (!(await this.connectionsOf(personId, storeId)).some((connection) => connection.id === connectionId)) throw Problems.resourceNotFound('connection');
    await this.connections.revoke(connectionId, this.clock.now());
  }

  private async requireMember(personId: number, storeId: number): Promise<void> {
    if (!(await this.connections.personBelongsToStore(personId, storeId))) throw Problems.resourceNotFound('store');
  }
}
