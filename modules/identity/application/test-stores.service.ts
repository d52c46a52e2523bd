import { inject, injectable } from 'inversify';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { IdentityTokens } from '../identity.tokens';
import type { StoreRepository, TestDataCopier } from './ports';

/**
 * The hidden store each store keeps its test data in (decision 0026): made the first time a store needs
 * one, in one transaction with the copy of its live catalogue, so that test data starts as live data is.
 */
@injectable()
export class TestStoresService {
  constructor(
    @inject(IdentityTokens.StoreRepository) private readonly stores: StoreRepository,
    @inject(IdentityTokens.TestDataCopier) private readonly copier: TestDataCopier,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  ensure(liveStoreId: number): Promise<number> {
    return this.unitOfWork.run(async () => {
      const existing = await this.stores.testStoreOf(liveStoreId);
      if (existing !== undefined) return existing;
      const created = await this.stores.createTestStore(liveStoreId);
      await this.copier.copy(liveStoreId, created);
      return created;
    });
  }
}
