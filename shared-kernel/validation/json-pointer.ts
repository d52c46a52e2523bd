/** RFC 6901 JSON Pointer of a path into a document ('' is the whole document). */
export function jsonPointer(path: readonly PropertyKey[]): string {
  return path.map((segment) => '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
