import { z } from '../../../../shared-kernel/validation/zod';
import { hexcode, httpsUrl, ids, openEnum, optionalText, pricedFields, sizeRuleFields, sortOrder, text, type FamilyFields } from '../field-kit';

export const supportFinishFields: FamilyFields = {
  writable: {
    name: text(),
    description: optionalText(),
    finish_kind: openEnum(),
    hexcode: hexcode().nullable(),
    opacity: z.number().min(0).max(1),
    applied_to_visualisation: z.boolean(),
    backboard_ids: ids(),
    ...sizeRuleFields.writable,
    ...pricedFields.writable,
    sort_order: sortOrder(),
    preview_image_url: httpsUrl(),
    example_image_url: httpsUrl(),
    texture_image_url: httpsUrl(),
  },
  defaults: {
    description: null, finish_kind: 'colour', hexcode: null, opacity: 1, applied_to_visualisation: true, backboard_ids: [],
    ...sizeRuleFields.defaults, ...pricedFields.defaults, sort_order: 0, preview_image_url: null, example_image_url: null, texture_image_url: null,
  },
  readOnly: {},
};
