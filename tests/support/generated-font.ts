import opentype from 'opentype.js';

/** A small real OpenType font (the letters A and B as boxes), so tests need no binary fixture. */
export function generatedFont(familyName = 'Signwright Test Sans'): Buffer {
  const box = (width: number) => {
    const path = new opentype.Path();
    path.moveTo(50, 0);
    path.lineTo(width - 50, 0);
    path.lineTo(width - 50, 700);
    path.lineTo(50, 700);
    path.close();
    return path;
  };
  const glyphs = [
    new opentype.Glyph({ name: '.notdef', unicode: 0, advanceWidth: 500, path: new opentype.Path() }),
    new opentype.Glyph({ name: 'A', unicode: 65, advanceWidth: 600, path: box(600) }),
    new opentype.Glyph({ name: 'B', unicode: 66, advanceWidth: 650, path: box(650) }),
  ];
  const font = new opentype.Font({ familyName, styleName: 'Regular', unitsPerEm: 1000, ascender: 800, descender: -200, glyphs });
  return Buffer.from(font.toArrayBuffer());
}
