import type { Benchmark, BenchResult } from './support/bench-result';
import { startServiceOnFreshDatabase } from './support/bench-service';
import { benchSeconds, measureLoad } from './support/load';
import { Teardown } from './support/teardown';

/**
 * Issue "Storefront": price calculations per second for a three-line advanced-letter design, the
 * outline of every letter traced in the font (Pacifico, a real script face) at the chosen height; and
 * cached configuration reads per second.
 */
const THREE_LINES = ['Open late', 'Coffee', 'Cake'];

async function runStorefront(): Promise<BenchResult[]> {
  const seconds = benchSeconds();
  const teardown = new Teardown();
  try {
    const { service } = await startServiceOnFreshDatabase(teardown);
    const store = (await service.seed()).stores[0]!;
    const customiser = store.customisers.find((candidate) => candidate.pricing_model === 'advanced_letter' && candidate.active)!;
    const headers = { 'x-storefront-key': store.storefront_key, 'content-type': 'application/json' };
    const configurationUrl = `${service.baseUrl}/storefront/v1/customisers/${customiser.id}`;
    const priceUrl = `${configurationUrl}/price`;
    const design = { lines: THREE_LINES, font_id: customiser.options.referenced.fonts, size_id: customiser.options.referenced.sizes, colour_id: customiser.options.referenced.colours };

    // One request as the load sends it, checked here: a measured outline, a total that is the sum of its lines.
    const checked = await fetch(priceUrl, { method: 'POST', headers, body: JSON.stringify(design) });
    const price = ((await checked.json()) as { data?: { total: number; lines: { amount: number }[]; dimensions: { outline_length_cm: number | null } } }).data;
    if (checked.status !== 200 || !price?.dimensions.outline_length_cm) throw new Error(`the price answered ${checked.status}: ${JSON.stringify(price ?? '')}`);
    if (price.total !== price.lines.reduce((sum, line) => sum + line.amount, 0)) throw new Error('the total is not the sum of its lines');
    console.log(`storefront: ${price.dimensions.outline_length_cm} cm of outline priced at ${price.total} minor units`);

    const prices = await measureLoad({ url: priceUrl, method: 'POST', headers, body: JSON.stringify(design), seconds });
    const reads = await measureLoad({ url: configurationUrl, headers, seconds });
    return [
      { benchmark: 'storefront', target: 'price a three-line advanced-letter design', ...prices },
      { benchmark: 'storefront', target: 'read a cached configuration', ...reads },
    ];
  } finally {
    await teardown.run();
  }
}

export const storefrontBenchmark: Benchmark = { name: 'storefront', run: runStorefront };
