import { textLines, type Design } from './design';

/** A piece of a text line set in one font and colour: a word, or the white space between words. */
export interface TextRun {
  text: string;
  fontId: number;
  colourId: number | undefined;
}

/**
 * The text lines of a design as the sign is made (blank lines make no part of it): each line in the
 * design's font and colour, or, where the shopper styled per word, each word in its own, with the white
 * space between words in the design's.
 */
export function styledLines(design: Design): TextRun[][] {
  const whole = (text: string): TextRun => ({ text, fontId: design.font_id, colourId: design.colour_id });
  const { words } = design;
  if (!words || words.length === 0) return textLines(design.lines).map((line) => [whole(line)]);
  let next = 0;
  return textLines(design.lines).map((line) =>
    line
      .split(/(\s+)/u)
      .filter((part) => part !== '')
      .map((part) => {
        if (/^\s+$/u.test(part)) return whole(part);
        const style = words[next++];
        return style ? { text: part, fontId: style.font_id, colourId: style.colour_id } : whole(part);
      }),
  );
}

/** Whether a run carries letters (white space has no outline and is never drawn). */
export const hasLetters = (run: { text: string }): boolean => /\S/u.test(run.text);
