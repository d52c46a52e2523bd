import type { ProblemCode } from './problem-catalogue';

/** The members an item of `errors` may carry beside where, `code` and `detail`. */
export type FieldErrorMember = 'allowed_values' | 'minimum' | 'maximum';

/** What a client learns about a field-level code: its title, when it happens and what to do. */
export interface FieldErrorDefinition {
  title: string;
  /** When the service names a field with it, and what the item then carries. */
  condition: string;
  /** The recovery rule: what a client does next. */
  recovery: string;
  /** The problems whose `errors` may hold it; the e2e contract check holds every answer to this. */
  problems: readonly ProblemCode[];
  /** Members the item may carry beside `pointer` or `parameter`, `code` and `detail`. */
  members?: readonly FieldErrorMember[];
}

/** Every list that can outgrow the cap, and so end with a `more_errors` item. */
const LONG_LISTS = ['validation_failed', 'unknown_field', 'unknown_parameter', 'unknown_filter', 'invalid_parameter'] as const satisfies readonly ProblemCode[];

/**
 * Every code an item of a problem's `errors` can have. `ProblemFieldError.code` is typed by this
 * table and the field code pages (`{docs_url}/help/problems/fields/{code}`) are generated from it,
 * so a new field code starts here.
 */
export const fieldErrorCatalogue = {
  required: {
    title: 'Required',
    condition: 'A field or query parameter the operation needs is missing or empty, or neither of two alternatives was given (an order line names its product by product_id or external_id); detail says what is missing.',
    recovery: 'Send the field or parameter named by pointer or parameter.',
    problems: ['validation_failed', 'invalid_parameter'],
  },
  invalid: {
    title: 'Invalid value',
    condition: 'The value has the wrong type or format, is out of range, or breaks a rule of the operation (it names nothing of this store, contradicts another field, or holds characters that cannot be stored); detail says which rule. A number field or parameter with a range carries it as minimum and maximum (each where the range has it), whatever was wrong with the value. A cursor that is not one of this listing is invalid (parameter cursor), and so is a merge patch that is not a JSON object (pointer "").',
    recovery: 'Correct the value as detail describes (a number between minimum and maximum, both included); the same value gets the same answer.',
    problems: ['validation_failed', 'invalid_parameter', 'invalid_cursor', 'invalid_document'],
    members: ['minimum', 'maximum'],
  },
  unsupported_value: {
    title: 'Unsupported value',
    condition: 'The value is not one the field or parameter accepts: a value outside an enumeration, an unknown scope or plan, an option the customiser does not offer, a topic the subscription does not have, a choice a form field does not list. allowed_values lists the accepted values where they can be listed.',
    recovery: 'Send one of allowed_values.',
    problems: ['validation_failed', 'invalid_parameter'],
    members: ['allowed_values'],
  },
  prohibited: {
    title: 'Field not allowed',
    condition: 'The field may not be written: it is read-only (an id, a timestamp, livemode, a value the service derives), or this request may not carry it (words for a customiser styled as one piece, dimensions of a letter sign, external_id beside product_id).',
    recovery: 'Leave the field out; where detail says so, a read-only field may be sent back unchanged.',
    problems: ['validation_failed'],
  },
  taken: {
    title: 'Already taken',
    condition: 'The value must be unique and another record already has it (the name of a backboard); detail names that record.',
    recovery: 'Choose another value, or change the record that has it.',
    problems: ['validation_failed'],
  },
  conflict: {
    title: 'Already recorded',
    condition: 'The value identifies a record that already exists: the store_product_id of a synchronised product, or the external_id of an order the integration recorded.',
    recovery: 'Read the existing record instead of creating it again, or send another value.',
    problems: ['store_product_id_conflict', 'order_exists'],
  },
  unknown_field: {
    title: 'Unknown field',
    condition: 'The body holds a field the operation does not accept (pointer names it), or the operation takes no body and one was sent (parameter names each of its fields, or is empty when the body is not an object, or is {} on an operation that takes no body at all, as every DELETE).',
    recovery: 'Remove the field; fields are never ignored.',
    problems: ['unknown_field'],
  },
  unknown_parameter: {
    title: 'Unknown query parameter',
    condition: 'The query holds a parameter the operation does not accept; parameter names it.',
    recovery: 'Remove the parameter; parameters are never ignored.',
    problems: ['unknown_parameter'],
  },
  unknown_filter: {
    title: 'Unknown filter',
    condition: 'The query holds a filter[…] the operation does not offer; parameter names it.',
    recovery: 'Use only the filters the operation documents.',
    problems: ['unknown_filter'],
  },
  integration_does_not_accept_writes: {
    title: 'Integration does not accept writes',
    condition: 'integration_id names no enabled custom integration of this store, so nothing can be recorded or synchronised through it.',
    recovery: 'Name an enabled custom integration of the store, or enable it first.',
    problems: ['validation_failed'],
  },
  resource_in_use: {
    title: 'Still referenced',
    condition: 'A pricing document leaves out sizes that other records still reference (pointer /sizes); the problem’s referenced_by names those records.',
    recovery: 'Keep those sizes in the document, or remove the references named in referenced_by first.',
    problems: ['resource_in_use'],
  },
  shape_required: {
    title: 'Shape required',
    condition: 'backboard_type asks for custom_shape or cutout, and the backboard carries no uploaded shape yet.',
    recovery: 'Attach a shape to the backboard first, then set the type.',
    problems: ['validation_failed'],
  },
  border_margin_configured: {
    title: 'Border margin configured',
    condition: 'backboard_type asks for custom_shape while the customiser’s settings have a border margin.',
    recovery: 'Clear border_margin_cm in the customiser settings first.',
    problems: ['validation_failed'],
  },
  selection_mode_not_available: {
    title: 'Selection mode not available',
    condition: 'selection_mode asks for per-word styling, which this customiser cannot have; the problem’s reason says why.',
    recovery: 'Leave selection_mode as it is.',
    problems: ['selection_mode_not_available'],
  },
  form_type_not_supported: {
    title: 'Form type not supported',
    condition: 'The form’s type is outside the published form types; allowed_values lists them.',
    recovery: 'This form cannot be written through v3.',
    problems: ['form_type_not_supported'],
    members: ['allowed_values'],
  },
  fallback_form_requires_file_field: {
    title: 'File field required',
    condition: 'The fields would leave the AI sign designer fallback form without a file field.',
    recovery: 'Keep at least one field with input_type file.',
    problems: ['fallback_form_requires_file_field'],
  },
  letter_part_not_declared: {
    title: 'Letter part not declared',
    condition: 'The letter type does not declare this letter part; allowed_values lists the parts it does.',
    recovery: 'Use one of allowed_values.',
    problems: ['letter_part_not_declared'],
    members: ['allowed_values'],
  },
  letter_part_taken: {
    title: 'Letter part already has a selection',
    condition: 'The letter part already holds a colour selection.',
    recovery: 'Choose another letter part, or change the existing selection.',
    problems: ['letter_part_taken'],
  },
  customer_text_not_supported: {
    title: 'Customer text not supported',
    condition: 'text_enabled was set on a part other than the front face of a rectangle or cylinder lightbox.',
    recovery: 'Leave text_enabled off on this part.',
    problems: ['customer_text_not_supported'],
  },
  field_not_used_by_letter_part: {
    title: 'Field not used by this letter part',
    condition: 'The body sets a field this letter part does not use (a lightbox border carries no optionality); one item per field.',
    recovery: 'Remove the field.',
    problems: ['field_not_used_by_letter_part'],
  },
  upload_type_not_allowed: {
    title: 'Upload type not allowed',
    condition: 'The filename’s extension or the content type is not accepted for the upload’s purpose, or the content type does not match the extension; allowed_values lists what is accepted.',
    recovery: 'Use an extension and content type among allowed_values.',
    problems: ['upload_type_not_allowed'],
    members: ['allowed_values'],
  },
  upload_too_large: {
    title: 'Upload too large',
    condition: 'The declared byte_size is above the largest the purpose accepts; detail gives the limit.',
    recovery: 'Declare at most the purpose’s max_byte_size bytes.',
    problems: ['upload_too_large'],
  },
  byte_size_mismatch: {
    title: 'Byte size differs',
    condition: 'The bytes sent to the upload target are more or fewer than the declared byte_size.',
    recovery: 'Send exactly byte_size bytes; to send another file, create a new upload.',
    problems: ['upload_bytes_mismatch'],
  },
  content_type_mismatch: {
    title: 'Content type differs',
    condition: 'The Content-Type sent to the upload target is not the one the upload declared.',
    recovery: 'Send the declared Content-Type.',
    problems: ['upload_bytes_mismatch'],
  },
  not_a_font: {
    title: 'Not a font',
    condition: 'The uploaded file is not a TrueType or OpenType font.',
    recovery: 'Upload a TrueType or OpenType font file.',
    problems: ['upload_verification_failed'],
  },
  font_without_glyphs: {
    title: 'Font without glyphs',
    condition: 'The uploaded font has no family name, or no glyphs to draw letters with.',
    recovery: 'Upload a complete font file.',
    problems: ['upload_verification_failed'],
  },
  not_svg: {
    title: 'Not an SVG document',
    condition: 'The uploaded shape is not an SVG document, or nothing well-formed is left of it once sanitised.',
    recovery: 'Upload a well-formed SVG document.',
    problems: ['upload_verification_failed'],
  },
  svg_doctype: {
    title: 'SVG declares a DOCTYPE',
    condition: 'The uploaded SVG declares a DOCTYPE or entities, which no drawn shape needs.',
    recovery: 'Upload the SVG without a DOCTYPE.',
    problems: ['upload_verification_failed'],
  },
  svg_without_dimensions: {
    title: 'SVG without dimensions',
    condition: 'The uploaded SVG has neither a viewBox nor a width and height to measure.',
    recovery: 'Give the SVG a viewBox, or a width and a height.',
    problems: ['upload_verification_failed'],
  },
  svg_without_shape: {
    title: 'SVG without a shape',
    condition: 'The uploaded SVG draws no shape (no path, rect, circle, ellipse, polygon, polyline or line).',
    recovery: 'Upload an SVG that draws the shape.',
    problems: ['upload_verification_failed'],
  },
  content_mismatch: {
    title: 'Content differs from its type',
    condition: 'The bytes of a file attached to a form submission are not of the content type its upload declared.',
    recovery: 'Upload the file again with its true content type.',
    problems: ['upload_verification_failed'],
  },
  too_many_lines: {
    title: 'Too many lines',
    condition: 'The design has more lines of text than the chosen size takes.',
    recovery: 'Write fewer lines, or choose a larger size.',
    problems: ['validation_failed'],
  },
  too_many_characters: {
    title: 'Too many letters',
    condition: 'The design has more letters than the chosen size takes.',
    recovery: 'Write fewer letters, or choose a larger size.',
    problems: ['validation_failed'],
  },
  too_few_characters: {
    title: 'Too few letters',
    condition: 'The design has fewer letters than the chosen size needs.',
    recovery: 'Write more letters, or choose a smaller size.',
    problems: ['validation_failed'],
  },
  below_minimum_size: {
    title: 'Below the minimum size',
    condition: 'The sign is smaller than an option it uses is made for: a colour, backlight, mounting colour or support finish with a minimum width and height, or a font with a minimum letter height.',
    recovery: 'Choose a larger size or larger dimensions, or another option.',
    problems: ['validation_failed'],
  },
  character_not_in_font: {
    title: 'Character not in the font',
    condition: 'A line of the design holds characters the chosen font cannot draw; detail lists them, and pointer names the line.',
    recovery: 'Remove those characters, or choose a font that has them.',
    problems: ['validation_failed'],
  },
  font_file_missing: {
    title: 'Font file missing',
    condition: 'The chosen font has no font file to measure its letters by, or its file cannot be read.',
    recovery: 'Choose another font; the merchant can upload the font’s file.',
    problems: ['validation_failed'],
  },
  design_too_large: {
    title: 'Design too large',
    condition: 'No price row or sheet of the customiser is large enough for the design’s dimensions.',
    recovery: 'Make the design smaller.',
    problems: ['validation_failed'],
  },
  not_priced: {
    title: 'Not priced',
    condition: 'The customiser has no price list, or the chosen size has no price, so the design cannot be priced.',
    recovery: 'Choose another size; the merchant can complete the customiser’s pricing.',
    problems: ['validation_failed'],
  },
  more_errors: {
    title: 'More errors',
    condition: 'The last item of a list of more than 100 errors: it names no field, and detail counts the errors left out (“and 1,234 more”).',
    recovery: 'Correct the errors listed and send again; the next answer lists the ones left.',
    problems: LONG_LISTS,
  },
} as const satisfies Record<string, FieldErrorDefinition>;

export type FieldErrorCode = keyof typeof fieldErrorCatalogue;

/** The field codes the `errors` of problem `P` may hold. */
export type FieldErrorCodeOf<P extends ProblemCode> = {
  [K in FieldErrorCode]: P extends (typeof fieldErrorCatalogue)[K]['problems'][number] ? K : never;
}[FieldErrorCode];

export const isFieldErrorCode = (code: string): code is FieldErrorCode => Object.hasOwn(fieldErrorCatalogue, code);
