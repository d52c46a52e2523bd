import type {
  OptionPrice, StorefrontBackboard, StorefrontColour, StorefrontConfiguration, StorefrontExtra, StorefrontFont, StorefrontForm,
  StorefrontFormField, StorefrontJacket, StorefrontLabel, StorefrontLetterType, StorefrontOption, StorefrontSize, StorefrontSnapshot,
} from './storefront-configuration';
import type { PricingDocumentForStorefront } from './storefront-pricing';

interface Row {
  id: number;
  family: string;
  attributes: Record<string, unknown>;
}

/** What the catalogue holds of one customiser, as the storefront composes it. */
export interface CatalogueSnapshotInput {
  customiser: {
    id: number;
    storeId: number;
    name: string;
    active: boolean;
    pricingModel: string;
    signCategory: string;
    productFamily: string;
    selectionMode: 'single_style' | 'per_word';
  };
  settings: { multiple_fonts: boolean; multiple_colours: boolean; border_margin_cm: number | null };
  rows: Row[];
  letterPartSelections: { letterTypeId: number; letterPart: string; name: string | null; optional: boolean | null; colourIds: number[] }[];
}

export interface PricingSnapshotInput {
  currency: string;
  sizes: StorefrontSize[];
  pricing: PricingDocumentForStorefront;
}

/** Attributes that never leave the service, even to the shopper's own browser. */
const PRIVATE_ATTRIBUTES = new Set(['shape_svg', 'translations', 'recipient_emails', 'suppressed_emails', 'emails_enabled', 'subject']);

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : []);
const bySortOrder = <T extends { sort_order: number; id: number }>(items: T[]) => items.sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);

function optionPrice(attributes: Record<string, unknown>): OptionPrice {
  return {
    base_price: num(attributes.base_price) ?? 0,
    price_multiplier: num(attributes.price_multiplier) ?? 1,
    price_multiplier_target: attributes.price_multiplier_target === 'total_price' ? 'total_price' : 'base_letter_price',
  };
}

function option(row: Row): StorefrontOption {
  const shown = Object.fromEntries(Object.entries(row.attributes).filter(([name]) => !PRIVATE_ATTRIBUTES.has(name)));
  return {
    ...shown,
    id: row.id,
    name: str(row.attributes.name) ?? '',
    description: str(row.attributes.description),
    sort_order: num(row.attributes.sort_order) ?? 0,
    ...optionPrice(row.attributes),
  };
}

const colour = (row: Row): StorefrontColour => ({
  ...option(row),
  hexcode: str(row.attributes.hexcode),
  min_width_cm: num(row.attributes.min_width_cm),
  min_height_cm: num(row.attributes.min_height_cm),
});

function font(row: Row, tierMultipliers: Map<number, number>): StorefrontFont {
  const a = row.attributes;
  const file = (a.font_file ?? {}) as Record<string, unknown>;
  const tier = num(a.font_tier_id);
  return {
    id: row.id,
    name: str(a.name) ?? '',
    sort_order: num(a.sort_order) ?? 0,
    line_height: num(a.line_height),
    min_height_smallest_letter_cm: num(a.min_height_smallest_letter_cm),
    min_height_uppercase_letter_cm: num(a.min_height_uppercase_letter_cm),
    minimum_size_id: num(a.minimum_size_id),
    font_tier_id: tier,
    price_multiplier: tier === null ? 1 : (tierMultipliers.get(tier) ?? 1),
    font_file: { has_font_file: file.has_font_file === true, family_name: str(file.family_name), ttf_url: str(file.ttf_url) },
  };
}

function formField(field: Record<string, unknown>): StorefrontFormField {
  return {
    field_id: String(field.field_id),
    name: str(field.name) ?? '',
    input_type: str(field.input_type) ?? 'text',
    required: field.required === true,
    customer_field: str(field.customer_field),
    placeholder: str(field.placeholder),
    info: str(field.info),
    min: typeof field.min === 'number' || typeof field.min === 'string' ? field.min : null,
    max: typeof field.max === 'number' || typeof field.max === 'string' ? field.max : null,
    min_date: str(field.min_date),
    max_date: str(field.max_date),
    allow_multiple: field.allow_multiple === true,
    options: Array.isArray(field.options) ? field.options.map(String) : [],
    checkbox_value: str(field.checkbox_value),
  };
}

function form(row: Row): StorefrontForm {
  const fields = Array.isArray(row.attributes.fields) ? (row.attributes.fields as Record<string, unknown>[]) : [];
  return {
    id: row.id,
    name: str(row.attributes.name) ?? '',
    description: str(row.attributes.description),
    form_type: str(row.attributes.form_type) ?? 'quote',
    button_label: str(row.attributes.button_label),
    fields: fields.map(formField),
  };
}

/**
 * The storefront's view of one active customiser: what the designer page is served, and beside it the
 * pricing and form recipients only the service reads. Built from the catalogue and pricing documents.
 */
export function buildSnapshot(catalogue: CatalogueSnapshotInput, pricing: PricingSnapshotInput): StorefrontSnapshot {
  const of = (family: string) => catalogue.rows.filter((row) => row.family === family);
  const tiers = new Map(of('font-tiers').map((row) => [row.id, num(row.attributes.price_multiplier) ?? 1]));
  const forms = of('forms');
  const { customiser, settings } = catalogue;
  const configuration: StorefrontConfiguration = {
    object: 'storefront_configuration',
    customiser_id: customiser.id,
    name: customiser.name,
    pricing_model: customiser.pricingModel as StorefrontConfiguration['pricing_model'],
    sign_category: customiser.signCategory,
    product_family: customiser.productFamily,
    selection_mode: customiser.selectionMode,
    currency: pricing.currency,
    multiple_fonts: settings.multiple_fonts,
    multiple_colours: settings.multiple_colours,
    border_margin_cm: settings.border_margin_cm,
    fonts: bySortOrder(of('fonts').map((row) => font(row, tiers))),
    sizes: bySortOrder([...pricing.sizes]),
    colours: bySortOrder(of('colours').map(colour)),
    backlights: bySortOrder(of('backlights').map(colour)),
    jackets: bySortOrder(of('jackets').map((row): StorefrontJacket => ({ ...option(row), excluded_colour_ids: numbers(row.attributes.excluded_colour_ids) }))),
    backboards: bySortOrder(of('backboards').map(backboard)),
    mountings: bySortOrder(of('mountings').map(option)),
    mounting_colours: bySortOrder(of('mounting-colours').map(colour)),
    support_finishes: bySortOrder(of('support-finishes').map(colour)),
    extras: bySortOrder(of('extras').map((row): StorefrontExtra => ({ ...option(row), colour_ids: numbers(row.attributes.colour_ids) }))),
    letter_types: of('letter-types').map((row) => letterType(row, catalogue.letterPartSelections)),
    forms: bySortOrder(forms.map((row) => ({ ...form(row), sort_order: num(row.attributes.sort_order) ?? 0 }))).map(({ sort_order: _order, ...rest }) => rest),
    labels: bySortOrder(of('labels').map(label)),
  };
  const formRecipients = Object.fromEntries(
    forms.map((row) => [
      row.id,
      {
        recipient_emails: Array.isArray(row.attributes.recipient_emails) ? row.attributes.recipient_emails.map(String) : [],
        suppressed_emails: Array.isArray(row.attributes.suppressed_emails) ? row.attributes.suppressed_emails.map(String) : [],
        emails_enabled: row.attributes.emails_enabled !== false,
      },
    ]),
  );
  return { storeId: customiser.storeId, configuration, pricing: pricing.pricing, formRecipients };
}

const label = (row: Row): StorefrontLabel => ({ id: row.id, name: str(row.attributes.name) ?? '', text: str(row.attributes.text) ?? '', sort_order: num(row.attributes.sort_order) ?? 0 });

function backboard(row: Row): StorefrontBackboard {
  const geometry = (row.attributes.geometry ?? {}) as Record<string, unknown>;
  return {
    ...option(row),
    backboard_type: str(row.attributes.backboard_type),
    price_per_sq_cm: num(row.attributes.price_per_sq_cm),
    letter_type_ids: numbers(row.attributes.letter_type_ids),
    has_custom_shape: geometry.has_custom_shape === true,
  };
}

function letterType(row: Row, selections: CatalogueSnapshotInput['letterPartSelections']): StorefrontLetterType {
  return {
    id: row.id,
    name: str(row.attributes.name) ?? '',
    letter_parts: Array.isArray(row.attributes.letter_parts) ? row.attributes.letter_parts.map(String) : [],
    parts: selections
      .filter((selection) => selection.letterTypeId === row.id)
      .map((selection) => ({ letter_part: selection.letterPart, name: selection.name, optional: selection.optional, colour_ids: selection.colourIds })),
  };
}
