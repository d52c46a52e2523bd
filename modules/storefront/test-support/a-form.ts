import type { StorefrontForm, StorefrontFormField } from '../domain/storefront-configuration';

let fieldCounter = 0;

/** A form field as the storefront configuration carries it: optional text unless told otherwise. */
export function aField(overrides: Partial<StorefrontFormField> = {}): StorefrontFormField {
  fieldCounter += 1;
  return {
    field_id: `00000000-0000-4000-8000-${String(fieldCounter).padStart(12, '0')}`,
    name: `Field ${fieldCounter}`,
    input_type: 'text',
    required: false,
    customer_field: null,
    placeholder: null,
    info: null,
    min: null,
    max: null,
    min_date: null,
    max_date: null,
    allow_multiple: false,
    options: [],
    checkbox_value: null,
    ...overrides,
  };
}

export function aForm(fields: StorefrontFormField[], overrides: Partial<StorefrontForm> = {}): StorefrontForm {
  return { id: 12, name: 'Ask for a quote', description: null, form_type: 'quote', button_label: null, fields, ...overrides };
}
