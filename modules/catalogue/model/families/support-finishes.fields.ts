import { z } from '../../../../shared-kernel/validation/zod';
import { hexcode, httpsUrl, ids, openEnum, optionalText, pricedFields, sizeRuleFields, sortOrder, text, type FamilyFields } from '../field-kit';

export const supportFinishFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The support finish’s name, shown to shoppers: 1 to 200 characters.' }),
    description: optionalText().openapi({ description: 'What shoppers read about the support finish, up to 2,000 characters; null for none.' }),
    finish_kind: openEnum().openapi({ description: 'What the finish is, from a set that may grow (`colour` is the default).' }),
    hexcode: hexcode().nullable().openapi({ description: 'The colour the designer shows, as `#rrggbb`; null for none.' }),
    opacity: z.number().min(0).max(1).openapi({ description: 'How opaque the designer draws it, from 0 (clear) to 1 (solid).' }),
    applied_to_visualisation: z.boolean().openapi({ description: 'Whether the designer’s preview shows it on the sign.' }),
    backboard_ids: ids().openapi({ description: 'The ids of the customiser’s backboards this finish is offered for (at most 500).' }),
    ...sizeRuleFields.writable,
    ...pricedFields.writable,
    sort_order: sortOrder(),
    preview_image_url: httpsUrl().openapi({ description: 'A picture of the support finish for the designer: an absolute URL of up to 2,048 characters, or null.' }),
    example_image_url: httpsUrl().openapi({ description: 'A picture of a finished sign with this support finish: an absolute URL of up to 2,048 characters, or null.' }),
    texture_image_url: httpsUrl().openapi({ description: 'The texture the designer paints the finish with: an absolute URL of up to 2,048 characters, or null.' }),
  },
  defaults: {
    description: null, finish_kind: 'colour', hexcode: null, opacity: 1, applied_to_visualisation: true, backboard_ids: [],
    ...sizeRuleFields.defaults, ...pricedFields.defaults, sort_order: 0, preview_image_url: null, example_image_url: null, texture_image_url: null,
  },
  readOnly: {},
};
