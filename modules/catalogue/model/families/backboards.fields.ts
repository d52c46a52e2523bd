import { z } from '../../../../shared-kernel/validation/zod';
import { httpsUrl, ids, openEnum, optionalText, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

export const backboardFields: FamilyFields = {
  writable: {
    name: text(),
    description: optionalText(),
    backboard_type: openEnum().nullable(),
    letter_type_ids: ids(),
    outline_size: openEnum().nullable(),
    allow_multilayer: z.boolean(),
    custom_background_enabled: z.boolean(),
    show_custom_background: z.boolean(),
    ...pricedFields.writable,
    price_per_sq_cm: z.number().min(0).nullable(),
    sort_order: sortOrder(),
    image_url: httpsUrl(),
    button_image_url: httpsUrl(),
  },
  defaults: {
    description: null, backboard_type: 'board', letter_type_ids: [], outline_size: null, allow_multilayer: false,
    custom_background_enabled: false, show_custom_background: false, base_price: 0, price_multiplier: 1,
    price_multiplier_target: 'base_letter_price', price_per_sq_cm: null, sort_order: 0, image_url: null, button_image_url: null,
  },
  readOnly: {
    geometry: z
      .object({
        has_custom_shape: z.boolean(),
        status: z.string().nullable(),
        failure_reason: z.string().nullable(),
        measured_at: z.string().datetime().nullable(),
      }),
  },
};
