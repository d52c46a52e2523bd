import type { FamilySegment } from '../../../domain/option-families';
import { backboardFieldDocumentation } from './backboards.documentation';
import { colourFieldDocumentation } from './colours.documentation';
import { extraFieldDocumentation } from './extras.documentation';
import { fontTierFieldDocumentation } from './font-tiers.documentation';
import { fontFieldDocumentation } from './fonts.documentation';
import { formFieldDocumentation } from './forms.documentation';
import { iconFieldDocumentation } from './icons.documentation';
import { jacketFieldDocumentation } from './jackets.documentation';
import { labelFieldDocumentation } from './labels.documentation';
import { languageFieldDocumentation } from './languages.documentation';
import { legacySizeFieldDocumentation } from './legacy-sizes.documentation';
import { lengthPricingFieldDocumentation } from './length-pricings.documentation';
import { letterTypeFieldDocumentation } from './letter-types.documentation';
import { materialFieldDocumentation } from './materials.documentation';
import { mountingColourFieldDocumentation } from './mounting-colours.documentation';
import { mountingFieldDocumentation } from './mountings.documentation';
import { presetFieldDocumentation } from './presets.documentation';
import { sizeFieldDocumentation } from './sizes.documentation';
import { supportFinishFieldDocumentation } from './support-finishes.documentation';
import type { FamilyDocumentation } from './field-documentation';

/** What each family's fields mean, by path segment; backlights share the colours' words, as they share their fields. */
export const FAMILY_DOCUMENTATION: Record<FamilySegment, FamilyDocumentation> = {
  backboards: backboardFieldDocumentation,
  backlights: colourFieldDocumentation,
  colours: colourFieldDocumentation,
  extras: extraFieldDocumentation,
  fonts: fontFieldDocumentation,
  'font-tiers': fontTierFieldDocumentation,
  forms: formFieldDocumentation,
  icons: iconFieldDocumentation,
  jackets: jacketFieldDocumentation,
  labels: labelFieldDocumentation,
  languages: languageFieldDocumentation,
  'legacy-sizes': legacySizeFieldDocumentation,
  'length-pricings': lengthPricingFieldDocumentation,
  'letter-types': letterTypeFieldDocumentation,
  materials: materialFieldDocumentation,
  'mounting-colours': mountingColourFieldDocumentation,
  mountings: mountingFieldDocumentation,
  presets: presetFieldDocumentation,
  sizes: sizeFieldDocumentation,
  'support-finishes': supportFinishFieldDocumentation,
};
