import type { ProblemFieldError } from '../../../shared-kernel/problems/problem';
import type { Design } from './design';
import { choiceErrors } from './rules/choice-rules';
import { dimensionErrors } from './rules/dimension-rules';
import { fontFileErrors } from './rules/font-file-rules';
import { sizeErrors } from './rules/size-rules';
import { textErrors } from './rules/text-rules';
import { wordErrors } from './rules/word-rules';
import type { StorefrontConfiguration } from './storefront-configuration';
import type { PricingDocumentForStorefront } from './storefront-pricing';

/**
 * Everything wrong with a design that can be known without measuring it, each with a pointer into the
 * design; empty when `priceDesign` may price it. The pricing document, where given, adds the one rule
 * that depends on it: material-length letters need a font with a file.
 */
export function designErrors(configuration: StorefrontConfiguration, design: Design, pricing?: PricingDocumentForStorefront): ProblemFieldError[] {
  const size = configuration.sizes.find((candidate) => candidate.id === design.size_id);
  return [
    ...textErrors(design, size),
    ...choiceErrors(configuration, design),
    ...sizeErrors(configuration, design),
    ...wordErrors(configuration, design),
    ...dimensionErrors(configuration, design),
    ...fontFileErrors(configuration, design, pricing),
  ];
}
