import type { FamilySegment } from '../../domain/option-families';
import { backboardFields } from './backboards.fields';
import { colourFields } from './colours.fields';
import { extraFields } from './extras.fields';
import { fontTierFields } from './font-tiers.fields';
import { fontFields } from './fonts.fields';
import { formFields } from './forms.fields';
import { iconFields } from './icons.fields';
import { jacketFields } from './jackets.fields';
import { labelFields } from './labels.fields';
import { languageFields } from './languages.fields';
import { legacySizeFields } from './legacy-sizes.fields';
import { lengthPricingFields } from './length-pricings.fields';
import { letterTypeFields } from './letter-types.fields';
import { materialFields } from './materials.fields';
import { mountingColourFields } from './mounting-colours.fields';
import { mountingFields } from './mountings.fields';
import { presetFields } from './presets.fields';
import { sizeFields } from './sizes.fields';
import { supportFinishFields } from './support-finishes.fields';
import type { FamilyFields } from '../field-kit';

/** Each family's fields, by path segment; backlights share the colours' fields, as the spec lists them. */
export const FAMILY_FIELDS: Record<FamilySegment, FamilyFields> = {
  backboards: backboardFields,
  backlights: colourFields,
  colours: colourFields,
  extras: extraFields,
  fonts: fontFields,
  'font-tiers': fontTierFields,
  forms: formFields,
  icons: iconFields,
  jackets: jacketFields,
  labels: labelFields,
  languages: languageFields,
  'legacy-sizes': legacySizeFields,
  'length-pricings': lengthPricingFields,
  'letter-types': letterTypeFields,
  materials: materialFields,
  'mounting-colours': mountingColourFields,
  mountings: mountingFields,
  presets: presetFields,
  sizes: sizeFields,
  'support-finishes': supportFinishFields,
};
