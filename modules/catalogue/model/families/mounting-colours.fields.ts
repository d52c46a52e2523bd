import { z } from '../../../../shared-kernel/validation/zod';
import { hexcode, httpsUrl, ids, optionalText, pricedFields, sizeRuleFields, sortOrder, text, type FamilyFields } from '../field-kit';

export const mountingColourFields: FamilyFields = {
  writable: {
    name: text(),
    description: optionalText(),
    hexcode: hexcode().nullable(),
    opacity: z.number().min(0).max(1),
    applied_to_visualisation: z.boolean(),
    mounting_ids: ids(),
    ...sizeRuleFields.writable,
    ...pricedFields.writable,
    sort_order: sortOrder(),
    preview_image_url: httpsUrl(),
    example_image_url: httpsUrl(),
  },
  defaults: {
    description: null, hexcode: null, opacity: 1, applied_to_visualisation: true, mounting_ids: [],
    ...sizeRuleFields.defaults, ...pricedFields.defaults, sort_order: 0, preview_image_url: null, example_image_url: null,
  },
  readOnly: {},
};
