import { inject, injectable } from 'inversify';
import { Problems } from '../../../shared-kernel/problems/problems';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/unit-of-work';
import { IdentityTokens } from '../identity.tokens';
import type { CopiedCounts, StoreRepository, TestDataCopier } from './ports';

/**
 * The hidden store each store keeps its test data in (decision 0026): made the first time a store needs
 * one, in one transaction with the copy of its live catalogue, so that test data starts as live data is;
 * a sandbox reset drops all of it and copies the live catalogue again.
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
      // Two first test keys at once: the one that made the store made the copy too.
      if (created === undefined) return (await this.stores.testStoreOf(liveStoreId))!;
      await this.copier.copy(liveStoreId, created);
      return created;
    });
  }

  /**
   * Drops the store's test orders, products, quotes, uploads, subscriptions and catalogue, then copies the
   * live catalogue again, all in one transaction; answers what the copy wrote.
   */
  async reset(liveStoreId: number): Promise<CopiedCounts> {
    if (!(await this.stores.findById(liveStoreId))) throw Problems.resourceNotFound('store');
    let afterCommit = async () => undefined as void;
    const copied = await this.unitOfWork.run(async () => {
      const testStoreId = await this.lockedTestStoreOf(liveStoreId);
      afterCommit = await this.copier.drop(testStoreId);
      return this.copier.copy(liveStoreId, testStoreId);
    });
    // Bytes and caches go once the drop has committed: here, or with the caller's transaction (an operation's).
    await this.unitOfWork.afterCommit(afterCommit);
    return copied;
  }

  /** The store's test store, made if need be, locked for the rest of the transaction. */
  private async lockedTestStoreOf(liveStoreId: number): Promise<number> {
    const existing = await this.stores.lockTestStoreOf(liveStoreId);
    if (existing !== undefined) return existing;
    // A store made here is this transaction's until it commits; one made meanwhile by another is locked now.
    return (await this.stores.createTestStore(liveStoreId)) ?? (await this.stores.lockTestStoreOf(liveStoreId))!;
  }
}
