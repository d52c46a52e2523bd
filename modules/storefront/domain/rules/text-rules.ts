import type { ProblemFieldError } from '../../../../shared-kernel/problems/problem';
import { lettersOf, textLines, type Design } from '../design';
import type { StorefrontSize } from '../storefront-configuration';
import { fieldError } from './field-error';

export const MAX_LINE_CHARACTERS = 200;

/** The text fits the size: some text, no more lines than it takes, as many letters as it allows. */
export function textErrors(design: Design, size: StorefrontSize | undefined): ProblemFieldError[] {
  const errors = design.lines.flatMap((line, index) =>
    [...line].length > MAX_LINE_CHARACTERS ? [fieldError(`/lines/${index}`, 'invalid', `A line holds at most ${MAX_LINE_CHARACTERS} characters.`)] : [],
  );
  const lines = textLines(design.lines);
  if (lines.length === 0) return [...errors, fieldError('/lines', 'required', 'Write at least one line of text.')];
  if (!size) return errors;
  if (size.line_limit !== null && lines.length > size.line_limit) {
    errors.push(fieldError('/lines', 'too_many_lines', `The size ${size.name} takes at most ${size.line_limit} lines of text.`));
  }
  const letterCount = lettersOf(lines).flat().length;
  if (size.char_limit !== null && letterCount > size.char_limit) {
    errors.push(fieldError('/lines', 'too_many_characters', `The size ${size.name} takes at most ${size.char_limit} letters.`));
  }
  if (letterCount < size.min_char) {
    errors.push(fieldError('/lines', 'too_few_characters', `The size ${size.name} takes at least ${size.min_char} letters.`));
  }
  return errors;
}
