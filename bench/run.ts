import { isBroken, type Benchmark, type BenchResult } from './support/bench-result';
import { benchLines, formatSummary } from './support/summary';
import { storesMeBenchmark } from './stores-me.bench';
import { catalogueBenchmark } from './catalogue.bench';
import { pricingBenchmark } from './pricing.bench';
import { webhookDeliveryBenchmark } from './webhook-delivery.bench';
import { storefrontBenchmark } from './storefront.bench';
import { clientTypecheckBenchmark } from './client-typecheck.bench';

/** Every benchmark `make bench` runs, in order; a new one is one more line. */
const benchmarks: Benchmark[] = [storesMeBenchmark, catalogueBenchmark, pricingBenchmark, webhookDeliveryBenchmark, storefrontBenchmark, clientTypecheckBenchmark];

async function main(): Promise<void> {
  const results: BenchResult[] = [];
  const failed: string[] = [];
  // BENCH_ONLY=storefront,pricing runs just those: a quick look at one area.
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  for (const benchmark of benchmarks.filter((candidate) => !only || only.includes(candidate.name))) {
    try {
      results.push(...(await benchmark.run()));
    } catch (error) {
      console.error(`${benchmark.name} failed:`, error);
      failed.push(benchmark.name);
    }
  }

  if (results.length > 0) console.log(`\n${formatSummary(results)}\n`);
  for (const line of benchLines(results)) console.log(line);
  for (const { benchmark, target, comparison } of results) {
    if (comparison && comparison.ratio < comparison.goal) {
      console.log(`${benchmark} ${target}: ${comparison.ratio.toFixed(2)} of ${comparison.baseline}, below the goal of ${comparison.goal}`);
    }
  }
  // A target that answered anything but 2xx was not measuring what it claims: fail rather than report it as fast.
  for (const result of results.filter(isBroken)) {
    console.error(`${result.benchmark} ${result.target}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  if (failed.length > 0) console.error(`did not finish: ${failed.join(', ')}`);
  if (failed.length > 0 || results.some(isBroken)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
