import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type express from 'express';
import { Pool } from 'pg';
import { startBareApp } from './support/bare-app';
import type { Benchmark, BenchResult } from './support/bench-result';
import { startServiceOnFreshDatabase } from './support/bench-service';
import { benchSeconds, measureInterleaved, type LoadFigures } from './support/load';
import renameFirstPriceList, { PRICE_LISTS_FILE_ENV } from './support/rename-first-price-list';
import { Teardown } from './support/teardown';

/**
 * Issue "Pricing": a large pricing document (20 sizes, 10 price lists of 50 rows) of an advanced_letter
 * customiser, read whole, and merge-patched whole (the full price_lists array with the first list
 * renamed each time: parse, merge, full validation, save, cache clear, queued sync; the sizes are left
 * as they are, so none is written). Issue 15 compares in one run: GET of the service with a bare
 * Express + pg app reading the same stored document with the same key lookup, and PATCH with GET. Issue 37
 * adds the preconditions, each against the same request without it: a GET answered 304 by If-None-Match,
 * and a PATCH guarded by If-Match.
 */
const SIZES = 20;
const PRICE_LISTS = 10;
const ROWS_PER_LIST = 50;
const SETUP_MODULE = join(__dirname, 'support', 'rename-first-price-list.js');
const PATH = '/api/v3/customisers/:customiser_id/pricing';
const REQUIRED_SCOPE = 'pricing:read';
const WRITE_SCOPE = 'pricing:write';
/** Issue 15: PATCH at least half the throughput of GET of the same document. */
const PATCH_GOAL = 0.5;
/** Issue 15 asks GET at least 3× the 149 req/s measured before it; against the bare app, the layers' cost. */
const GET_GOAL = 0.8;
const GET_BEFORE_ISSUE_15 = 149;
/** Issue 37: a GET whose If-None-Match matches (304, no body) at least as fast as the plain GET. */
const NOT_MODIFIED_GOAL = 1;
/** Issue 37: a PATCH guarded by If-Match (a lock and a read of the document first) at least 80% of the unconditional PATCH's throughput. */
const GUARDED_PATCH_GOAL = 0.8;

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

const refuse = (response: express.Response, status: number, error: string) => void response.status(status).json({ error });

/** GET of the service's pricing route, done bare: key lookup and scope, the customiser of the key's store, the stored document, its sizes, the store's currency. */
async function answerPricing(pool: Pool, request: express.Request, response: express.Response): Promise<void> {
  const secret = /^Bearer (\S+)$/i.exec(request.get('authorization') ?? '')?.[1];
  if (!secret) return refuse(response, 401, 'invalid_api_key');
  const digest = createHash('sha256').update(secret).digest('hex');
  const { rows: [key] } = await pool.query<{ store_id: number; scopes: string[]; revoked_at: Date | null; expires_at: Date | null }>(
    'select store_id, scopes, revoked_at, expires_at from identity.api_keys where digest = $1',
    [digest],
  );
  if (!key || key.revoked_at || (key.expires_at && key.expires_at <= new Date())) return refuse(response, 401, 'invalid_api_key');
  if (!key.scopes.includes(REQUIRED_SCOPE)) return refuse(response, 403, 'insufficient_scope');
  const customiserId = Number(request.params.customiser_id);
  const { rows: [customiser] } = await pool.query<{ id: number; pricing_model: string }>(
    'select id, pricing_model from catalogue.customisers where id = $1 and store_id = $2',
    [customiserId, key.store_id],
  );
  if (!customiser) return refuse(response, 404, 'resource_not_found');
  const [documents, sizes, stores] = await Promise.all([
    // The price lists and sheet pricing are stored as text: parsed here as pg parses a json column.
    pool.query<{ base_pricing: unknown; price_lists: string; sheet_pricing: string | null }>('select base_pricing, price_lists, sheet_pricing from pricing.pricing_documents where customiser_id = $1', [customiser.id]),
    pool.query<{ id: number; attributes: Record<string, unknown> }>(
      "select id, attributes from catalogue.option_rows where store_id = $1 and customiser_id = $2 and family = 'sizes' order by id",
      [key.store_id, customiser.id],
    ),
    pool.query<{ currency: string | null }>('select currency from identity.stores where id = $1', [key.store_id]),
  ]);
  const document = documents.rows[0];
  if (!document) return refuse(response, 404, 'resource_not_found');
  response.json({
    data: {
      object: 'customiser_pricing',
      customiser_id: customiser.id,
      pricing_model: customiser.pricing_model,
      currency: stores.rows[0]?.currency ?? null,
      sizes: sizes.rows.map((size) => ({ size_id: size.id, ...size.attributes })),
      base_pricing: document.base_pricing,
      price_lists: JSON.parse(document.price_lists) as unknown,
      sheet_pricing: document.sheet_pricing === null ? null : (JSON.parse(document.sheet_pricing) as unknown),
    },
  });
}

/**
 * The least a durable PATCH of the document can do, done bare: key lookup and scope, the customiser, the
 * document row locked, the sent price lists stored, the commit, the lists answered. No merge, no check,
 * no side effect: a PATCH of the service cannot be faster, so its ratio to GET says what is reachable.
 */
async function patchPricing(pool: Pool, request: express.Request, response: express.Response): Promise<void> {
  const secret = /^Bearer (\S+)$/i.exec(request.get('authorization') ?? '')?.[1];
  if (!secret) return refuse(response, 401, 'invalid_api_key');
  const digest = createHash('sha256').update(secret).digest('hex');
  const { rows: [key] } = await pool.query<{ store_id: number; scopes: string[] }>('select store_id, scopes from identity.api_keys where digest = $1 and revoked_at is null', [digest]);
  if (!key) return refuse(response, 401, 'invalid_api_key');
  if (!key.scopes.includes(WRITE_SCOPE)) return refuse(response, 403, 'insufficient_scope');
  const { price_lists: priceLists } = request.body as { price_lists: unknown[] };
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: [customiser] } = await client.query<{ id: number }>('select id from catalogue.customisers where id = $1 and store_id = $2', [Number(request.params.customiser_id), key.store_id]);
    const { rowCount } = customiser ? await client.query('select revision from pricing.pricing_documents where customiser_id = $1 for update', [customiser.id]) : { rowCount: 0 };
    if (!customiser || rowCount === 0) {
      await client.query('rollback');
      return refuse(response, 404, 'resource_not_found');
    }
    const text = JSON.stringify(priceLists);
    await client.query("update pricing.pricing_documents set price_lists = $2, revision = nextval('pricing.document_revisions') where customiser_id = $1", [customiser.id, text]);
    await client.query('commit');
    response.type('json').send(`{"data":{"object":"customiser_pricing","customiser_id":${customiser.id},"price_lists":${text}}}`);
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

function resultOf(target: string, figures: LoadFigures, comparison?: BenchResult['comparison']): BenchResult {
  return { benchmark: 'pricing', target, ...figures, ...(comparison ? { comparison } : {}) };
}

async function runPricing(): Promise<BenchResult[]> {
  const seconds = benchSeconds();
  const teardown = new Teardown();
  try {
    const { databaseUrl, service } = await startServiceOnFreshDatabase(teardown);
    const store = (await service.seed()).stores[0]!;
    const customiser = store.customisers.find((candidate) => candidate.pricing_model === 'advanced_letter')!;
    const headers = { authorization: `Bearer ${store.keys.all!}`, 'content-type': 'application/json' };
    const url = `${service.baseUrl}/api/v3/customisers/${customiser.id}/pricing`;

    const current = await expectOk(await fetch(url, { headers }), 'GET pricing');
    const stored = await expectOk(await fetch(url, { method: 'PUT', headers, body: JSON.stringify(largeDocument(current)) }), 'PUT of the large document');
    expectLarge(stored);
    console.log(`pricing: ${(JSON.stringify(stored).length / 1024).toFixed(0)} KiB document of customiser ${customiser.id}`);

    // As many connections as the service's pool, so the comparison is of code paths, not of pools.
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    teardown.add(() => pool.end());
    const bareUrl = `${await startBareApp(teardown, PATH, (request, response) => answerPricing(pool, request, response))}/api/v3/customisers/${customiser.id}/pricing`;
    expectLarge(await expectOk(await fetch(bareUrl, { headers }), 'GET pricing of the bare app'));

    const [get, bare] = await measureInterleaved({ url, headers, seconds }, { url: bareUrl, headers, seconds });
    console.log(`pricing: GET ${get.requestsPerSecond.toFixed(0)} req/s, ${(get.requestsPerSecond / GET_BEFORE_ISSUE_15).toFixed(2)}× the ${GET_BEFORE_ISSUE_15} req/s before issue 15 (goal 3)`);

    // Issue 37's If-None-Match, against the same GET without it, in the same run; before any PATCH, whose last
    // requests may still be landing after its load stops.
    const etag = (await fetch(url, { headers })).headers.get('etag');
    if (!etag) throw new Error('the pricing GET answered no ETag');
    const notModifiedStatus = (await fetch(url, { headers: { ...headers, 'if-none-match': etag } })).status;
    if (notModifiedStatus !== 304) throw new Error(`a GET with the current ETag in If-None-Match answered ${notModifiedStatus}, not 304`);
    const [notModified, plainGet] = await measureInterleaved({ url, headers: { ...headers, 'if-none-match': etag }, seconds, expectedStatus: 304 }, { url, headers, seconds });
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

    const barePatchUrl = `${await startBareApp(teardown, PATH, (request, response) => patchPricing(pool, request, response), 'patch')}/api/v3/customisers/${customiser.id}/pricing`;
    const barePatched = await expectOk(await fetch(barePatchUrl, { method: 'PATCH', headers, body }), 'PATCH of the bare app');
    if (barePatched.price_lists[0]!.name !== sentName) throw new Error('the bare PATCH did not store the renamed list');
    const [patch, barePatch] = await measureInterleaved(
      { url, method: 'PATCH', headers, seconds, setupRequestModule: SETUP_MODULE },
      { url: barePatchUrl, method: 'PATCH', headers, seconds, setupRequestModule: SETUP_MODULE },
    );
    // Issue 37's If-Match, against the same PATCH without it, in the same run.
    // `*` passes whatever the document holds, so every request pays the guard (the lock and the read) and writes.
    const guardedHeaders = { ...headers, 'if-match': '*' };
    const [guardedPatch, unguardedPatch] = await measureInterleaved(
      { url, method: 'PATCH', headers: guardedHeaders, seconds, setupRequestModule: SETUP_MODULE },
      { url, method: 'PATCH', headers, seconds, setupRequestModule: SETUP_MODULE },
    );
    const reachable = barePatch.requestsPerSecond / get.requestsPerSecond;
    console.log(`pricing: the bare PATCH (no check, no side effect) does ${barePatch.requestsPerSecond.toFixed(0)} req/s, ${reachable.toFixed(2)} of GET: what any PATCH can reach here`);
    return [
      resultOf('get a large pricing document', get, { baseline: 'bare', ratio: get.requestsPerSecond / bare.requestsPerSecond, goal: GET_GOAL }),
      resultOf('bare', bare),
      resultOf('patch a large pricing document', patch, { baseline: 'get', ratio: patch.requestsPerSecond / get.requestsPerSecond, goal: PATCH_GOAL }),
      resultOf('bare patch', barePatch),
      resultOf('get a large pricing document, If-None-Match current', notModified, { baseline: 'get', ratio: notModified.requestsPerSecond / plainGet.requestsPerSecond, goal: NOT_MODIFIED_GOAL, name: 'pricing-if-none-match' }),
      resultOf('get a large pricing document, no If-None-Match', plainGet),
      resultOf('patch a large pricing document, If-Match', guardedPatch, { baseline: 'patch', ratio: guardedPatch.requestsPerSecond / unguardedPatch.requestsPerSecond, goal: GUARDED_PATCH_GOAL, name: 'pricing-if-match' }),
      resultOf('patch a large pricing document, no If-Match', unguardedPatch),
    ];
  } finally {
    await teardown.run();
  }
}

export const pricingBenchmark: Benchmark = { name: 'pricing', run: runPricing };
