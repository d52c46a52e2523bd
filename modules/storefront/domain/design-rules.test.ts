import { aColour, aConfiguration, aDesign, aFont, aJacket, anExtra, aPricingDocument, aSize } from '../test-support/a-storefront-snapshot';
import type { Design } from './design';
import { designErrors } from './design-rules';
import type { StorefrontConfiguration } from './storefront-configuration';

const errorsOf = (design: Partial<Design>, configuration: Partial<StorefrontConfiguration> = {}) => designErrors(aConfiguration(configuration), aDesign(design));
const codesOf = (design: Partial<Design>, configuration: Partial<StorefrontConfiguration> = {}) => errorsOf(design, configuration).map((error) => `${error.pointer}:${error.code}`);

describe('design rules', () => {
  it('accepts a design that fits its customiser', () => {
    expect(errorsOf({ lines: ['Open', 'Late'] })).toEqual([]);
  });

  describe('text', () => {
    it('requires at least one line with text', () => {
      expect(codesOf({ lines: [] })).toEqual(['/lines:required']);
      expect(codesOf({ lines: ['  ', ''] })).toEqual(['/lines:required']);
    });

    it('allows no more text lines than the size takes, blank lines not counted', () => {
      const configuration = { sizes: [aSize({ line_limit: 2 })] };
      expect(codesOf({ lines: ['Open', '', 'Late'] }, configuration)).toEqual([]);
      expect(codesOf({ lines: ['Open', 'Late', 'Now'] }, configuration)).toEqual(['/lines:too_many_lines']);
    });

    it('allows no more letters than the size takes, white space not counted', () => {
      const configuration = { sizes: [aSize({ char_limit: 8 })] };
      expect(codesOf({ lines: ['Open Late'] }, configuration)).toEqual([]);
      expect(codesOf({ lines: ['Open Later'] }, configuration)).toEqual(['/lines:too_many_characters']);
    });

    it('asks for at least the letters the size needs', () => {
      expect(codesOf({ lines: ['Hi'] }, { sizes: [aSize({ min_char: 3 })] })).toEqual(['/lines:too_few_characters']);
    });

    it('refuses a line of more than 200 characters at that line', () => {
      expect(codesOf({ lines: ['Open', 'x'.repeat(201)] }, { sizes: [aSize({ char_limit: null })] })).toEqual(['/lines/1:invalid']);
      expect(codesOf({ lines: ['x'.repeat(200)] }, { sizes: [aSize({ char_limit: null })] })).toEqual([]);
    });
  });

  describe('choices', () => {
    it('refuses a font or size the customiser does not offer, naming the ones it does', () => {
      expect(errorsOf({ font_id: 9, size_id: 99 })).toEqual([
        { pointer: '/font_id', code: 'unsupported_value', detail: 'Not an option of this customiser.', allowed_values: [1] },
        { pointer: '/size_id', code: 'unsupported_value', detail: 'Not an option of this customiser.', allowed_values: [11] },
      ]);
    });

    it.each([
      ['colour_id', 'colours'],
      ['backlight_id', 'backlights'],
      ['jacket_id', 'jackets'],
      ['backboard_id', 'backboards'],
      ['mounting_colour_id', 'mounting_colours'],
      ['support_finish_id', 'support_finishes'],
    ] as const)('refuses a %s that is not a row of %s', (field, list) => {
      const configuration = { [list]: [aJacket({ id: 5 })] };
      expect(errorsOf({ [field]: 6 }, configuration)).toEqual([{ pointer: `/${field}`, code: 'unsupported_value', detail: 'Not an option of this customiser.', allowed_values: [5] }]);
      expect(errorsOf({ [field]: 5 }, configuration)).toEqual([]);
    });

    it('refuses an extra the customiser does not offer, at its place in the list', () => {
      expect(codesOf({ extras: [71, 70] }, { extras: [anExtra({ id: 71 })] })).toEqual(['/extras/1:unsupported_value']);
    });

    it('refuses an extra chosen twice', () => {
      expect(codesOf({ extras: [71, 72, 71] }, { extras: [anExtra({ id: 71 }), anExtra({ id: 72 })] })).toEqual(['/extras/2:invalid']);
    });

    it('refuses a jacket that excludes the chosen colour', () => {
      const configuration = { colours: [aColour({ id: 51 }), aColour({ id: 52 })], jackets: [aJacket({ id: 61, excluded_colour_ids: [52] })] };
      expect(codesOf({ colour_id: 52, jacket_id: 61 }, configuration)).toEqual(['/jacket_id:invalid']);
      expect(codesOf({ colour_id: 51, jacket_id: 61 }, configuration)).toEqual([]);
    });
  });

  describe('minimum sizes', () => {
    it("refuses a size whose letters are smaller than the font's minimum size's", () => {
      const sizes = [aSize({ id: 11, height_cm: 20, line_height_cm: 8 }), aSize({ id: 12, height_cm: 15, line_height_cm: null })];
      const configuration = { sizes, fonts: [aFont({ minimum_size_id: 12 })] };
      // size 11: letter height 8 (its line height) < 15 (size 12 has only a height)
      expect(codesOf({ size_id: 11 }, configuration)).toEqual(['/size_id:below_minimum_size']);
      expect(codesOf({ size_id: 12 }, configuration)).toEqual([]);
    });

    it("refuses letters lower than the font's minimum uppercase letter height", () => {
      const fonts = [aFont({ min_height_uppercase_letter_cm: 25 })];
      expect(codesOf({}, { fonts, sizes: [aSize({ height_cm: 20 })] })).toEqual(['/size_id:below_minimum_size']);
      expect(codesOf({}, { fonts, sizes: [aSize({ height_cm: 25 })] })).toEqual([]);
    });

    it.each([
      ['colour_id', 'colours'],
      ['backlight_id', 'backlights'],
      ['mounting_colour_id', 'mounting_colours'],
      ['support_finish_id', 'support_finishes'],
    ] as const)('refuses a %s made for signs wider or taller than the size', (field, list) => {
      // the size is 60 × 20 cm
      expect(codesOf({ [field]: 5 }, { [list]: [aColour({ id: 5, min_width_cm: 61 })] })).toEqual([`/${field}:below_minimum_size`]);
      expect(codesOf({ [field]: 5 }, { [list]: [aColour({ id: 5, min_height_cm: 21 })] })).toEqual([`/${field}:below_minimum_size`]);
      expect(codesOf({ [field]: 5 }, { [list]: [aColour({ id: 5, min_width_cm: 60, min_height_cm: 20 })] })).toEqual([]);
    });

    it("measures a frame-fit sign's options against the design's dimensions", () => {
      const configuration = { pricing_model: 'frame_fit' as const, colours: [aColour({ id: 51, min_width_cm: 100 })] };
      expect(codesOf({ colour_id: 51, width_cm: 90, height_cm: 40 }, configuration)).toEqual(['/colour_id:below_minimum_size']);
      expect(codesOf({ colour_id: 51, width_cm: 100, height_cm: 40 }, configuration)).toEqual([]);
    });

    it('refuses for letters a size with no height', () => {
      const sizes = [aSize({ height_cm: null, line_height_cm: null })];
      expect(codesOf({}, { sizes })).toEqual(['/size_id:invalid']);
      expect(codesOf({}, { sizes, pricing_model: 'advanced_letter' })).toEqual(['/size_id:invalid']);
      expect(codesOf({ width_cm: 80, height_cm: 40 }, { sizes, pricing_model: 'frame_fit' })).toEqual([]);
    });
  });

  describe('words', () => {
    const perWord = { selection_mode: 'per_word' as const, colours: [aColour({ id: 51 })] };

    it('accepts words only where the customiser styles per word', () => {
      expect(codesOf({ lines: ['Open'], words: [{ font_id: 1, colour_id: 51 }] }, { ...perWord, selection_mode: 'single_style' })).toEqual(['/words:prohibited']);
      expect(codesOf({ lines: ['Open'], words: [{ font_id: 1, colour_id: 51 }] }, perWord)).toEqual([]);
    });

    it('asks for one style per word of the text', () => {
      const style = { font_id: 1, colour_id: 51 };
      expect(codesOf({ lines: ['Open  late', 'now'], words: [style, style] }, perWord)).toEqual(['/words:invalid']);
      expect(codesOf({ lines: ['Open  late', 'now'], words: [style, style, style] }, perWord)).toEqual([]);
    });

    it("refuses a word's font or colour the customiser does not offer", () => {
      expect(codesOf({ lines: ['Open late'], words: [{ font_id: 1, colour_id: 51 }, { font_id: 2, colour_id: 52 }] }, perWord)).toEqual([
        '/words/1/font_id:unsupported_value',
        '/words/1/colour_id:unsupported_value',
      ]);
    });
  });

  describe('dimensions', () => {
    const frameFit = { pricing_model: 'frame_fit' as const };

    it('requires a frame-fit sign to have a width and a height', () => {
      expect(codesOf({}, frameFit)).toEqual(['/width_cm:required', '/height_cm:required']);
    });

    it('takes frame dimensions above 0 and at most 10000 cm', () => {
      expect(codesOf({ width_cm: 0, height_cm: 10001 }, frameFit)).toEqual(['/width_cm:invalid', '/height_cm:invalid']);
      expect(codesOf({ width_cm: -5, height_cm: Number.NaN }, frameFit)).toEqual(['/width_cm:invalid', '/height_cm:invalid']);
      expect(codesOf({ width_cm: 0.5, height_cm: 10000 }, frameFit)).toEqual([]);
    });

    it('prohibits dimensions on letter signs', () => {
      expect(codesOf({ width_cm: 80, height_cm: 40 })).toEqual(['/width_cm:prohibited', '/height_cm:prohibited']);
    });
  });

  describe('font files', () => {
    const fileless = { pricing_model: 'advanced_letter' as const, fonts: [aFont({ font_file: { has_font_file: false, family_name: null, ttf_url: null } })] };
    const pricedBy = (method: 'material_length' | 'fixed_letter') => aPricingDocument({ price_lists: [{ price_list_id: 1, name: 'Letters', letter_pricing_method: method, rows: [] }] });

    it('refuses a font without a file where the first price list prices by material length', () => {
      const errors = designErrors(aConfiguration(fileless), aDesign(), pricedBy('material_length'));
      expect(errors.map((error) => `${error.pointer}:${error.code}`)).toEqual(['/font_id:font_file_missing']);
      expect(designErrors(aConfiguration(fileless), aDesign(), pricedBy('fixed_letter'))).toEqual([]);
    });

    it('refuses, word by word, a word set in a font without a file', () => {
      const fonts = [aFont(), aFont({ id: 2, name: 'Hand drawn', font_file: { has_font_file: false, family_name: null, ttf_url: null } })];
      const configuration = aConfiguration({ pricing_model: 'advanced_letter', selection_mode: 'per_word', fonts, colours: [aColour({ id: 51 })] });
      const words = [{ font_id: 1, colour_id: 51 }, { font_id: 2, colour_id: 51 }];
      const errors = designErrors(configuration, aDesign({ lines: ['Open late'], words }), pricedBy('material_length'));
      expect(errors.map((error) => `${error.pointer}:${error.code}`)).toEqual(['/words/1/font_id:font_file_missing']);
    });
  });
});
