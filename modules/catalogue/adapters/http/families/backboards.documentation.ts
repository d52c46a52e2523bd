import { PRICED_FIELDS, type FamilyDocumentation } from './field-documentation';

export const backboardFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The backboard’s name, shown to shoppers: 1 to 200 characters, unique among the customiser’s backboards.',
    description: 'What shoppers read about the backboard, up to 2,000 characters; null for none.',
    backboard_type: 'What kind of board it is, from a set that may grow (`board`, `custom_shape`, `cutout` seen). `custom_shape` and `cutout` need an uploaded shape first (PUT …/shape), and `custom_shape` no border margin in the customiser’s settings.',
    letter_type_ids: 'The ids of the customiser’s letter types this backboard is offered with (at most 500); a write replaces the whole list.',
    outline_size: 'The outline the designer draws around the letters, from a set that may grow; null for none. Stored and returned as sent.',
    allow_multilayer: 'Whether the designer lets shoppers stack layers on this backboard.',
    custom_background_enabled: 'Whether shoppers may upload a background image to print on this backboard.',
    show_custom_background: 'Whether the designer shows the custom background option on this backboard.',
    ...PRICED_FIELDS,
    price_per_sq_cm: 'The backboard’s area rate, in decimal major units of the store’s currency per square centimetre (0.02 is two cents a cm² in USD), charged on the sign’s width and height each grown by twice the customiser’s border margin; null charges no area.',
    image_url: 'A picture of the backboard for the designer: an absolute URL of up to 2,048 characters, or null.',
    button_image_url: 'The small picture on the designer’s button for this backboard: an absolute URL of up to 2,048 characters, or null.',
  },
  readOnly: {
    geometry: {
      description: 'The backboard’s uploaded shape, kept inside the backboard (never published at a URL). Read-only: a write that sends it is refused (`prohibited`).',
      shape: {
        has_custom_shape: 'True once a shape has been attached (PUT …/shape).',
        status: 'What became of the attached shape (`measured`); null before one is attached.',
        failure_reason: 'Why the shape could not be used, when it could not; otherwise null.',
        measured_at: 'When the attached shape was measured: an ISO 8601 timestamp in UTC; null before one is attached.',
      },
    },
  },
};
