import type opentype from 'opentype.js';

/** Room around the letters, in ems. */
const MARGIN_EM = 0.25;

/**
 * The text as the sign is cut: each line's glyph outlines in the font, centred, one em per letter
 * height, in a viewBox of centimetres. Only paths: nothing a browser could run.
 */
export function previewSvg(font: opentype.Font, lines: string[], letterHeightCm: number, colour: string): string {
  const em = letterHeightCm;
  const scale = em / font.unitsPerEm;
  const ascent = font.ascender * scale;
  const descent = -font.descender * scale;
  const lineHeight = ascent + descent;
  const options = { kerning: true };
  const widths = lines.map((line) => font.getAdvanceWidth(line, em, options));
  const width = Math.max(...widths, 0) + 2 * MARGIN_EM * em;
  const height = lines.length * lineHeight + 2 * MARGIN_EM * em;
  const paths = lines.map((line, index) => {
    const x = (width - widths[index]!) / 2;
    const baseline = MARGIN_EM * em + index * lineHeight + ascent;
    return `<path d="${font.getPath(line, x, baseline, em, options).toPathData(3)}"/>`;
  });
  const size = (value: number) => value.toFixed(2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size(width)}cm" height="${size(height)}cm" viewBox="0 0 ${size(width)} ${size(height)}">`,
    `<g fill="${/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#000000'}">${paths.join('')}</g>`,
    '</svg>',
  ].join('');
}
