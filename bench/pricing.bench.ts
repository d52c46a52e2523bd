import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Benchmark, BenchResult } from './support/bench-result';
import { startServiceOnFreshDatabase } from './support/bench-service';
import { benchSeconds, measureLoad } from './support/load';
import renameFirstPriceList, { PRICE_LISTS_FILE_ENV } from './support/rename-first-price-list';
import { Teardown } from './support/teardown';

/**
 * Issue "Pricing": a large pricing document (20 sizes, 10 price lists of 50 rows) of an advanced_letter
 * customiser, read whole, and merge-patched whole (the full price_lists array with the first list
 * renamed each time: parse, merge, full validation, 20 size updates, save, cache clear, queued sync).
 */
const SIZES = 20;
const PRICE_LISTS = 10;
const ROWS_PER_LIST = 50;
const SETUP_MODULE = join(__dirname, 'support', 'rename-first-price-list.js');

interface Document {
  sizes: { size_id: number; client_key: string | null; name: string }[];
  base_pricing: { mode: string; rows: unknown[] };
  price_lists: { price_list_id: number | null; name: string; rows: unknown[] }[];
}

const SHIPPING = { calculation: 'physical', volumetric_divisor: 5000, add_weight_to_product: true };

/** Keeps every size the seed made (fonts and presets reference some), adds new ones up to SIZES; keeps the lists' ids. */
function largeDocument(current: Document): Record<string, unknown> {
  const sizes = [
    ...current.sizes.map((size, index) => ({ size_id: size.size_id, client_key: size.client_key, name: size.name, sort_order: index, char_limit: 20, line_limit: 3, width_cm: 40 + index * 10, height_cm: 15 + index * 4 })),
    ...Array.from({ length: SIZES - current.sizes.length }, (_, index) => {
      const at = current.sizes.length + index;
      return { size_id: null, client_key: `bench-${at}`, name: `Size ${at + 1}`, sort_order: at, char_limit: 10 + at, line_limit: 3, width_cm: 40 + at * 10, height_cm: 15 + at * 4 };
    }),
  ];
  const references = sizes.map((size) => (size.size_id !== null ? { size_id: size.size_id } : { size_key: size.client_key }));
  const price_lists = Array.from({ length: PRICE_LISTS }, (_, list) => {
    const fixedLetter = list % 2 === 1;
    return {
      price_list_id: current.price_lists[list]?.price_list_id ?? null,
      name: `List ${list + 1}`,
      letter_pricing_method: fixedLetter ? 'fixed_letter' : 'material_length',
      shipping: SHIPPING,
      rows: Array.from({ length: ROWS_PER_LIST }, (_, row) => ({
        base_price: 2000 + row * 150 + list * 10,
        width_limit_cm: 20 + row * 8,
        height_limit_cm: 10 + row * 4,
        length_limit_cm: 100 + row * 40,
        price_per_sq_cm: 0.05 + row / 1000,
        fixed_length_cm: null,
        width_modifier: 1,
        height_modifier: 1 + (row % 3) / 10,
        length_modifier: 1,
        max_price_multiplier: fixedLetter ? null : 2,
        price_per_cm: fixedLetter ? 0 : 0.3 + row / 100,
        price_per_letter: fixedLetter ? 800 + row * 20 : 0,
        price_per_letter_by_position: fixedLetter ? [1200, 1000, 900, 850] : null,
      })),
    };
  });
  return {
    sizes,
    base_pricing: { mode: 'single_base_price_by_size', rows: references.map((reference, index) => ({ ...reference, base_price: { line_1: 4900 + index * 500, line_2: 7800 + index * 800 } })) },
    price_lists,
    sheet_pricing: null,
  };
}

async function expectOk(response: Response, what: string): Promise<Document> {
  const body = (await response.json()) as { data?: Document };
  if (response.status !== 200 || !body.data) throw new Error(`${what} answered ${response.status} ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

/** A target that answers fast but wrong is no result: the document must be as large as claimed before the load starts. */
function expectLarge(document: Document): void {
  const rows = document.price_lists.map((list) => list.rows.length);
  if (document.sizes.length !== SIZES || rows.length !== PRICE_LISTS || rows.some((count) => count !== ROWS_PER_LIST)) {
    throw new Error(`the document has ${document.sizes.length} sizes and price lists of ${rows.join(', ')} rows`);
  }
}

async function runPricing(): Promise<BenchResult[]> {
  const seconds = benchSeconds();
  const teardown = new Teardown();
  try {
    const { service } = await startServiceOnFreshDatabase(teardown);
    const store = (await service.seed()).stores[0]!;
    const customiser = store.customisers.find((candidate) => candidate.pricing_model === 'advanced_letter')!;
    const headers = { authorization: `Bearer ${store.keys.all!}`, 'content-type': 'application/json' };
    const url = `${service.baseUrl}/api/v3/customisers/${customiser.id}/pricing`;

    const current = await expectOk(await fetch(url, { headers }), 'GET pricing');
    const stored = await expectOk(await fetch(url, { method: 'PUT', headers, body: JSON.stringify(largeDocument(current)) }), 'PUT of the large document');
    expectLarge(stored);
    console.log(`pricing: ${(JSON.stringify(stored).length / 1024).toFixed(0)} KiB document of customiser ${customiser.id}`);

    const get = await measureLoad({ url, headers, seconds });

    // The PATCH body is the stored price_lists array; the setup module reads it in autocannon's worker.
    const directory = await mkdtemp(join(tmpdir(), 'sw-bench-pricing-'));
    teardown.add(() => rm(directory, { recursive: true, force: true }));
    const file = join(directory, 'price-lists.json');
    await writeFile(file, JSON.stringify({ price_lists: stored.price_lists }));
    process.env[PRICE_LISTS_FILE_ENV] = file;
    teardown.add(async () => delete process.env[PRICE_LISTS_FILE_ENV]);

    // One request as the load will send it, checked here: 200, the first list renamed, nothing else lost.
    const body = renameFirstPriceList({}).body as string;
    const patched = await expectOk(await fetch(url, { method: 'PATCH', headers, body }), 'PATCH of the first price list name');
    expectLarge(patched);
    const sentName = (JSON.parse(body) as { price_lists: { name: string }[] }).price_lists[0]!.name;
    if (patched.price_lists[0]!.name !== sentName) throw new Error(`the PATCH left the first price list named ${patched.price_lists[0]!.name}`);

    const patch = await measureLoad({ url, method: 'PATCH', headers, seconds, setupRequestModule: SETUP_MODULE });
    return [
      { benchmark: 'pricing', target: 'get a large pricing document', ...get },
      { benchmark: 'pricing', target: 'patch a large pricing document', ...patch },
    ];
  } finally {
    await teardown.run();
  }
}

export const pricingBenchmark: Benchmark = { name: 'pricing', run: runPricing };
