import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import type { ApiKey } from '../domain/api-key';
import { IdentityTokens } from '../identity.tokens';
import type { ApiKeyRepository, StoreRepository } from './ports';
import { LastUsedRecorder } from './last-used-recorder';

@injectable()
export class ListApiKeysService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.ApiKeyRepository) private readonly keys: ApiKeyRepository,
    @inject(LastUsedRecorder) private readonly lastUsed: LastUsedRecorder,
  ) {}

  async list(storeId: number): Promise<ApiKey[]> {
    if (!(await this.stores.findById(storeId))) throw Problems.resourceNotFound('store');
    await this.lastUsed.flush();
    return this.keys.listByStore(storeId);
  }
}
