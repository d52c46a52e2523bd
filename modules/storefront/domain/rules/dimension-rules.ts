import type { ProblemFieldError } from '../../../../shared-kernel/problems/problem';
import type { Design } from '../design';
import type { StorefrontConfiguration } from '../storefront-configuration';
import { fieldError } from './field-error';

export const MAX_FRAME_CM = 10000;

/** A frame-fit sign is as large as the shopper says; a letter sign is as large as its letters. */
export function dimensionErrors(configuration: StorefrontConfiguration, design: Design): ProblemFieldError[] {
  const errors: ProblemFieldError[] = [];
  for (const field of ['width_cm', 'height_cm'] as const) {
    const value = design[field];
    const pointer = `/${field}`;
    if (configuration.pricing_model !== 'frame_fit') {
      if (value !== undefined && value !== null) errors.push(fieldError(pointer, 'prohibited', 'A letter sign takes its dimensions from its letters.'));
    } else if (value === undefined || value === null) {
      errors.push(fieldError(pointer, 'required', 'Give the dimensions the frame is to fit.'));
    } else if (!Number.isFinite(value) || value <= 0 || value > MAX_FRAME_CM) {
      errors.push(fieldError(pointer, 'invalid', `Give a length above 0 and at most ${MAX_FRAME_CM} cm.`));
    }
  }
  return errors;
}
