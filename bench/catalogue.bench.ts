import { join } from 'node:path';
import type { Benchmark, BenchResult } from './support/bench-result';
import { startServiceOnFreshDatabase } from './support/bench-service';
import { benchSeconds, measureLoad } from './support/load';
import { Teardown } from './support/teardown';

/**
 * Issue "Catalogue": a page of 100 customisers, and a merge patch of an option row (a real write each
 * time: lookup, merge, full validation, reference checks, save, outbox event, cache clear, queued sync).
 */
async function runCatalogue(): Promise<BenchResult[]> {
  const seconds = benchSeconds();
  const teardown = new Teardown();
  try {
    const { service } = await startServiceOnFreshDatabase(teardown);
    const store = (await service.seed({ customisersOnFirstStore: 100 })).stores[0]!;
    const customiser = store.customisers[0]!;
    const headers = { authorization: `Bearer ${store.keys.all!}`, 'content-type': 'application/json' };

    const listUrl = `${service.baseUrl}/api/v3/customisers?limit=100`;
    const page = (await (await fetch(listUrl, { headers })).json()) as { data: unknown[] };
    if (page.data.length !== 100) throw new Error(`the listing answered ${page.data.length} customisers instead of 100`);
    const list = await measureLoad({ url: listUrl, headers, seconds });

    const rowUrl = `${service.baseUrl}/api/v3/customisers/${customiser.id}/colours/${customiser.options.referenced.colours}`;
    const patch = await measureLoad({
      url: rowUrl,
      method: 'PATCH',
      headers,
      seconds,
      setupRequestModule: join(__dirname, 'support', 'rename-each-request.js'),
    });
    return [
      { benchmark: 'catalogue', target: 'list 100 customisers', ...list },
      { benchmark: 'catalogue', target: 'patch an option row', ...patch },
    ];
  } finally {
    await teardown.run();
  }
}

export const catalogueBenchmark: Benchmark = { name: 'catalogue', run: runCatalogue };
