import type { OutlinedRun, TextOutlines } from '../application/ports';
import type { TextMeasurement } from '../domain/design-price';

/** Per em: how wide a character is set, and how long its outline. */
export const ADVANCE_EM = 0.6;
export const OUTLINE_EM = 3;

/**
 * Stands in for opentype.js: every character is ADVANCE_EM wide with an outline OUTLINE_EM long, except
 * those a font lacks (`missing`, by the font file's URL). Each font's bytes are read, so a file that
 * cannot be read fails here as it would there.
 */
export class FakeTextOutlines implements TextOutlines {
  readonly measured: { lines: string[][]; letterHeightCm: number }[] = [];

  constructor(private readonly missing: Record<string, string[]> = {}) {}

  async measure(lines: OutlinedRun[][], letterHeightCm: number): Promise<TextMeasurement> {
    await this.readFonts(lines);
    this.measured.push({ lines: lines.map((runs) => runs.map((run) => run.text)), letterHeightCm });
    const glyphs = (run: OutlinedRun) => [...run.text].filter((character) => !/\s/u.test(character) && !this.lacks(run, character));
    return {
      lineWidthsCm: lines.map((runs) => runs.reduce((width, run) => width + [...run.text].length * ADVANCE_EM * letterHeightCm, 0)),
      outlineLengthCm: lines.flat().reduce((length, run) => length + glyphs(run).length * OUTLINE_EM * letterHeightCm, 0),
      missingCharacters: lines.flatMap((runs, line) => runs.flatMap((run) => [...run.text].filter((character) => this.lacks(run, character)).map((character) => ({ line, character })))),
    };
  }

  async outlineSvg(lines: (OutlinedRun & { colour: string })[][], letterHeightCm: number): Promise<string> {
    await this.readFonts(lines);
    const paths = lines.flatMap((runs, line) => runs.map((run) => `<path data-line="${line}" data-text="${run.text}" fill="${run.colour}"/>`));
    return `<svg xmlns="http://www.w3.org/2000/svg" data-letter-height-cm="${letterHeightCm}">${paths.join('')}</svg>`;
  }

  private lacks(run: OutlinedRun, character: string): boolean {
    return this.missing[run.font.key]?.includes(character) ?? false;
  }

  private async readFonts(lines: OutlinedRun[][]): Promise<void> {
    for (const font of new Map(lines.flat().map((run) => [run.font.key, run.font])).values()) await font.bytes();
  }
}
