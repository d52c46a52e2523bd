import { injectable } from 'inversify';
import opentype from 'opentype.js';
import type { TextOutlines } from '../../application/ports';
import type { TextMeasurement } from '../../domain/design-price';
import { outlineLength } from './outline-length';
import { previewSvg } from './preview-svg';

/** Parsing a font costs far more than measuring a line in it: the last few fonts priced stay parsed. */
const PARSED_FONTS = 32;

/**
 * Measures text with opentype.js. One em is the letter height, so a font size in centimetres gives
 * advance widths (kerned) and glyph outlines in centimetres.
 */
@injectable()
export class OpentypeTextOutlines implements TextOutlines {
  // Insertion order is recency: a hit moves its key to the end, the first key is the one to evict.
  private readonly fonts = new Map<string, Promise<opentype.Font>>();

  async measure(font: { key: string; bytes: () => Promise<Buffer> }, lines: string[], letterHeightCm: number): Promise<TextMeasurement> {
    const parsed = await this.parsed(font);
    const options = { kerning: true };
    return {
      lineWidthsCm: lines.map((line) => parsed.getAdvanceWidth(line, letterHeightCm, options)),
      outlineLengthCm: lines.reduce((sum, line) => sum + outlineLength(parsed.getPath(line, 0, 0, letterHeightCm, options).commands), 0),
      missingCharacters: lines.flatMap((line, index) =>
        [...new Set(line)].filter((character) => !/\s/u.test(character) && parsed.charToGlyphIndex(character) === 0).map((character) => ({ line: index, character })),
      ),
    };
  }

  async outlineSvg(font: { key: string; bytes: () => Promise<Buffer> }, lines: string[], letterHeightCm: number, colour: string): Promise<string> {
    const parsed = await this.parsed(font);
    return previewSvg(parsed, lines, letterHeightCm, colour);
  }

  private parsed(font: { key: string; bytes: () => Promise<Buffer> }): Promise<opentype.Font> {
    const cached = this.fonts.get(font.key);
    if (cached) {
      this.fonts.delete(font.key);
      this.fonts.set(font.key, cached);
      return cached;
    }
    // The promise is what is kept, so concurrent prices in a new font read and parse it once.
    const parsing = font.bytes().then((bytes) => opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
    this.fonts.set(font.key, parsing);
    parsing.catch(() => {
      if (this.fonts.get(font.key) === parsing) this.fonts.delete(font.key);
    });
    for (const key of this.fonts.keys()) {
      if (this.fonts.size <= PARSED_FONTS) break;
      this.fonts.delete(key);
    }
    return parsing;
  }
}
