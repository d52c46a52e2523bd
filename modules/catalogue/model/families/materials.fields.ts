import { z } from '../../../../shared-kernel/validation/zod';
import { httpsUrl, optionalText, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

export const materialFields: FamilyFields = {
  writable: {
    name: text(),
    description: optionalText(),
    thickness_mm: z.number().positive().nullable(),
    ...pricedFields.writable,
    sort_order: sortOrder(),
    image_url: httpsUrl(),
  },
  defaults: { description: null, thickness_mm: null, ...pricedFields.defaults, sort_order: 0, image_url: null },
  readOnly: {},
};
