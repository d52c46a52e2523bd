import { Problems } from '../../../../shared-kernel/problems/problems';

/**
 * What only pricing can find out about a design (nothing fits it, nothing prices it): a 422 with a
 * pointer into the design, like the validation before it.
 */
export function pricingFailure(pointer: string, code: 'design_too_large' | 'not_priced' | 'font_file_missing', detail: string): never {
  throw Problems.validationFailed([{ pointer, code, detail }]);
}
