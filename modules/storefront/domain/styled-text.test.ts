import { styledLines } from './styled-text';

describe('the styled lines of a design', () => {
  it('sets each text line in the design’s font and colour, leaving blank lines out', () => {
    expect(styledLines({ lines: ['Open', '  ', 'late'], font_id: 1, size_id: 2, colour_id: 3 })).toEqual([
      [{ text: 'Open', fontId: 1, colourId: 3 }],
      [{ text: 'late', fontId: 1, colourId: 3 }],
    ]);
  });

  it('sets each word in its own style, in reading order across lines, and the space between in the design’s', () => {
    const words = [
      { font_id: 7, colour_id: 70 },
      { font_id: 8, colour_id: 80 },
      { font_id: 9, colour_id: 90 },
    ];
    expect(styledLines({ lines: ['Good  vibes', '', 'only'], font_id: 1, size_id: 2, colour_id: 3, words })).toEqual([
      [
        { text: 'Good', fontId: 7, colourId: 70 },
        { text: '  ', fontId: 1, colourId: 3 },
        { text: 'vibes', fontId: 8, colourId: 80 },
      ],
      [{ text: 'only', fontId: 9, colourId: 90 }],
    ]);
  });
});
