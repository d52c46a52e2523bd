import { injectable, multiInject } from 'inversify';
import { TEST_STORE_DATA, type AfterCommit, type CopiedIdMaps, type TestStoreData } from '../../../../shared-kernel/test-store-data';
import type { CopiedCounts, TestDataCopier } from '../../application/ports';

/**
 * Identity makes and resets a store's test store; each context copies or drops its own part of the test
 * data (`TEST_STORE_DATA`, bound in its container). The parts copy in ascending stage, each handed the id
 * maps of those copied before it (pricing reads the catalogue's customisers and option rows), their counts
 * merged by name; they drop in descending stage (orders, webhooks, uploads, pricing, the catalogue), all in
 * the caller's transaction. What each drop leaves for after the commit runs then, in ascending stage.
 */
@injectable()
export class TestStoreParts implements TestDataCopier {
  private readonly parts: readonly TestStoreData[];

  constructor(@multiInject(TEST_STORE_DATA) parts: TestStoreData[]) {
    this.parts = [...parts].sort((one, other) => one.stage - other.stage);
  }

  async copy(liveStoreId: number, testStoreId: number): Promise<CopiedCounts> {
    const counts: CopiedCounts = {};
    let copied: CopiedIdMaps = {};
    for (const part of this.parts) {
      if (!part.copy) continue;
      const copy = await part.copy(liveStoreId, testStoreId, copied);
      for (const [name, count] of Object.entries(copy.counts)) counts[name] = (counts[name] ?? 0) + count;
      for (const name of Object.keys(copy.ids ?? {})) {
        if (name in copied) throw new Error(`two parts of the test data copied ${name}: ${part.name}'s and an earlier one's`);
      }
      copied = { ...copied, ...copy.ids };
    }
    return counts;
  }

  async drop(testStoreId: number): Promise<() => Promise<void>> {
    const afterCommit: AfterCommit[] = [];
    for (const part of [...this.parts].reverse()) {
      const then = await part.drop(testStoreId);
      if (then) afterCommit.unshift(then);
    }
    return async () => {
      for (const then of afterCommit) await then();
    };
  }
}
