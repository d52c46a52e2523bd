import { z } from '../../../../shared-kernel/validation/zod';
import { hexcode, httpsUrl, ids, optionalText, pricedFields, sizeRuleFields, sortOrder, text, type FamilyFields } from '../field-kit';

export const mountingColourFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The mounting colour’s name, shown to shoppers: 1 to 200 characters.' }),
    description: optionalText().openapi({ description: 'What shoppers read about the mounting colour, up to 2,000 characters; null for none.' }),
    hexcode: hexcode().nullable().openapi({ description: 'The colour the designer shows, as `#rrggbb`; null for none.' }),
    opacity: z.number().min(0).max(1).openapi({ description: 'How opaque the designer draws it, from 0 (clear) to 1 (solid).' }),
    applied_to_visualisation: z.boolean().openapi({ description: 'Whether the designer’s preview shows it on the sign.' }),
    mounting_ids: ids().openapi({ description: 'The ids of the customiser’s mountings this colour is offered for (at most 500).' }),
    ...sizeRuleFields.writable,
    ...pricedFields.writable,
    sort_order: sortOrder(),
    preview_image_url: httpsUrl().openapi({ description: 'A picture of the mounting colour for the designer: an absolute URL of up to 2,048 characters, or null.' }),
    example_image_url: httpsUrl().openapi({ description: 'A picture of a finished sign with this mounting colour: an absolute URL of up to 2,048 characters, or null.' }),
  },
  defaults: {
    description: null, hexcode: null, opacity: 1, applied_to_visualisation: true, mounting_ids: [],
    ...sizeRuleFields.defaults, ...pricedFields.defaults, sort_order: 0, preview_image_url: null, example_image_url: null,
  },
  readOnly: {},
};
