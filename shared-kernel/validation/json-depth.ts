/** How deeply a request's arrays and objects may nest: deeper than any document of the API, shallow enough for every recursive walk. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, told from its UTF-8 bytes in one
 * pass without parsing: brackets inside strings do not count, and in UTF-8 no byte of a multi-byte
 * character is ASCII. Checked before parsing, so no recursive walk ever meets a deeper document.
 */
export function nestsDeeperThan(bytes: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  // Plain comparisons, not a set lookup: every byte of a large body (a 160 KiB price list) passes here.
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (byte === QUOTE) {
      index = endOfString(bytes, index);
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The index of the quote closing the string opened at `start` (or the end of the bytes): found with
 * indexOf, which outruns a loop over the characters of the string, and skipped while escaped (an odd
 * run of backslashes before it).
 */
function endOfString(bytes: Uint8Array, start: number): number {
  let quote = bytes.indexOf(QUOTE, start + 1);
  while (quote !== -1 && escaped(bytes, quote)) quote = bytes.indexOf(QUOTE, quote + 1);
  return quote === -1 ? bytes.length : quote;
}

function escaped(bytes: Uint8Array, at: number): boolean {
  let backslashes = 0;
  while (bytes[at - 1 - backslashes] === BACKSLASH) backslashes += 1;
  return backslashes % 2 === 1;
}
