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

  /**
   * The store's test store, made with its copy of the live catalogue the first time it is needed. In an
   * operation (a test key's creation, the admin's "Start test data") this joins its transaction; it
   * begins one for the callers no operation runs, a legacy test key's authentication and the admin's
   * choice of a test-mode form's store, so that a test store never exists without its copy.
   */
  ensure(liveStoreId: number): Promise<number> {
    // The one transaction a module begins besides the token endpoint's: it is reached while a credential
    // is being authenticated, before the pipeline has begun the operation's (see docs/architecture.md).
    // eslint-disable-next-line no-restricted-syntax
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
   * live catalogue again, all in the transaction of the operation that asks (sandbox reset, the admin's
   * reset of test data); answers what the copy wrote.
   */
  async reset(liveStoreId: number): Promise<CopiedCounts> {
    if (!(await this.stores.findById(liveStoreId))) throw Problems.resourceNotFound('store');
    const testStoreId = await this.lockedTestStoreOf(liveStoreId);
    // What the drop leaves outside the database (stored files) goes once the operation's transaction commits.
    await this.unitOfWork.afterCommit(await this.copier.drop(testStoreId));
    return this.copier.copy(liveStoreId, testStoreId);
  }

  /** The store's test store, made if need be, locked for the rest of the transaction. */
  private async lockedTestStoreOf(liveStoreId: number): Promise<number> {
    const existing = await this.stores.lockTestStoreOf(liveStoreId);
    if (existing !== undefined) return existing;
    // A store made here is this transaction's until it commits; one made meanwhile by another is locked now.
    return (await this.stores.createTestStore(liveStoreId)) ?? (await this.stores.lockTestStoreOf(liveStoreId))!;
  }
}
