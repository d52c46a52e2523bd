import type opentype from 'opentype.js';
import { hasLetters } from '../../domain/styled-text';

/** Room around the letters, in ems. */
const MARGIN_EM = 0.25;

export interface PreviewRun {
  text: string;
  font: opentype.Font;
  colour: string;
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * The text as the sign is cut: each line's glyph outlines, run by run in their fonts and colours, centred,
 * one em per letter height, in a viewBox of centimetres. A line is as tall as its tallest font. Only
 * paths: nothing a browser could run.
 */
export function previewSvg(lines: PreviewRun[][], letterHeightCm: number): string {
  const em = letterHeightCm;
  const options = { kerning: true };
  const scaled = (font: opentype.Font, units: number) => (units * em) / font.unitsPerEm;
  const metrics = lines.map((runs) => ({
    ascent: Math.max(0, ...runs.map((run) => scaled(run.font, run.font.ascender))),
    descent: Math.max(0, ...runs.map((run) => scaled(run.font, -run.font.descender))),
    widths: runs.map((run) => run.font.getAdvanceWidth(run.text, em, options)),
  }));
  const lineWidth = (index: number) => metrics[index]!.widths.reduce((total, width) => total + width, 0);
  const width = Math.max(0, ...lines.map((_runs, index) => lineWidth(index))) + 2 * MARGIN_EM * em;
  const height = metrics.reduce((total, line) => total + line.ascent + line.descent, 0) + 2 * MARGIN_EM * em;
  const paths: string[] = [];
  let top = MARGIN_EM * em;
  lines.forEach((runs, index) => {
    const { ascent, descent, widths } = metrics[index]!;
    let x = (width - lineWidth(index)) / 2;
    runs.forEach((run, at) => {
      if (hasLetters(run)) {
        const fill = COLOUR.test(run.colour) ? run.colour : '#000000';
        paths.push(`<path fill="${fill}" d="${run.font.getPath(run.text, x, top + ascent, em, options).toPathData(3)}"/>`);
      }
      x += widths[at]!;
    });
    top += ascent + descent;
  });
  const size = (value: number) => value.toFixed(2);
  return [`<svg xmlns="http://www.w3.org/2000/svg" width="${size(width)}cm" height="${size(height)}cm" viewBox="0 0 ${size(width)} ${size(height)}">`, ...paths, '</svg>'].join('');
}
