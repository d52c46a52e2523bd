/** The ids of one store's rows, each to the id of its copy in the test store. */
export type CopiedIds = ReadonlyMap<number, number>;

/** The id maps the parts copied so far, by name (`customisers`, `option_rows`, …): what a later part's copies name. */
export type CopiedIdMaps = Readonly<Record<string, CopiedIds>>;

/** What one part's copy wrote. */
export interface TestStoreCopy {
  /** How many of each thing, by name (`customisers`, `pricing_documents`, …). */
  counts: Readonly<Record<string, number>>;
  /** The id maps of its copies, by name, for the parts copied after it. */
  ids?: CopiedIdMaps;
}

/** Work that waits until the caller's transaction has committed (stored bytes deleted, caches cleared). */
export type AfterCommit = () => Promise<void>;

/**
 * One context's part of a store's test data (decision 0026): a test store starts as a copy of the live
 * store's data, and a sandbox reset drops all of it and copies again. Every part runs in its caller's
 * transaction (the operation that makes or resets the test store) and begins none of its own; what must
 * wait for that transaction to commit, it answers.
 */
export interface TestStoreData {
  /** The context whose data it is, for messages and tests. */
  readonly name: string;
  /**
   * Its place among the parts: they copy in ascending stage, so a part reads the ids of the copies made
   * before it, and drop in descending stage, so a part's rows go before the rows they name.
   */
  readonly stage: number;
  /**
   * Copies the live store's data into the test store, where the part has data a test store starts with;
   * `copied` holds the id maps of the parts copied before it.
   */
  copy?(liveStoreId: number, testStoreId: number, copied: CopiedIdMaps): Promise<TestStoreCopy>;
  /** Deletes the test store's data; answers what must follow once the caller's transaction commits, if anything. */
  drop(testStoreId: number): Promise<AfterCommit | undefined>;
}

/** Multi-injected: each module binds its part; identity's test stores copy and drop them all. */
export const TEST_STORE_DATA = Symbol.for('signwright.TestStoreData');
