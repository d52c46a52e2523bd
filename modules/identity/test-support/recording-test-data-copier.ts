import type { CopiedCounts, TestDataCopier } from '../application/ports';

/** The copier of test data as identity sees it, recording each copy and drop in order instead of doing them. */
export class RecordingTestDataCopier implements TestDataCopier {
  readonly copied: [number, number][] = [];
  readonly calls: string[] = [];
  readonly afterCommit: number[] = [];

  async copy(liveStoreId: number, testStoreId: number): Promise<CopiedCounts> {
    this.copied.push([liveStoreId, testStoreId]);
    this.calls.push(`copy ${liveStoreId} → ${testStoreId}`);
    return { customisers: 2 };
  }

  async drop(testStoreId: number): Promise<() => Promise<void>> {
    this.calls.push(`drop ${testStoreId}`);
    return async () => void this.afterCommit.push(testStoreId);
  }
}
