import type { Scope } from '../../../shared-kernel/scopes';

/**
 * The option families of a customiser (CONTRACT section 3), keyed by their path segment. Each says
 * what its rows are called, which scopes read and write it, whether its rows carry prices in the
 * store's currency, and which of its fields name rows of other families: the references a delete
 * must respect.
 */
export const FAMILY_SEGMENTS = [
  'backboards', 'backlights', 'colours', 'extras', 'fonts', 'font-tiers', 'forms', 'icons', 'jackets', 'labels',
  'languages', 'legacy-sizes', 'length-pricings', 'letter-types', 'materials', 'mounting-colours', 'mountings',
  'presets', 'sizes', 'support-finishes',
] as const;

export type FamilySegment = (typeof FAMILY_SEGMENTS)[number];

export interface FamilyReference {
  field: string;
  family: FamilySegment;
  many: boolean;
}

export interface OptionFamily {
  segment: FamilySegment;
  /** The `object` of a row; deletion receipts are `<object>_deletion_receipt`. */
  object: string;
  /** What a person calls one row, for messages. */
  noun: string;
  readScope: Scope;
  writeScope: Scope;
  priced: boolean;
  references: FamilyReference[];
}

const catalogue = (segment: FamilySegment, object: string, noun: string, extra: Partial<OptionFamily> = {}): OptionFamily => ({
  segment,
  object,
  noun,
  readScope: 'customisers:read',
  writeScope: 'customisers:write',
  priced: false,
  references: [],
  ...extra,
});

const one = (field: string, family: FamilySegment): FamilyReference => ({ field, family, many: false });
const many = (field: string, family: FamilySegment): FamilyReference => ({ field, family, many: true });

export const OPTION_FAMILIES: Record<FamilySegment, OptionFamily> = {
  backboards: catalogue('backboards', 'backboard', 'backboard', { priced: true, references: [many('letter_type_ids', 'letter-types')] }),
  backlights: catalogue('backlights', 'backlight', 'backlight', { priced: true }),
  colours: catalogue('colours', 'colour', 'colour', { priced: true }),
  extras: catalogue('extras', 'extra', 'extra', { priced: true, references: [many('colour_ids', 'colours')] }),
  fonts: catalogue('fonts', 'font', 'font', {
    references: [
      one('font_tier_id', 'font-tiers'),
      one('length_pricing_id', 'length-pricings'),
      one('minimum_size_id', 'sizes'),
      one('minimum_legacy_fixed_height_size_id', 'legacy-sizes'),
    ],
  }),
  'font-tiers': catalogue('font-tiers', 'font_tier', 'font tier'),
  forms: catalogue('forms', 'form', 'form'),
  icons: catalogue('icons', 'icon', 'icon', { priced: true }),
  jackets: catalogue('jackets', 'jacket', 'jacket', { priced: true, references: [many('excluded_colour_ids', 'colours')] }),
  labels: catalogue('labels', 'label', 'label'),
  languages: catalogue('languages', 'language', 'language'),
  'legacy-sizes': catalogue('legacy-sizes', 'legacy_size', 'legacy fixed-height size'),
  'length-pricings': catalogue('length-pricings', 'length_pricing', 'length pricing', {
    readScope: 'pricing:read',
    writeScope: 'pricing:write',
    priced: true,
  }),
  'letter-types': catalogue('letter-types', 'letter_type', 'letter type'),
  materials: catalogue('materials', 'material', 'material', { priced: true }),
  'mounting-colours': catalogue('mounting-colours', 'mounting_colour', 'mounting colour', { priced: true, references: [many('mounting_ids', 'mountings')] }),
  mountings: catalogue('mountings', 'mounting', 'mounting', { priced: true }),
  presets: catalogue('presets', 'preset', 'saved preset', {
    references: [
      one('font_id', 'fonts'),
      one('size_id', 'sizes'),
      one('jacket_id', 'jackets'),
      one('backlight_id', 'backlights'),
      one('colour_id', 'colours'),
      one('mounting_colour_id', 'mounting-colours'),
      one('support_finish_id', 'support-finishes'),
      one('backboard_id', 'backboards'),
      one('letter_type_id', 'letter-types'),
    ],
  }),
  sizes: catalogue('sizes', 'size', 'size'),
  'support-finishes': catalogue('support-finishes', 'support_finish', 'support finish', { priced: true, references: [many('backboard_ids', 'backboards')] }),
};

/** The ids a row's attributes name in another family, field by field. */
export function referencedIds(family: OptionFamily, attributes: Record<string, unknown>): { reference: FamilyReference; ids: number[] }[] {
  return family.references.map((reference) => {
    const value = attributes[reference.field];
    const ids = reference.many ? (Array.isArray(value) ? value : []) : value === null || value === undefined ? [] : [value];
    return { reference, ids: ids.filter((id): id is number => typeof id === 'number') };
  });
}
