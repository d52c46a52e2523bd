const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-');
const SVG_PROLOGUE_LIMIT = 4096;

/**
 * A shopper's file is opened later by a merchant who trusts the name and type it came with: its first
 * bytes must be what its declared content type says (a PDF that is really an executable, or an SVG that
 * is HTML, is refused). The check reads signatures only; it does not parse the whole file. It answers
 * why the bytes do not match, or nothing when they do.
 */
export function contentMismatch(contentType: string, bytes: Buffer): string | undefined {
  const matches = {
    'application/pdf': () => bytes.subarray(0, PDF.length).equals(PDF),
    'image/png': () => bytes.subarray(0, PNG.length).equals(PNG),
    'image/jpeg': () => bytes.subarray(0, JPEG.length).equals(JPEG),
    'image/svg+xml': () => looksLikeSvg(bytes),
  }[contentType.toLowerCase()];
  return matches?.() ? undefined : `The bytes are not a ${contentType} file.`;
}

/** An SVG document opens, after an optional BOM, XML declaration, comments and doctype, with an <svg> element. */
function looksLikeSvg(bytes: Buffer): boolean {
  let text = bytes.subarray(0, SVG_PROLOGUE_LIMIT).toString('utf8').replace(/^\uFEFF/, '');
  const prologue = /^\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>]*>)/i;
  for (let match = prologue.exec(text); match; match = prologue.exec(text)) text = text.slice(match[0].length);
  return /^\s*<svg[\s>]/i.test(text);
}
