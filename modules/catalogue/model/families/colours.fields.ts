import { z } from '../../../../shared-kernel/validation/zod';
import { hexcode, httpsUrl, openEnum, optionalText, pricedFields, sizeRuleFields, sortOrder, text, type FamilyFields } from '../field-kit';

/** Colours and backlights share their fields. */
export const colourFields: FamilyFields = {
  writable: {
    name: text(),
    description: optionalText(),
    colour_type: openEnum(),
    hexcode: hexcode().nullable(),
    multi_colour_hexcodes: z.array(hexcode()).max(12),
    texture: openEnum(),
    ...sizeRuleFields.writable,
    ...pricedFields.writable,
    sort_order: sortOrder(),
    image_url: httpsUrl(),
    example_image_url: httpsUrl(),
    texture_image_url: httpsUrl(),
  },
  defaults: {
    description: null, colour_type: 'single', hexcode: null, multi_colour_hexcodes: [], texture: 'flat',
    ...sizeRuleFields.defaults, ...pricedFields.defaults, sort_order: 0, image_url: null, example_image_url: null, texture_image_url: null,
  },
  readOnly: {},
};
