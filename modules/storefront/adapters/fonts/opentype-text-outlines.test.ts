import opentype from 'opentype.js';
import { generatedFont } from '../../../../tests/support/generated-font';
import type { FontSource } from '../../application/ports';
import { OpentypeTextOutlines } from './opentype-text-outlines';

/** A font of one glyph 'C' drawn by `draw` in a 1000-unit em (a .notdef beside it, as every font has). */
function fontWith(draw: (path: opentype.Path) => void): Buffer {
  const path = new opentype.Path();
  draw(path);
  const glyphs = [
    new opentype.Glyph({ name: '.notdef', unicode: 0, advanceWidth: 500, path: new opentype.Path() }),
    new opentype.Glyph({ name: 'C', unicode: 67, advanceWidth: 1300, path }),
  ];
  return Buffer.from(new opentype.Font({ familyName: 'Curves', styleName: 'Regular', unitsPerEm: 1000, ascender: 800, descender: -200, glyphs }).toArrayBuffer());
}

const fontOf = (bytes: Buffer, key = 'font-1') => ({ key, bytes: jest.fn(async () => bytes) });
/** Text lines set in one font, one run per line. */
const inOne = (font: FontSource, lines: string[]) => lines.map((text) => [{ text, font }]);

describe('measuring text with opentype.js', () => {
  const boxes = generatedFont();

  it("sets one em to the letter height: 'A' at 10 cm advances 6 cm and its outline is 24 cm", async () => {
    // 'A' is a 500 × 700-unit box with a 600-unit advance; 10 cm / 1000 units = 0.01 cm per unit
    // advance 600 × 0.01 = 6 cm; outline 2 × (500 + 700) × 0.01 = 24 cm
    const measurement = await new OpentypeTextOutlines().measure(inOne(fontOf(boxes), ['A']), 10);
    expect(measurement.lineWidthsCm[0]).toBeCloseTo(6, 9);
    expect(measurement.outlineLengthCm).toBeCloseTo(24, 9);
    expect(measurement.missingCharacters).toEqual([]);
  });

  it('measures each line and adds up every outline of the text', async () => {
    // 'AB': advance (600 + 650) × 0.01 = 12.5 cm; 'B' is 550 × 700 units, outline 2 × (550 + 700) × 0.01 = 25 cm
    // at 10 cm: lines 6 and 12.5 cm wide; outlines 24 + (24 + 25) = 73 cm
    const measurement = await new OpentypeTextOutlines().measure(inOne(fontOf(boxes), ['A', 'AB']), 10);
    expect(measurement.lineWidthsCm.map((width) => Number(width.toFixed(9)))).toEqual([6, 12.5]);
    expect(measurement.outlineLengthCm).toBeCloseTo(73, 9);
  });

  it('scales with the letter height', async () => {
    // at 25 cm per em: 'A' outline 2400 units × 0.025 = 60 cm
    expect((await new OpentypeTextOutlines().measure(inOne(fontOf(boxes), ['A']), 25)).outlineLengthCm).toBeCloseTo(60, 9);
  });

  it('traces a curved outline to within 0.1 % of its exact length', async () => {
    // An arch: the quadratic Bézier (0,0) (600,900) (1200,0), then the straight way back.
    // B(t) = (1200t, 1800t(1 − t)), so |B'(t)| = √(1200² + 1800²(1 − 2t)²) and with u = 1 − 2t, a = 1200, c = 1800:
    // length = ∫₀¹ √(a² + c²u²) du = √(a² + c²)/2 + a²/(2c) · ln((c + √(a² + c²))/a) ≈ 1559.57 units; plus the base, 1200.
    const a = 1200;
    const c = 1800;
    const arch = Math.hypot(a, c) / 2 + ((a * a) / (2 * c)) * Math.log((c + Math.hypot(a, c)) / a);
    const font = fontWith((path) => {
      path.moveTo(0, 0);
      path.quadraticCurveTo(600, 900, 1200, 0);
      path.close();
    });
    const { outlineLengthCm } = await new OpentypeTextOutlines().measure(inOne(fontOf(font), ['C']), 10);
    const exact = (arch + 1200) * 0.01;
    expect(Math.abs(outlineLengthCm - exact) / exact).toBeLessThan(0.001);
  });

  it('traces a circle of four cubic arcs to within 0.1 % of 2πr', async () => {
    // radius 500 units around (500, 500); each quarter's handles 0.5523 r long (stored as whole units in the font)
    const k = 0.5522847498 * 500;
    const font = fontWith((path) => {
      path.moveTo(1000, 500);
      path.curveTo(1000, 500 + k, 500 + k, 1000, 500, 1000);
      path.curveTo(500 - k, 1000, 0, 500 + k, 0, 500);
      path.curveTo(0, 500 - k, 500 - k, 0, 500, 0);
      path.curveTo(500 + k, 0, 1000, 500 - k, 1000, 500);
      path.close();
    });
    const { outlineLengthCm } = await new OpentypeTextOutlines().measure(inOne(fontOf(font), ['C']), 10);
    const circumference = 2 * Math.PI * 500 * 0.01;
    expect(Math.abs(outlineLengthCm - circumference) / circumference).toBeLessThan(0.001);
  });

  it('names each character the font has no glyph for, by line, but not white space', async () => {
    const measurement = await new OpentypeTextOutlines().measure(inOne(fontOf(boxes), ['A B', 'BxAx', 'é']), 10);
    expect(measurement.missingCharacters).toEqual([
      { line: 1, character: 'x' },
      { line: 2, character: 'é' },
    ]);
  });

  it('sets each word of a line in its own font: the line is as wide as its runs, the outline their sum', async () => {
    // 'A' in the box font: advance 6 cm, outline 24 cm; the space in it is .notdef: 5 cm, no outline.
    // 'C' in a font whose 'C' is a 1000-unit square with a 1300-unit advance: 13 cm wide, outline 40 cm.
    const square = fontOf(fontWith((path) => {
      path.moveTo(0, 0);
      path.lineTo(1000, 0);
      path.lineTo(1000, 1000);
      path.lineTo(0, 1000);
      path.close();
    }), 'square');
    const box = fontOf(boxes, 'boxes');
    const measurement = await new OpentypeTextOutlines().measure([[{ text: 'A', font: box }, { text: ' ', font: box }, { text: 'C', font: square }], [{ text: 'C', font: box }]], 10);
    expect(measurement.lineWidthsCm[0]).toBeCloseTo(24, 9);
    expect(measurement.outlineLengthCm).toBeCloseTo(64, 9);
    expect(measurement.missingCharacters).toEqual([{ line: 1, character: 'C' }]);
  });

  it('draws each run in its font and colour, only paths', async () => {
    const box = fontOf(boxes, 'boxes');
    const svg = await new OpentypeTextOutlines().outlineSvg([[{ text: 'A', font: box, colour: '#ff0000' }, { text: ' ', font: box, colour: '#00ff00' }, { text: 'B', font: box, colour: '#0000ff' }]], 10);
    expect(svg.match(/<path fill="#[0-9a-f]{6}"/g)).toEqual(['<path fill="#ff0000"', '<path fill="#0000ff"']);
    // 6 + 5 + 6.5 cm of letters and space, and a quarter em (2.5 cm) each side
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="22.50cm" height="15.00cm"/);
    expect(svg).not.toMatch(/<script|on\w+=/);
  });

  it('parses a font once per key, also when prices in it arrive together', async () => {
    const outlines = new OpentypeTextOutlines();
    const font = fontOf(boxes);
    await Promise.all([outlines.measure(inOne(font, ['A']), 10), outlines.measure(inOne(font, ['B']), 10)]);
    await outlines.measure(inOne(font, ['AB']), 20);
    expect(font.bytes).toHaveBeenCalledTimes(1);
  });

  it('keeps the 32 fonts used last and reads an older one again', async () => {
    const outlines = new OpentypeTextOutlines();
    const fonts = Array.from({ length: 33 }, (_, index) => fontOf(boxes, `font-${index}`));
    for (const font of fonts) await outlines.measure(inOne(font, ['A']), 10);
    await outlines.measure(inOne(fonts[32]!, ['A']), 10);
    await outlines.measure(inOne(fonts[1]!, ['A']), 10);
    await outlines.measure(inOne(fonts[0]!, ['A']), 10);
    expect(fonts[32]!.bytes).toHaveBeenCalledTimes(1);
    expect(fonts[1]!.bytes).toHaveBeenCalledTimes(1);
    expect(fonts[0]!.bytes).toHaveBeenCalledTimes(2);
  });

  it('reads a font again after a failed read', async () => {
    const outlines = new OpentypeTextOutlines();
    const bytes = jest.fn<Promise<Buffer>, []>().mockRejectedValueOnce(new Error('blob storage unavailable')).mockResolvedValue(boxes);
    await expect(outlines.measure(inOne({ key: 'font-1', bytes }, ['A']), 10)).rejects.toThrow('blob storage unavailable');
    await expect(outlines.measure(inOne({ key: 'font-1', bytes }, ['A']), 10)).resolves.toMatchObject({ missingCharacters: [] });
  });
});
