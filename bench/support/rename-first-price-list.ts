import { readFileSync } from 'node:fs';

/**
 * autocannon setupRequest module: every PATCH sends the whole `price_lists` array of the document under
 * load (arrays replace wholesale) with the first list renamed, so each request is a real replacement
 * of a large document (an unchanged one would be a no-op and measure nothing).
 *
 * The array is read from the JSON file `{"price_lists": [...]}` named by PRICE_LISTS_FILE_ENV, which the
 * benchmark writes and sets before the load starts (autocannon's worker inherits the environment).
 */
export const PRICE_LISTS_FILE_ENV = 'SW_BENCH_PRICE_LISTS_FILE';
const PLACEHOLDER = '__bench_first_price_list_name__';
/** Each worker (warm-up, measurement) names differently, so its first request is never a no-op either. */
const RUN = `${process.pid}-${Date.now().toString(36)}`;

let halves: [string, string] | undefined;
let counter = 0;

/** The serialised patch, cut where the first list's name goes: one string join per request, no JSON work. */
function bodyAround(): [string, string] {
  if (halves) return halves;
  const file = process.env[PRICE_LISTS_FILE_ENV];
  if (!file) throw new Error(`${PRICE_LISTS_FILE_ENV} names no file of price lists`);
  const { price_lists: lists } = JSON.parse(readFileSync(file, 'utf8')) as { price_lists: { name: string }[] };
  if (!lists[0]) throw new Error(`${file} holds no price list to rename`);
  lists[0].name = PLACEHOLDER;
  const text = JSON.stringify({ price_lists: lists });
  const at = text.indexOf(JSON.stringify(PLACEHOLDER));
  halves = [text.slice(0, at), text.slice(at + JSON.stringify(PLACEHOLDER).length)];
  return halves;
}

export default function renameFirstPriceList(request: Record<string, unknown>): Record<string, unknown> {
  counter += 1;
  const [before, after] = bodyAround();
  return { ...request, body: `${before}${JSON.stringify(`Bench ${RUN}-${counter}`)}${after}` };
}

module.exports = Object.assign(renameFirstPriceList, { default: renameFirstPriceList, PRICE_LISTS_FILE_ENV });
