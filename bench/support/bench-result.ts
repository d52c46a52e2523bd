/** One measured target of one benchmark: what the summary table shows and what decides the exit code. */
export interface BenchResult {
  benchmark: string;
  target: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Set on a target measured against a baseline in the same run: its throughput ratio and the goal. */
  /** `name` is the BENCH line's, when the issue names it (otherwise `<benchmark>-<target>`). */
  comparison?: { baseline: string; ratio: number; goal: number; name?: string };
}

/** A benchmark file's entry in `bench/run.ts`. */
export interface Benchmark {
  name: string;
  run(): Promise<BenchResult[]>;
}

/** A benchmark whose responses were not all 2xx measured something else than it claims: never a pass. */
export function isBroken(result: BenchResult): boolean {
  return result.non2xx > 0 || result.errors > 0;
}
