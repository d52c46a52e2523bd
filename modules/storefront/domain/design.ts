/**
 * What a shopper designs on the storefront (CONTRACT 6): the text lines, the font and size, the options
 * chosen, and for frame-fit signs the dimensions to fit. Ids name rows of the customiser's option families.
 */
export interface Design {
  lines: string[];
  font_id: number;
  size_id: number;
  colour_id?: number | undefined;
  backlight_id?: number | undefined;
  jacket_id?: number | undefined;
  backboard_id?: number | undefined;
  mounting_colour_id?: number | undefined;
  support_finish_id?: number | undefined;
  extras?: number[] | undefined;
  width_cm?: number | undefined;
  height_cm?: number | undefined;
  /** Only where the customiser's selection mode is `per_word`: each word's font and colour, in reading order. */
  words?: { font_id: number; colour_id: number }[] | undefined;
}

/** The letters a design is made of: every character but white space, line by line. */
export function lettersOf(lines: readonly string[]): string[][] {
  return lines.map((line) => [...line].filter((character) => !/\s/u.test(character)));
}

/** The lines that carry text; blank lines make no part of a sign. */
export function textLines(lines: readonly string[]): string[] {
  return lines.filter((line) => line.trim().length > 0);
}
