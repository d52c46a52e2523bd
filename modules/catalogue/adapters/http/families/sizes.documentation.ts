import type { FamilyDocumentation } from './field-documentation';

export const sizeFieldDocumentation: FamilyDocumentation = {
  writable: {
    name: 'The size’s name, shown to shoppers (`Medium`): 1 to 200 characters.',
    client_key: 'A key of the client’s choosing (1 to 64 characters) by which a pricing document names this size before it has an id; null for none.',
    description: 'What shoppers read about the size, up to 2,000 characters; null for none.',
    char_limit: 'The most letters (characters other than white space) a sign of this size may have; null for no limit.',
    line_limit: 'The most lines of text a sign of this size may have; null for no limit.',
    min_char: 'The fewest letters (characters other than white space) a sign of this size must have; 0 for no minimum.',
    width_cm: 'The sign’s width at this size, in centimetres; null when the size does not fix it.',
    height_cm: 'The sign’s height, or for letter models the letter height, at this size, in centimetres; null when the size does not fix it.',
    line_height_cm: 'The height of one line of letters at this size, in centimetres; advanced letters measure text at it (else at `height_cm`). Null when not given.',
    length_cm: 'The sign’s depth at this size, in centimetres, from which shipping weight is worked out; null when not given.',
    width_multiplier: 'A factor the designer applies to the width of signs of this size (0 or more); null for none. The service’s own pricing does not read it.',
    sizing_strategy: 'Which dimension this size fixes for `simple_letter` customisers, `fixed_width` or `fixed_height`; null for other models.',
    height_measurement_mode: 'What the size’s height measures for `simple_letter` customisers: a whole line (`line_height`) or a letter (`letter_height`); null for other models.',
    border_margin_cm: 'The margin the designer keeps around the letters at this size, in centimetres; null for none. Backboard prices use the customiser settings’ `border_margin_cm`.',
  },
};
