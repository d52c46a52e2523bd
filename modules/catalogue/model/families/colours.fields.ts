import { z } from '../../../../shared-kernel/validation/zod';
import { hexcode, httpsUrl, openEnum, optionalText, pricedFields, sizeRuleFields, sortOrder, text, type FamilyFields } from '../field-kit';

/** Colours and backlights share their fields. */
export const colourFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The name shoppers see (`Warm white`, `RGB`): 1 to 200 characters.' }),
    description: optionalText().openapi({ description: 'What shoppers read about this colour or backlight, up to 2,000 characters; null for none.' }),
    colour_type: openEnum().openapi({ description: 'Whether the light or paint is one colour or several, from a set that may grow (`single` is the default).' }),
    hexcode: hexcode().nullable().openapi({ description: 'The colour the designer shows, as `#rrggbb`; null for none.' }),
    multi_colour_hexcodes: z.array(hexcode()).max(12).openapi({ description: 'The colours of one made of several, each `#rrggbb`, at most 12; empty for a single colour.' }),
    texture: openEnum().openapi({ description: 'The surface the designer shows, from a set that may grow (`flat` is the default).' }),
    ...sizeRuleFields.writable,
    ...pricedFields.writable,
    sort_order: sortOrder(),
    image_url: httpsUrl().openapi({ description: 'A picture of it for the designer: an absolute URL of up to 2,048 characters, or null.' }),
    example_image_url: httpsUrl().openapi({ description: 'A picture of a finished sign with it: an absolute URL of up to 2,048 characters, or null.' }),
    texture_image_url: httpsUrl().openapi({ description: 'The texture the designer paints the letters with: an absolute URL of up to 2,048 characters, or null.' }),
  },
  defaults: {
    description: null, colour_type: 'single', hexcode: null, multi_colour_hexcodes: [], texture: 'flat',
    ...sizeRuleFields.defaults, ...pricedFields.defaults, sort_order: 0, image_url: null, example_image_url: null, texture_image_url: null,
  },
  readOnly: {},
};
