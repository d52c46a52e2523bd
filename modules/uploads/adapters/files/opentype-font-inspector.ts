import { injectable } from 'inversify';
import opentype from 'opentype.js';
import type { FontInspector, Verified } from '../../application/ports';

/** A font is what opentype.js can parse into glyphs with a family name. */
@injectable()
export class OpentypeFontInspector implements FontInspector {
  inspect(bytes: Buffer): Verified<{ familyName: string }> {
    let font: opentype.Font;
    try {
      font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    } catch (error) {
      return { ok: false, failureCode: 'not_a_font', detail: `The file is not a TrueType/OpenType font (${(error as Error).message}).` };
    }
    const familyName = font.names.fontFamily?.en ?? Object.values(font.names.fontFamily ?? {})[0];
    if (!familyName || font.glyphs.length < 2) return { ok: false, failureCode: 'font_without_glyphs', detail: 'The font has no family name or no glyphs.' };
    return { ok: true, value: { familyName } };
  }
}
