import type { CatalogueSnapshotInput, PricingSnapshotInput } from '../domain/storefront-snapshot';
import { aPricingDocument, aSimpleLetterRow, aSize, anAdvancedRow } from './a-storefront-snapshot';

type Row = CatalogueSnapshotInput['rows'][number];

export const FONT_URL = 'https://api.signs.example/font-files/upl_neon.ttf';

export function aFontRow(id = 1, ttfUrl: string | null = FONT_URL): Row {
  return { id, family: 'fonts', attributes: { name: `Font ${id}`, sort_order: id, font_file: { has_font_file: ttfUrl !== null, family_name: `Font ${id}`, ttf_url: ttfUrl } } };
}

export function aColourRow(id = 51, hexcode = '#fff4e0'): Row {
  return { id, family: 'colours', attributes: { name: 'Warm white', sort_order: 0, hexcode } };
}

export function aFormRow(id: number, fields: Record<string, unknown>[]): Row {
  return { id, family: 'forms', attributes: { name: 'Ask for a quote', form_type: 'quote', fields, recipient_emails: ['sales@signs.example'], emails_enabled: true } };
}

/** A customiser of store 5 as the catalogue holds it: active, simple letters, one font with a file and one colour. */
export function aCustomiserCatalogue(overrides: { customiser?: Partial<CatalogueSnapshotInput['customiser']>; rows?: Row[] } = {}): CatalogueSnapshotInput {
  return {
    customiser: { id: 3, storeId: 5, name: 'Neon letters', active: true, pricingModel: 'simple_letter', signCategory: 'neon', productFamily: 'neon', selectionMode: 'single_style', ...overrides.customiser },
    settings: { multiple_fonts: false, multiple_colours: false, border_margin_cm: null },
    rows: overrides.rows ?? [aFontRow(), aColourRow()],
    letterPartSelections: [],
  };
}

/** Simple letters in euros on the 60 × 20 cm size 11: a base of 20.00 and 4.50 a letter. */
export function aSimpleLetterPricing(): PricingSnapshotInput {
  return {
    currency: 'EUR',
    sizes: [aSize()],
    pricing: aPricingDocument({
      base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: 11, base_price: { line_1: 2000 } }] },
      price_lists: [{ price_list_id: 1, name: 'Letters', rows: [aSimpleLetterRow()] }],
    }),
  };
}

/** Advanced letters priced by the traced outline, 0.50 a centimetre, on size 11 with 10 cm letters. */
export function aMaterialLengthPricing(): PricingSnapshotInput {
  return {
    currency: 'EUR',
    sizes: [aSize({ height_cm: 10 })],
    pricing: aPricingDocument({ price_lists: [{ price_list_id: 1, name: 'Letters', letter_pricing_method: 'material_length', rows: [anAdvancedRow({ price_per_cm: 0.5 })] }] }),
  };
}
