import type { StorefrontSize } from './storefront-configuration';

/**
 * The height of one line of letters a size stands for, in centimetres. A size may give a line height of
 * its own or only the sign's height; a size with neither has no letter height (0), which letter models
 * refuse in validation.
 */
export function letterHeightCm(size: Pick<StorefrontSize, 'line_height_cm' | 'height_cm'>): number {
  return size.line_height_cm ?? size.height_cm ?? 0;
}
