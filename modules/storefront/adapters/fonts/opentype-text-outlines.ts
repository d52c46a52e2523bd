import { injectable } from 'inversify';
import opentype from 'opentype.js';
import type { FontSource, OutlinedRun, TextOutlines } from '../../application/ports';
import { hasLetters } from '../../domain/styled-text';
import type { TextMeasurement } from '../../domain/design-price';
import { outlineLength } from './outline-length';
import { previewSvg } from './preview-svg';

interface ParsedRun {
  text: string;
  font: opentype.Font;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Parsing a font costs far more than measuring a line in it: the last few fonts priced stay parsed. */
const PARSED_FONTS = 32;

/**
 * Measures text with opentype.js. One em is the letter height, so a font size in centimetres gives
 * advance widths (kerned within a run) and glyph outlines in centimetres. A line is as wide as its runs.
 */
@injectable()
export class OpentypeTextOutlines implements TextOutlines {
  // Insertion order is recency: a hit moves its key to the end, the first key is the one to evict.
  private readonly fonts = new Map<string, Promise<opentype.Font>>();

  async measure(lines: OutlinedRun[][], letterHeightCm: number): Promise<TextMeasurement> {
    const set = await this.setIn(lines);
    const options = { kerning: true };
    const widthOf = (run: ParsedRun) => run.font.getAdvanceWidth(run.text, letterHeightCm, options);
    const outlineOf = (run: ParsedRun) => (hasLetters(run) ? outlineLength(run.font.getPath(run.text, 0, 0, letterHeightCm, options).commands) : 0);
    return {
      lineWidthsCm: set.map((runs) => sum(runs.map(widthOf))),
      outlineLengthCm: sum(set.flat().map(outlineOf)),
      missingCharacters: set.flatMap((runs, line) => {
        const missing = runs.flatMap((run) => [...run.text].filter((character) => !/\s/u.test(character) && run.font.charToGlyphIndex(character) === 0));
        return [...new Set(missing)].map((character) => ({ line, character }));
      }),
    };
  }

  async outlineSvg(lines: (OutlinedRun & { colour: string })[][], letterHeightCm: number): Promise<string> {
    const fonts = await this.setIn(lines);
    return previewSvg(
      lines.map((runs, line) => runs.map((run, index) => ({ ...run, font: fonts[line]![index]!.font }))),
      letterHeightCm,
    );
  }

  /** Every run with its font parsed; each font file is read and parsed once. */
  private setIn<R extends OutlinedRun>(lines: R[][]): Promise<ParsedRun[][]> {
    return Promise.all(lines.map((runs) => Promise.all(runs.map(async (run) => ({ text: run.text, font: await this.parsed(run.font) })))));
  }

  private parsed(font: FontSource): Promise<opentype.Font> {
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
