import { assertAcceptable } from './upload-purposes';
import { signatureMatches, targetSignature } from './target-signature';

const codeOf = (work: () => void) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('upload purposes', () => {
  it('accepts a TTF as font/ttf or font/sfnt, and an SVG only for backboard shapes', () => {
    expect(codeOf(() => assertAcceptable('font_ttf', 'Script.TTF', 'font/ttf', 10))).toBeUndefined();
    expect(codeOf(() => assertAcceptable('font_ttf', 'Script.ttf', 'font/sfnt', 10))).toBeUndefined();
    expect(codeOf(() => assertAcceptable('backboard_shape_svg', 'shape.svg', 'image/svg+xml', 10))).toBeUndefined();
    expect(codeOf(() => assertAcceptable('font_ttf', 'shape.svg', 'image/svg+xml', 10))).toBe('upload_type_not_allowed');
  });

  it('needs both the extension and the content type to match', () => {
    expect(codeOf(() => assertAcceptable('font_ttf', 'font.otf', 'font/ttf', 10))).toBe('upload_type_not_allowed');
    expect(codeOf(() => assertAcceptable('font_ttf', 'font.ttf', 'application/octet-stream', 10))).toBe('upload_type_not_allowed');
  });

  it('accepts a shopper’s form attachment as a PDF, PNG, JPEG or SVG whose content type goes with its extension', () => {
    for (const [filename, type] of [['quote.PDF', 'application/pdf'], ['logo.png', 'image/png'], ['photo.jpg', 'image/jpeg'], ['photo.jpeg', 'image/jpeg'], ['mark.svg', 'image/svg+xml']]) {
      expect(codeOf(() => assertAcceptable('form_attachment', filename!, type!, 10))).toBeUndefined();
    }
    expect(codeOf(() => assertAcceptable('form_attachment', 'logo.ai', 'application/postscript', 10))).toBe('upload_type_not_allowed');
    expect(codeOf(() => assertAcceptable('form_attachment', 'font.ttf', 'font/ttf', 10))).toBe('upload_type_not_allowed');
  });

  it('refuses a content type that belongs to another of the purpose’s extensions, at /content_type', () => {
    try {
      assertAcceptable('form_attachment', 'logo.pdf', 'image/png', 10);
      throw new Error('expected a problem');
    } catch (error) {
      expect((error as { errors: unknown }).errors).toEqual([
        { pointer: '/content_type', code: 'upload_type_not_allowed', detail: 'A .pdf file is application/pdf.', allowed_values: ['application/pdf'] },
      ]);
    }
  });

  it('caps the declared size per purpose', () => {
    expect(codeOf(() => assertAcceptable('form_attachment', 'a.pdf', 'application/pdf', 25 * 1024 * 1024))).toBeUndefined();
    expect(codeOf(() => assertAcceptable('form_attachment', 'a.pdf', 'application/pdf', 25 * 1024 * 1024 + 1))).toBe('upload_too_large');
    expect(codeOf(() => assertAcceptable('backboard_shape_svg', 'a.svg', 'image/svg+xml', 2 * 1024 * 1024))).toBeUndefined();
    expect(codeOf(() => assertAcceptable('backboard_shape_svg', 'a.svg', 'image/svg+xml', 2 * 1024 * 1024 + 1))).toBe('upload_too_large');
  });
});

describe('upload target signatures', () => {
  it('match only the upload, expiry and secret they were made for', () => {
    const signature = targetSignature('secret', 'upl_1', 1000);
    expect(signatureMatches('secret', 'upl_1', 1000, signature)).toBe(true);
    expect(signatureMatches('secret', 'upl_2', 1000, signature)).toBe(false);
    expect(signatureMatches('secret', 'upl_1', 1001, signature)).toBe(false);
    expect(signatureMatches('other', 'upl_1', 1000, signature)).toBe(false);
    expect(signatureMatches('secret', 'upl_1', 1000, `${signature}x`)).toBe(false);
  });
});
