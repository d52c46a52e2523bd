import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { issueApiKeySecret } from '../domain/api-key-secret';
import type { ApiKey } from '../domain/api-key';
import { SCOPES, unknownScopes, type Scope } from '../domain/scopes';
import { IdentityTokens } from '../identity.tokens';
import type { ApiKeyRepository, StoreRepository } from './ports';
import { TestStoresService } from './test-stores.service';

export interface CreateApiKeyCommand {
  storeId: number;
  name: string;
  scopes: string[];
  expiresAt: Date | null;
  test: boolean;
  legacy: boolean;
}

/**
 * Issues a key for one store; the full secret exists only in this method's result. A store's first test
 * key makes its test store, a copy of its live catalogue (decision 0026).
 */
@injectable()
export class CreateApiKeyService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.ApiKeyRepository) private readonly keys: ApiKeyRepository,
    @inject(TestStoresService) private readonly testStores: Pick<TestStoresService, 'ensure'>,
  ) {}

  async create(command: CreateApiKeyCommand): Promise<{ key: ApiKey; secret: string }> {
    if (!(await this.stores.findById(command.storeId))) throw Problems.resourceNotFound('store');
    const unknown = unknownScopes(command.scopes);
    if (unknown.length > 0) {
      throw Problems.validationFailed(
        unknown.map((scope) => ({ pointer: '/scopes', code: 'unsupported_value', detail: `Unknown scope ${scope}.`, allowed_values: SCOPES })),
      );
    }
    if (command.name.trim() === '') throw Problems.validationFailed([{ pointer: '/name', code: 'required', detail: 'A key needs a name.' }]);
    if (command.expiresAt && Number.isNaN(command.expiresAt.getTime())) {
      throw Problems.validationFailed([{ pointer: '/expires_at', code: 'invalid', detail: 'Not an ISO 8601 time.' }]);
    }
    if (command.test && command.legacy) {
      throw Problems.validationFailed([{ pointer: '/legacy', code: 'invalid', detail: 'Legacy keys act on live data only: a test key cannot be one.' }]);
    }
    if (command.test) await this.testStores.ensure(command.storeId);
    const issued = issueApiKeySecret(command.test ? 'test' : 'live');
    const key = await this.keys.create({
      storeId: command.storeId,
      name: command.name.trim(),
      scopes: [...new Set(command.scopes)] as Scope[],
      digest: issued.digest,
      displayPrefix: issued.displayPrefix,
      mode: command.test ? 'test' : 'live',
      legacy: command.legacy,
      expiresAt: command.expiresAt,
    });
    return { key, secret: issued.secret };
  }
}
