import type { ProblemFieldError } from '../../../../shared-kernel/problems/problem';
import type { Design } from '../design';
import type { StorefrontConfiguration } from '../storefront-configuration';
import { unsupported } from './choice-rules';
import { fieldError } from './field-error';

/** The words of a text: what white space separates, across all its lines. */
export function wordsOf(lines: readonly string[]): string[] {
  return lines.join('\n').split(/\s+/u).filter((word) => word.length > 0);
}

/** Per-word styling: only where the customiser styles per word, one style per word, each a row it offers. */
export function wordErrors(configuration: StorefrontConfiguration, design: Design): ProblemFieldError[] {
  const { words } = design;
  if (words === undefined || words === null) return [];
  if (configuration.selection_mode !== 'per_word') return [fieldError('/words', 'prohibited', 'This customiser styles the whole sign as one; send no words.')];
  const errors: (ProblemFieldError | undefined)[] = [];
  const wordCount = wordsOf(design.lines).length;
  if (words.length !== wordCount) errors.push(fieldError('/words', 'invalid', `The text has ${wordCount} words; give a style for each.`));
  words.forEach((word, index) => {
    errors.push(unsupported(`/words/${index}/font_id`, word.font_id, configuration.fonts));
    errors.push(unsupported(`/words/${index}/colour_id`, word.colour_id, configuration.colours));
  });
  return errors.filter((error): error is ProblemFieldError => error !== undefined);
}
