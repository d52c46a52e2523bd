import type { FontInspector, ShapeSanitiser, UploadUrls, Verified } from '../application/ports';

/** Bytes the fake inspector reads as a font of the family named after the prefix. */
export const FONT_PREFIX = 'TTF family=';
export const aFontFile = (family = 'Pacifico') => Buffer.from(`${FONT_PREFIX}${family}\n\0\x01glyphs`);

/** Stands in for opentype.js: a font is what starts with `FONT_PREFIX`, its family name the rest of that line. */
export const fakeFontInspector: FontInspector = {
  inspect(bytes: Buffer): Verified<{ familyName: string }> {
    const text = bytes.toString('latin1');
    if (!text.startsWith(FONT_PREFIX)) return { ok: false, failureCode: 'not_a_font', detail: 'The file is not a TrueType/OpenType font.' };
    return { ok: true, value: { familyName: text.slice(FONT_PREFIX.length).split('\n')[0]! } };
  },
};

/**
 * Stands in for DOMPurify and the measuring: an SVG document with a viewBox is answered without its
 * scripts, measured by the viewBox; anything else is refused as the real sanitiser refuses it.
 */
export const fakeShapeSanitiser: ShapeSanitiser = {
  async sanitise(bytes: Buffer): Promise<Verified<{ svg: string; widthUnits: number; heightUnits: number }>> {
    const source = bytes.toString('utf8');
    if (!/<svg[\s>]/i.test(source)) return { ok: false, failureCode: 'not_svg', detail: 'The file is not an SVG document.' };
    const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(source);
    if (!box) return { ok: false, failureCode: 'svg_without_dimensions', detail: 'The SVG has neither a viewBox nor a width and height to measure.' };
    return { ok: true, value: { svg: source.replace(/<script[\s\S]*?<\/script>/gi, ''), widthUnits: Number(box[1]), heightUnits: Number(box[2]) } };
  },
};

/** The service's public addresses, as configured for a base URL. */
export const testUploadUrls: UploadUrls = {
  uploadTarget: (uploadId, expiresAtSeconds, signature) => `https://api.signs.example/upload-targets/${uploadId}?expires=${expiresAtSeconds}&signature=${signature}`,
  fontFile: (uploadId) => `https://api.signs.example/font-files/${uploadId}.ttf`,
};
