import { z } from '../../../../shared-kernel/validation/zod';
import { httpsUrl, ids, openEnum, optionalText, pricedFields, sortOrder, text, type FamilyFields } from '../field-kit';

export const backboardFields: FamilyFields = {
  writable: {
    name: text().openapi({ description: 'The backboard’s name, shown to shoppers: 1 to 200 characters, unique among the customiser’s backboards.' }),
    description: optionalText().openapi({ description: 'What shoppers read about the backboard, up to 2,000 characters; null for none.' }),
    backboard_type: openEnum().nullable().openapi({ description: 'What kind of board it is, from a set that may grow (`board`, `custom_shape`, `cutout` seen). `custom_shape` and `cutout` need an uploaded shape first (PUT …/shape), and `custom_shape` no border margin in the customiser’s settings.' }),
    letter_type_ids: ids().openapi({ description: 'The ids of the customiser’s letter types this backboard is offered with (at most 500); a write replaces the whole list.' }),
    outline_size: openEnum().nullable().openapi({ description: 'The outline the designer draws around the letters, from a set that may grow; null for none. Stored and returned as sent.' }),
    allow_multilayer: z.boolean().openapi({ description: 'Whether the designer lets shoppers stack layers on this backboard.' }),
    custom_background_enabled: z.boolean().openapi({ description: 'Whether shoppers may upload a background image to print on this backboard.' }),
    show_custom_background: z.boolean().openapi({ description: 'Whether the designer shows the custom background option on this backboard.' }),
    ...pricedFields.writable,
    price_per_sq_cm: z.number().min(0).nullable().openapi({ description: 'The backboard’s area rate, in decimal major units of the store’s currency per square centimetre (0.02 is two cents a cm² in USD), charged on the sign’s width and height each grown by twice the customiser’s border margin; null charges no area.' }),
    sort_order: sortOrder(),
    image_url: httpsUrl().openapi({ description: 'A picture of the backboard for the designer: an absolute URL of up to 2,048 characters, or null.' }),
    button_image_url: httpsUrl().openapi({ description: 'The small picture on the designer’s button for this backboard: an absolute URL of up to 2,048 characters, or null.' }),
  },
  defaults: {
    description: null, backboard_type: 'board', letter_type_ids: [], outline_size: null, allow_multilayer: false,
    custom_background_enabled: false, show_custom_background: false, base_price: 0, price_multiplier: 1,
    price_multiplier_target: 'base_letter_price', price_per_sq_cm: null, sort_order: 0, image_url: null, button_image_url: null,
  },
  readOnly: {
    geometry: z
      .object({
        has_custom_shape: z.boolean().openapi({ description: 'True once a shape has been attached (PUT …/shape).' }),
        status: z.string().nullable().openapi({ description: 'What became of the attached shape (`measured`); null before one is attached.' }),
        failure_reason: z.string().nullable().openapi({ description: 'Why the shape could not be used, when it could not; otherwise null.' }),
        measured_at: z.string().datetime().nullable().openapi({ description: 'When the attached shape was measured: an ISO 8601 timestamp in UTC; null before one is attached.' }),
      })
      .openapi({ description: 'The backboard’s uploaded shape, kept inside the backboard (never published at a URL). Read-only: a write that sends it is refused (`prohibited`).' }),
  },
};
