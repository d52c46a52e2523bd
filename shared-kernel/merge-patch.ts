import { Problems } from './problems/problems';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A merge patch must be a JSON object (RFC 7396 allows any value; the spec narrows it): 422 otherwise. */
export function assertMergePatchDocument(body: unknown): asserts body is JsonObject {
  if (!isJsonObject(body)) throw Problems.invalidDocument();
}

export interface MergePatchOptions {
  /**
   * `remove` is RFC 7396 to the letter. `clear` is for documents that declare every property, where a
   * nullable property is present as null rather than absent: there null clears it, so a default can
   * never creep back in when the merged document is validated.
   */
  nullMeans: 'remove' | 'clear';
}

/**
 * RFC 7396 JSON merge patch: members of the patch replace the target's, null removes (or clears),
 * objects merge recursively and arrays replace wholesale. Returns a new value; neither argument is
 * changed. The result shares what it takes unchanged, from the target and from the patch alike (an
 * array the patch replaces wholesale is the patch's own): copying a 160 KiB price-list array on every
 * write cost more than the merge, and every caller parses the result into a document of its own.
 */
export function applyMergePatch(target: unknown, patch: unknown, options: MergePatchOptions = { nullMeans: 'remove' }): unknown {
  if (!isJsonObject(patch)) return patch;
  const result: JsonObject = isJsonObject(target) ? { ...target } : {};
  for (const [name, value] of Object.entries(patch)) {
    if (value === null && options.nullMeans === 'remove') delete result[name];
    else if (value === null) result[name] = null;
    else result[name] = applyMergePatch(result[name], value, options);
  }
  return result;
}

/**
 * Whether two JSON values are the same document, whatever the order of their members: how a patch that
 * changes nothing is recognised, so it writes nothing and triggers no side effect.
 */
export function sameJsonValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJsonValue(item, b[index]));
  }
  if (!isJsonObject(a) || !isJsonObject(b)) return false;
  // A member present as undefined is absent in JSON. Counted rather than collected into a set of keys:
  // a price list compared row by row would build hundreds of sets.
  let members = 0;
  for (const key of Object.keys(a)) {
    if (a[key] === undefined) continue;
    members += 1;
    if (!sameJsonValue(a[key], b[key])) return false;
  }
  for (const key of Object.keys(b)) if (b[key] !== undefined) members -= 1;
  return members === 0;
}
